import express from "express";
import type { Services } from "../services";
import { SMS_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH } from "../domain/messaging/webhook-paths";

/**
 * The messaging providers' webhooks, mounted before the REST API's JSON parser (WhatsApp's signature is over the
 * raw bytes). While a provider is not set up its webhook answers 404.
 * - GET /api/whatsapp/webhook: Meta's verification; `hub.challenge` back as text when `hub.verify_token` is ours, 403 otherwise.
 * - POST /api/whatsapp/webhook: statuses and customers' messages, 401 unless `X-Hub-Signature-256` is the app
 *   secret's; 200 `{ "status": "ok" }` once applied (a status for an unknown message too: logged).
 * - POST /api/sms/webhook?token=…: MSG91's delivery reports, 403 without the token (Settings → Messages shows the URL).
 */
export function phoneWebhooks(services: Services): express.Router {
  const router = express.Router();
  const whatsappOn: express.RequestHandler = (_req, _res, next) => (services.config.whatsapp ? next() : next("route"));
  router.get(WHATSAPP_WEBHOOK_PATH, whatsappOn, (req, res) => {
    const challenge = services.phoneWebhooks.verify(req.query as Record<string, unknown>);
    res.type("text/plain").send(challenge);
  });
  router.post(WHATSAPP_WEBHOOK_PATH, whatsappOn, express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await services.phoneWebhooks.receiveWhatsApp(body, req.get("x-hub-signature-256"));
    res.json({ status: "ok" });
  });
  router.post(
    SMS_WEBHOOK_PATH,
    (_req, _res, next) => (services.config.msg91 ? next() : next("route")),
    express.json({ limit: "1mb", type: () => true }),
    async (req, res) => {
      const applied = await services.phoneWebhooks.receiveSms(req.query.token, req.body);
      res.json({ status: "ok", applied });
    },
  );
  return router;
}
