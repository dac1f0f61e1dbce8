import { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { SettingRow, type SettingsInput } from "./setting-row";

/**
 * How customers pay the operator (UPI); both optional. The operator's GSTIN is Settings → Tax's alone (the one
 * every document prints): a `gstin` sent here, by a client from before, is accepted and ignored.
 */
export interface PaymentSettingsValues {
  /** The operator's UPI ID (VPA), e.g. kashicoach@okaxis. */
  upiId: string | null;
  /** The payee name UPI apps show. */
  upiPayee: string | null;
}

const PAYMENT_SETTINGS_KEY = "payments";
const VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

function validatePaymentSettings(input: SettingsInput<PaymentSettingsValues>): PaymentSettingsValues {
  const upiId = v.optionalText(input.upiId, "UPI ID", 256);
  const upiPayee = v.optionalText(input.upiPayee, "Payee name", 100);
  if (upiId && !VPA.test(upiId)) throw new ValidationError(msg("settings.upiId"), { field: "upiId" });
  if (upiId && !upiPayee) throw new ValidationError(msg("settings.upiPayee"), { field: "upiPayee" });
  return { upiId, upiPayee: upiId ? upiPayee : null };
}

export class PaymentSettingsService {
  private readonly row = new SettingRow(PAYMENT_SETTINGS_KEY, { upiId: null, upiPayee: null }, validatePaymentSettings);

  constructor(private readonly db: DataSource) {}

  /** The stored values (internal: the booking detail and the invoice read them; staff read them through `forStaff`). */
  async get(): Promise<PaymentSettingsValues> {
    // A row saved before the GSTIN moved to Settings → Tax may still hold one: it is not read.
    const { upiId, upiPayee } = await this.row.read(this.db.manager);
    return { upiId, upiPayee };
  }

  async forStaff(actor: Actor | undefined): Promise<PaymentSettingsValues> {
    requireActor(actor);
    return this.get();
  }

  async save(actor: Actor | undefined, input: SettingsInput<PaymentSettingsValues>): Promise<PaymentSettingsValues> {
    const { upiId, upiPayee } = await this.row.save(this.db, requireActor(actor), input);
    return { upiId, upiPayee };
  }
}

export const PAYMENT_SETTINGS_POLICIES: ServicePolicies<PaymentSettingsService> = {
  ...open("get"),
  ...needs(Permission.moneyRead, Permission.taxesWrite)("forStaff"),
  ...needs(Permission.taxesWrite)("save"),
};
