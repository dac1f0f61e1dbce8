import crypto from "node:crypto";
import type { RazorpayConfig } from "../../config";
import { ServiceUnavailableError } from "../shared/errors";
import { log } from "../shared/log";

/** A payment as Razorpay describes it (the fields the product reads). */
export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method?: string;
  /** Unix seconds. */
  created_at: number;
  error_description?: string | null;
}

/** A refund as Razorpay describes it. */
export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: "pending" | "processed" | "failed";
  notes?: Record<string, string> | [];
}

export interface GatewayOrder {
  id: string;
  amount: number;
  receipt: string;
  status: string;
}

export interface GatewayLink {
  id: string;
  short_url: string;
  order_id?: string;
}

/**
 * What the product asks of a payment gateway; `RazorpayGateway` speaks to Razorpay's API (or to a fake at
 * RAZORPAY_API_URL). Every call names amounts in paise.
 */
export interface PaymentGateway {
  readonly keyId: string;
  createOrder(order: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  createPaymentLink(link: {
    amount: number;
    reference_id: string;
    description: string;
    customer: { name: string; email?: string; contact?: string };
    notes: Record<string, string>;
    expire_by?: number;
  }): Promise<GatewayLink>;
  refund(
    paymentId: string,
    refund: { amount: number; notes: Record<string, string> },
    idempotencyKey: string,
  ): Promise<GatewayRefund>;
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** Whether `signature` is the webhook secret's hex HMAC-SHA256 of exactly these bytes (constant time). */
  webhookSigned(rawBody: Buffer, signature: unknown): boolean;
}

/** The gateway answered with an error: its status and Razorpay's own description. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status}: ${description}`);
  }
}

/**
 * Razorpay's REST API over `fetch`, Basic auth with the key id and secret (the official SDK cannot be pointed at
 * another host). A network failure or a 5xx is the gateway being unavailable (503 to the caller, who may try
 * again); a 4xx is a GatewayError. Keys never reach a log or an answer.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly keyId: string;
  private readonly auth: string;

  constructor(private readonly config: RazorpayConfig) {
    this.keyId = config.keyId;
    this.auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  }

  createOrder(order: { amount: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder> {
    return this.call("POST", "/v1/orders", { ...order, currency: "INR" });
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    const page = await this.call<{ items: GatewayPayment[] }>(
      "GET",
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    );
    return page.items ?? [];
  }

  createPaymentLink(link: Parameters<PaymentGateway["createPaymentLink"]>[0]): Promise<GatewayLink> {
    // Razorpay sends the link to the customer's e-mail and phone itself (notify).
    return this.call("POST", "/v1/payment_links", {
      ...link,
      currency: "INR",
      accept_partial: false,
      notify: { email: !!link.customer.email, sms: !!link.customer.contact },
    });
  }

  refund(paymentId: string, refund: { amount: number; notes: Record<string, string> }, key: string) {
    return this.call<GatewayRefund>("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, refund, {
      "X-Refund-Idempotency": key,
    });
  }

  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund> {
    return this.call("GET", `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`);
  }

  webhookSigned(rawBody: Buffer, signature: unknown): boolean {
    if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = crypto.createHmac("sha256", this.config.webhookSecret).update(rawBody).digest();
    return crypto.timingSafeEqual(expected, Buffer.from(signature, "hex"));
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: { authorization: this.auth, ...(body ? { "content-type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      log.warn({ path, err: String((e as Error).message ?? e) }, "razorpay unreachable");
      throw new ServiceUnavailableError(30);
    }
    const text = await res.text();
    if (res.status >= 500) {
      log.warn({ path, status: res.status }, "razorpay failed");
      throw new ServiceUnavailableError(30);
    }
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
    if (!res.ok) throw new GatewayError(res.status, String(json?.error?.description ?? res.statusText));
    return json as T;
  }
}
