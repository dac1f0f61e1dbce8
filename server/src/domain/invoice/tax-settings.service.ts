import { DataSource, type EntityManager } from "typeorm";
import { gstinProblem, gstinState, isStateCode, normalizeGstin } from "./gstin";
import { type GstRate, isGstRate } from "../shared/money";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { ValidationError } from "../shared/errors";
import { type Message, msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { SettingRow, type SettingsInput } from "../settings/setting-row";
import { AFTER_INVOICE, type AfterInvoice, CONSTITUTIONS, type Constitution } from "./tax-rule";

/** The operator's GST registration, printed on tax invoices; without a GSTIN no tax invoice is issued. */
export interface TaxSettingsValues {
  legalName: string;
  address: string;
  gstin: string | null;
  /** GST state code of the operator's registration, two digits (09: Uttar Pradesh). */
  state: string;
  /** 5: 5 % without input tax credit; 12: 12 % with it. */
  scheme: GstRate;
  /** The operator's constitution: a body corporate (a company, an LLP) never supplies on reverse charge. */
  constitution: Constitution;
  /** What a change of the fare after the tax invoice does: a credit or debit note, or nothing (refused). */
  afterInvoice: AfterInvoice;
  /** Services Accounting Code: 9966, renting of passenger vehicles with operator. */
  sac: string;
  /** The first part of every number: KCT/2026-27/0001. */
  invoicePrefix: string;
}

export const TAX_DEFAULTS: TaxSettingsValues = {
  legalName: "Kashi Coach Tours",
  address: "Varanasi, Uttar Pradesh",
  gstin: null,
  state: "09",
  scheme: 5,
  constitution: "proprietorship",
  afterInvoice: "notes",
  sac: "9966",
  invoicePrefix: "KCT",
};

const GSTIN_MESSAGES: Record<NonNullable<ReturnType<typeof gstinProblem>>, Message> = {
  length: msg("gstin.length"),
  state: msg("gstin.state"),
  pan: msg("gstin.pan"),
  entity: msg("gstin.entity"),
  z: msg("gstin.z"),
  check: msg("gstin.check"),
};

/** A GSTIN as typed (spaces and case ignored), or null when blank; a clear 400 naming what is wrong. */
export function parseGstin(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw new ValidationError(msg("gstin.length"), { field });
  const gstin = normalizeGstin(value);
  if (!gstin) return null;
  const problem = gstinProblem(gstin);
  if (problem) throw new ValidationError(GSTIN_MESSAGES[problem], { field });
  return gstin;
}

function validateTaxSettings(input: SettingsInput<TaxSettingsValues>): TaxSettingsValues {
  const legalName = v.requiredText(input.legalName, "Legal name", 200);
  const address = v.optionalText(input.address, "Address", 500) ?? "";
  const gstin = parseGstin(input.gstin, "gstin");
  const state = input.state === undefined || input.state === null || input.state === "" ? null : String(input.state);
  if (state !== null && !isStateCode(state)) throw new ValidationError(msg("tax.state"), { field: "state" });
  if (gstin && state && gstinState(gstin) !== state)
    throw new ValidationError(msg("tax.stateMismatch", { code: gstinState(gstin) }), { field: "state" });
  const scheme = Number(input.scheme ?? TAX_DEFAULTS.scheme);
  if (!isGstRate(scheme)) throw new ValidationError(msg("tax.scheme"), { field: "scheme" });
  const constitution = input.constitution ?? TAX_DEFAULTS.constitution;
  if (!CONSTITUTIONS.includes(constitution as Constitution))
    throw new ValidationError(msg("tax.constitution"), { field: "constitution" });
  const afterInvoice = input.afterInvoice ?? TAX_DEFAULTS.afterInvoice;
  if (!AFTER_INVOICE.includes(afterInvoice as AfterInvoice))
    throw new ValidationError(msg("tax.afterInvoice"), { field: "afterInvoice" });
  const sac = String(input.sac ?? TAX_DEFAULTS.sac).trim();
  if (!/^\d{4,8}$/.test(sac)) throw new ValidationError(msg("tax.sac"), { field: "sac" });
  const invoicePrefix = String(input.invoicePrefix ?? TAX_DEFAULTS.invoicePrefix).trim();
  if (!/^[A-Z0-9]{1,10}$/.test(invoicePrefix)) throw new ValidationError(msg("tax.prefix"), { field: "invoicePrefix" });
  return {
    legalName,
    address,
    gstin,
    state: gstin ? gstinState(gstin) : (state ?? TAX_DEFAULTS.state),
    scheme,
    constitution: constitution as Constitution,
    afterInvoice: afterInvoice as AfterInvoice,
    sac,
    invoicePrefix,
  };
}

/** Settings → Tax: read by staff with money rights, changed by the Owner only (`taxes.write`), logged. */
export class TaxSettingsService {
  private readonly row = new SettingRow("tax", TAX_DEFAULTS, validateTaxSettings);

  constructor(private readonly db: DataSource) {}

  /** The stored values (internal: issuing and the PDFs read them), on a transaction's connection when given. */
  async get(m: EntityManager = this.db.manager): Promise<TaxSettingsValues> {
    return this.row.read(m);
  }

  async forStaff(actor: Actor | undefined): Promise<TaxSettingsValues> {
    requireActor(actor);
    return this.get();
  }

  async save(actor: Actor | undefined, input: SettingsInput<TaxSettingsValues>): Promise<TaxSettingsValues> {
    requireActor(actor);
    return this.db.transaction(async (m) => {
      const before = await this.row.read(m);
      const state = input.state ?? (input.gstin !== undefined ? null : before.state);
      const after = await this.row.write(m, { ...before, ...input, state });
      const changes = changesBetween(before, after);
      if (Object.keys(changes).length)
        await recordActivity(m, actor, { action: "update", entity: "tax-settings", changes });
      return after;
    });
  }
}

export const TAX_SETTINGS_POLICIES: ServicePolicies<TaxSettingsService> = {
  ...open("get"),
  ...needs(Permission.moneyRead, Permission.taxesWrite)("forStaff"),
  ...needs(Permission.taxesWrite)("save"),
};
