import { addMessages } from "../../i18n";
import adminEn from "../../locales/en.admin.json";

// The admin area's texts travel with its chunk, not with the public pages.
addMessages(adminEn);
