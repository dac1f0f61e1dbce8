/**
 * The cancellation policy's refund tiers (Settings → Cancellation policy): days before departure -> the share of
 * what was paid that is refunded. Pure: the settings row validates through it and refunds read their share from it.
 */
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";

export interface RefundTier {
  /** This tier applies when cancelled at least this many days before departure. */
  daysBefore: number;
  /** Whole percent of what was paid that is refunded. */
  percent: number;
}

export interface RefundPolicyValues {
  tiers: RefundTier[];
}

/** As the default cancellation terms say: 15+ days 90 %, 7 to 14 days 50 %, less than 7 days nothing. */
export const REFUND_POLICY_DEFAULTS: RefundPolicyValues = {
  tiers: [
    { daysBefore: 15, percent: 90 },
    { daysBefore: 7, percent: 50 },
    { daysBefore: 0, percent: 0 },
  ],
};

/** 1 to 10 tiers of different days (0 to 365) and whole percents (0 to 100), kept longest notice first. */
export function validRefundPolicy(input: { tiers?: unknown }): RefundPolicyValues {
  const tiers = input.tiers;
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > 10)
    throw new ValidationError(msg("payment.policyTiers"), { field: "Refund policy" });
  const read = tiers.map((t: { daysBefore?: unknown; percent?: unknown } | null) => ({
    daysBefore: v.integer(t?.daysBefore, "Days before departure", 0, 365),
    percent: v.integer(t?.percent, "Refund %", 0, 100),
  }));
  if (new Set(read.map((t) => t.daysBefore)).size !== read.length)
    throw new ValidationError(msg("payment.policyTiers"), { field: "Refund policy" });
  return { tiers: read.sort((a, b) => b.daysBefore - a.daysBefore) };
}

/** The tier for a cancellation `daysBefore` departure (the longest notice it meets); none: nothing is refunded. */
export function tierFor(policy: RefundPolicyValues, daysBefore: number): RefundTier | null {
  return policy.tiers.find((t) => daysBefore >= t.daysBefore) ?? null;
}
