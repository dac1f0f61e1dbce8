import { SettingRow, type SettingsInput } from "../settings/setting-row";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { REQUIREMENTS, type Requirement } from "./compliance";

/** Settings of vehicle documents: what the rule requires, and where and when reminders go. */
export interface DocumentSettingsValues {
  /** Required before a booking is confirmed; "Permit" is a state or an All-India Tourist permit. */
  requiredTypes: Requirement[];
  /** Days before a document's valid-until when the operator is reminded. */
  reminderDays: number[];
  /** The operator's address for reminders; empty: the site's contact e-mail. */
  reminderEmail: string;
}

export const DOCUMENT_SETTINGS_DEFAULTS: DocumentSettingsValues = {
  requiredTypes: [...REQUIREMENTS],
  reminderDays: [30, 14, 7, 1],
  reminderEmail: "",
};

function validate(input: SettingsInput<DocumentSettingsValues>): DocumentSettingsValues {
  const types = input.requiredTypes ?? DOCUMENT_SETTINGS_DEFAULTS.requiredTypes;
  if (!Array.isArray(types)) throw new ValidationError(msg("document.settingsList", { field: "Required documents" }));
  const days = input.reminderDays ?? DOCUMENT_SETTINGS_DEFAULTS.reminderDays;
  if (!Array.isArray(days) || days.length > 10)
    throw new ValidationError(msg("document.settingsList", { field: "Reminder days" }));
  const raw = typeof input.reminderEmail === "string" ? input.reminderEmail.trim() : "";
  return {
    requiredTypes: [...new Set(types.map((t) => v.oneOf(t, REQUIREMENTS, "Required documents")))],
    reminderDays: [...new Set(days.map((d) => v.integer(d, "Reminder days", 1, 365)))].sort((a, b) => b - a),
    reminderEmail: raw === "" ? "" : v.email(raw, "Reminder e-mail"),
  };
}

export const documentSettings = new SettingRow("documents", DOCUMENT_SETTINGS_DEFAULTS, validate);
