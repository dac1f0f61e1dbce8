import crypto from "node:crypto";

/** Where Meta posts WhatsApp's statuses and customers' messages (the README's set-up names it). */
export const WHATSAPP_WEBHOOK_PATH = "/api/whatsapp/webhook";
/** Where MSG91 posts SMS delivery reports, with the token below in its query. */
export const SMS_WEBHOOK_PATH = "/api/sms/webhook";

/**
 * MSG91 does not sign its delivery reports: the webhook URL carries a token derived from the auth key (shown in
 * Settings → Messages), so that only MSG91, configured with that URL, reports.
 */
export const smsWebhookToken = (authKey: string): string =>
  crypto.createHmac("sha256", authKey).update("sms-webhook").digest("hex").slice(0, 32);
