import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { WhatsAppConfig } from "../../config";

/** A template message as the Cloud API takes it: the template's name, the language, the body's parameters. */
export interface TemplateSend {
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/**
 * WhatsApp as the messaging area needs it: send a template or (inside the customer-service window) free text,
 * answering the message's id; and check a webhook's signature. Meta's Cloud API when configured, else the
 * outbox folder (DATA_DIR/outbox/whatsapp), as e-mails go to DATA_DIR/outbox without SMTP.
 */
export interface WhatsAppSender {
  /** True when messages really leave (the Cloud API); false: they land in the outbox folder. */
  readonly live: boolean;
  sendTemplate(message: TemplateSend, ref: string): Promise<string>;
  sendText(to: string, text: string, ref: string): Promise<string>;
}

/** Meta answered with an error: its code (131026: not on WhatsApp; 131056, 131048: rate and spam limits). */
export class WhatsAppError extends Error {
  constructor(
    readonly code: number,
    readonly title: string,
    readonly status: number,
  ) {
    super(`WhatsApp error ${code}: ${title}`);
  }
  /** A rate or spam limit, or Meta away: worth another attempt later. */
  get retryable(): boolean {
    return [131056, 131048, 130429, 131000, 131016].includes(this.code) || this.status >= 500;
  }
}

/** Error codes after which the message goes by SMS: the number is not on WhatsApp ("message undeliverable"). */
export const NOT_ON_WHATSAPP = 131026;

/** The Cloud API (`POST {WHATSAPP_API_URL}/{phone-number-id}/messages`, Bearer token). */
export class CloudWhatsApp implements WhatsAppSender {
  readonly live = true;
  constructor(private readonly config: WhatsAppConfig) {}

  sendTemplate(message: TemplateSend): Promise<string> {
    return this.post({
      to: message.to,
      type: "template",
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
      },
    });
  }

  sendText(to: string, text: string): Promise<string> {
    return this.post({ to, type: "text", text: { preview_url: false, body: text } });
  }

  private async post(body: Record<string, unknown>): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}/${encodeURIComponent(this.config.phoneNumberId)}/messages`, {
        method: "POST",
        headers: { Authorization: `Bearer ${this.config.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", ...body }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new WhatsAppError(0, `no answer from WhatsApp (${(e as Error).name})`, 503);
    }
    const answer = (await res.json().catch(() => ({}))) as {
      messages?: Array<{ id?: string }>;
      error?: { code?: number; message?: string; error_data?: { details?: string } };
    };
    const id = answer.messages?.[0]?.id;
    if (res.ok && id) return id;
    const error = answer.error ?? {};
    throw new WhatsAppError(
      Number(error.code) || 0,
      error.error_data?.details || error.message || `HTTP ${res.status}`,
      res.status,
    );
  }
}

/** No keys: each message is written as the JSON the Cloud API would have been sent, one file per message. */
export class WhatsAppOutbox implements WhatsAppSender {
  readonly live = false;
  constructor(private readonly dir: string) {}

  sendTemplate(message: TemplateSend, ref: string): Promise<string> {
    return this.write(ref, {
      messaging_product: "whatsapp",
      to: message.to,
      type: "template",
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
      },
    });
  }

  sendText(to: string, text: string, ref: string): Promise<string> {
    return this.write(ref, { messaging_product: "whatsapp", to, type: "text", text: { body: text } });
  }

  private async write(ref: string, body: Record<string, unknown>): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    // Named by the message's row: a second attempt rewrites the same file.
    // Written beside and renamed: whoever reads the folder never meets a message half written.
    const file = path.join(this.dir, `${ref}.json`);
    await fs.writeFile(`${file}.part`, `${JSON.stringify(body, null, 2)}\n`);
    await fs.rename(`${file}.part`, file);
    return `outbox.${ref}`;
  }
}

/** Whether `signature` is `sha256=` + the hex HMAC-SHA256 of exactly these bytes with the app secret (constant time). */
export function signedByMeta(appSecret: string, rawBody: Buffer, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^sha256=[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = crypto.createHmac("sha256", appSecret).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature.slice(7), "hex"));
}
