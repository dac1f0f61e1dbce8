import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { WhatsAppConfig } from "../../config";
import { type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { accountsOfPhone } from "./messaging.queries";
import type { Consents } from "./consents.service";
import { WhatsAppInbound } from "./phone-message.entity";
import type { PhoneStatuses } from "./phone-statuses";
import { signedByMeta } from "./whatsapp-client";

/** A status as WhatsApp's webhook reports it (the fields the product reads). */
interface WhatsAppStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  errors?: Array<{ code?: number; title?: string; message?: string; error_data?: { details?: string } }>;
  pricing?: { billable?: boolean; category?: string; pricing_model?: string };
}

interface WhatsAppInboundMessage {
  id?: string;
  from?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
}

/** The replies that withdraw consent (WhatsApp's own opt-out words, and Hindi's). */
const STOP_WORDS = ["stop", "unsubscribe", "stop all", "बंद", "रोकें"];
const REPORTED = ["sent", "delivered", "read", "failed"] as const;
/** A provider's message id as WhatsApp (wamid.…) and MSG91 write them. */
const PROVIDER_ID = /^[\w.=+/:-]{1,200}$/;

/**
 * The providers' webhooks: WhatsApp's (the GET verification, then POSTs signed with the app secret carrying
 * statuses and the customers' own messages) and MSG91's delivery reports. Statuses apply forward only, each
 * once (applyStatus); "failed" with 131026 sends the message by SMS instead; a customer's message opens the
 * 24-hour window for staff's free-text replies, and "STOP" withdraws their consent to WhatsApp messages.
 */
export class PhoneWebhooks {
  constructor(
    private readonly db: DataSource,
    private readonly config: { whatsapp?: WhatsAppConfig; smsToken: string | null },
    private readonly statuses: PhoneStatuses,
    private readonly consents: Consents,
    private readonly clock: Clock,
  ) {}

  /** GET: answers hub.challenge only to the subscription request carrying our verify token (403 otherwise). */
  verify(query: Record<string, unknown>): string {
    const token = query["hub.verify_token"];
    const expected = this.config.whatsapp?.verifyToken;
    if (query["hub.mode"] !== "subscribe" || typeof token !== "string" || !expected || !sameText(token, expected))
      throw new ForbiddenError(msg("messaging.badVerifyToken"));
    const challenge = query["hub.challenge"];
    if (typeof challenge !== "string" || !/^[\w-]{1,200}$/.test(challenge))
      throw new ValidationError(msg("messaging.badChallenge"));
    return challenge;
  }

  /** POST: 401 unless signed with the app secret over these very bytes (nothing stored); then applied at once. */
  async receiveWhatsApp(rawBody: Buffer, signature: unknown): Promise<void> {
    const secret = this.config.whatsapp?.appSecret;
    if (!secret || !signedByMeta(secret, rawBody, signature))
      throw new UnauthenticatedError(msg("messaging.badSignature"));
    let body: { entry?: Array<{ changes?: Array<{ field?: string; value?: Record<string, unknown> }> }> };
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new ValidationError(msg("messaging.badWebhookBody"));
    }
    for (const entry of body.entry ?? [])
      for (const change of entry.changes ?? []) {
        if (change.field !== "messages" || !change.value) continue;
        for (const status of (change.value.statuses as WhatsAppStatus[] | undefined) ?? []) await this.status(status);
        for (const inbound of (change.value.messages as WhatsAppInboundMessage[] | undefined) ?? [])
          await this.inbound(inbound);
      }
  }

  /** MSG91's delivery report: refused (403) without the webhook's token; each report applied like WhatsApp's. */
  async receiveSms(token: unknown, body: unknown): Promise<number> {
    if (!this.config.smsToken || typeof token !== "string" || !sameText(token, this.config.smsToken))
      throw new ForbiddenError(msg("messaging.badSmsToken"));
    const reports = Array.isArray(body) ? body : body && typeof body === "object" ? [body] : [];
    let applied = 0;
    for (const report of reports as Array<{
      requestId?: unknown;
      report?: Array<{ status?: unknown; desc?: unknown }>;
    }>) {
      const id = typeof report.requestId === "string" && PROVIDER_ID.test(report.requestId) ? report.requestId : null;
      for (const r of id && Array.isArray(report.report) ? report.report : []) {
        const code = String(r.status ?? "");
        // MSG91: 1 delivered, 2 failed, 9 NDNC, 16 rejected, 17 blocked, 25 and 26 rejected by DLT; others on the way.
        const state =
          code === "1" ? "delivered" : ["2", "9", "16", "17", "25", "26"].includes(code) ? "failed" : "sent";
        const failed = state === "failed";
        const moved = await this.statuses.apply(id!, {
          ...{ state, at: this.clock.now().toISOString() },
          ...{ errorCode: failed ? Number(code) : null, error: failed ? String(r.desc ?? code).slice(0, 500) : null },
        });
        if (moved === true) applied++;
      }
    }
    return applied;
  }

  private async status(s: WhatsAppStatus): Promise<void> {
    const state = REPORTED.find((x) => x === s.status);
    if (typeof s.id !== "string" || !PROVIDER_ID.test(s.id) || !state) return;
    const at = s.timestamp && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : this.clock.now();
    const error = s.errors?.[0];
    const detail = error ? (error.error_data?.details ?? error.title ?? error.message ?? null) : null;
    await this.statuses.apply(s.id, {
      ...{ state, at: at.toISOString(), errorCode: error?.code ?? null, error: detail && String(detail).slice(0, 500) },
      ...(typeof s.pricing?.category === "string" && {
        pricing: { category: s.pricing.category, billable: s.pricing.billable !== false },
      }),
    });
  }

  /** A customer's own message: kept (it opens the 24-hour window); "STOP" withdraws their consent to WhatsApp. */
  private async inbound(message: WhatsAppInboundMessage): Promise<void> {
    if (typeof message.id !== "string" || !PROVIDER_ID.test(message.id)) return;
    if (typeof message.from !== "string" || !/^\d{8,15}$/.test(message.from)) return;
    // Kept as text PostgreSQL takes (no NUL), at most WhatsApp's 4,096 characters.
    const text = String(message.text?.body ?? message.button?.text ?? "")
      .split("\u0000")
      .join("")
      .slice(0, 4096);
    const at =
      message.timestamp && /^\d+$/.test(message.timestamp)
        ? new Date(Number(message.timestamp) * 1000)
        : this.clock.now();
    await this.db.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(WhatsAppInbound)
        .values({ id: message.id!, phone: message.from!, text, receivedAt: at })
        .orIgnore()
        .returning(["id"])
        .execute();
      if (!(inserted.raw as unknown[]).length) return;
      if (STOP_WORDS.includes(text.trim().toLowerCase())) await this.stop(m, message.from!);
    });
  }

  /** Every account whose bookings use this number stops getting WhatsApp messages (transactional and offers). */
  private async stop(m: EntityManager, phone: string): Promise<void> {
    const accounts = await accountsOfPhone(m, phone);
    const who = { id: null, name: `WhatsApp reply from ${phone}` };
    for (const userId of accounts)
      for (const purpose of ["transactional", "offers"] as const)
        await this.consents.record(m, userId, ["whatsapp"], false, "whatsapp-reply", who, purpose);
  }
}

/** Whether two secrets are the same (constant time). */
function sameText(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The providers call these; their checks are the signature and the tokens. */
export const PHONE_WEBHOOK_POLICIES: ServicePolicies<PhoneWebhooks> = open("verify", "receiveWhatsApp", "receiveSms");
