import "@testing-library/jest-dom/jest-globals";
import { configure } from "@testing-library/react";
import { addMessages } from "../src/i18n";
import admin from "../src/locales/en.admin.json";
import pages from "../src/locales/en.pages.json";

// The app loads these with the pages that need them; components under test get them at once.
addMessages(pages);
addMessages(admin);

// findBy*/waitFor wait for what a person would see. Lazy pages load their chunks for real, which on a busy
// 2-core machine takes longer than the library's 1 s default: wait as long as a person would, not less.
configure({ asyncUtilTimeout: 5000 });
