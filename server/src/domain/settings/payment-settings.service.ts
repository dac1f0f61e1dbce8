import { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { SettingRow, type SettingsInput } from "./setting-row";

/** How customers pay the operator (UPI) and the tax details printed on invoices; every field optional. */
export interface PaymentSettingsValues {
  /** The operator's UPI ID (VPA), e.g. kashicoach@okaxis. */
  upiId: string | null;
  /** The payee name UPI apps show. */
  upiPayee: string | null;
  /** The operator's GSTIN, printed on invoices. */
  gstin: string | null;
}

const PAYMENT_SETTINGS_KEY = "payments";
const VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

function validatePaymentSettings(input: SettingsInput<PaymentSettingsValues>): PaymentSettingsValues {
  const upiId = v.optionalText(input.upiId, "UPI ID", 256);
  const upiPayee = v.optionalText(input.upiPayee, "Payee name", 100);
  const gstin = v.optionalText(input.gstin, "GSTIN", 15)?.toUpperCase() ?? null;
  if (upiId && !VPA.test(upiId)) throw new ValidationError(msg("settings.upiId"), { field: "upiId" });
  if (upiId && !upiPayee) throw new ValidationError(msg("settings.upiPayee"), { field: "upiPayee" });
  if (gstin && !GSTIN.test(gstin)) throw new ValidationError(msg("settings.gstin"), { field: "gstin" });
  return { upiId, upiPayee: upiId ? upiPayee : null, gstin };
}

export class PaymentSettingsService {
  private readonly row = new SettingRow(
    PAYMENT_SETTINGS_KEY,
    { upiId: null, upiPayee: null, gstin: null },
    validatePaymentSettings,
  );

  constructor(private readonly db: DataSource) {}

  /** The stored values (internal: the booking detail and the invoice read them; staff read them through `forStaff`). */
  async get(): Promise<PaymentSettingsValues> {
    return this.row.read(this.db.manager);
  }

  async forStaff(actor: Actor | undefined): Promise<PaymentSettingsValues> {
    requireActor(actor);
    return this.get();
  }

  async save(actor: Actor | undefined, input: SettingsInput<PaymentSettingsValues>): Promise<PaymentSettingsValues> {
    return this.row.save(this.db, requireActor(actor), input);
  }
}

export const PAYMENT_SETTINGS_POLICIES: ServicePolicies<PaymentSettingsService> = {
  ...open("get"),
  ...needs(Permission.moneyRead, Permission.taxesWrite)("forStaff"),
  ...needs(Permission.taxesWrite)("save"),
};
