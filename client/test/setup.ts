import "@testing-library/jest-dom/jest-globals";
import { addMessages } from "../src/i18n";
import admin from "../src/locales/en.admin.json";
import pages from "../src/locales/en.pages.json";

// The app loads these with the pages that need them; components under test get them at once.
addMessages(pages);
addMessages(admin);
