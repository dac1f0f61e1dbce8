import express from "express";
import type { Services } from "../services";

/** Where the gateway posts its events (the README's set-up names it). */
export const RAZORPAY_WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/**
 * The gateway's webhook: the body is kept as the bytes that arrived (the signature is over exactly those), up to
 * 1 MB, whatever its content type. 200 `{ "status": "stored" | "duplicate" }` once stored; 400 for a signature
 * that is not the webhook secret's (nothing stored); 404 while online payment is not set up.
 */
export function paymentWebhook(services: Services): express.RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: "1mb" }),
    async (req, res, next) => {
      if (!services.config.razorpay) return next();
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const status = await services.gatewayEvents.receive(
          body,
          req.get("x-razorpay-signature"),
          req.get("x-razorpay-event-id"),
        );
        res.json({ status });
      } catch (e) {
        next(e);
      }
    },
  ];
}
