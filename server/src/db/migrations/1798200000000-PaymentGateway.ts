import { MigrationInterface, QueryRunner } from "typeorm";

const BOOKING_KINDS = `'received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder', 'quote-sent', 'quote-accepted', 'quote-change', 'quote-confirmed'`;
const OTHER_KINDS = `'trip-code', 'password-reset', 'staff-invite', 'document-reminder'`;

/**
 * Online payments: the gateway's orders and payment links, its payments as last learnt (forward only), its
 * webhook events stored once by id, refunds (one per idempotency key), and the customer's e-mail when a payment
 * is confirmed.
 */
export class PaymentGateway1798200000000 implements MigrationInterface {
  name = "PaymentGateway1798200000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "payment_orders" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "bookingId" uuid NOT NULL,
      "kind" text NOT NULL,
      "amountPaise" bigint NOT NULL,
      "provider" text NOT NULL DEFAULT 'razorpay',
      "providerOrderId" text,
      "providerLinkId" text,
      "linkUrl" text,
      "receipt" text NOT NULL,
      "status" text NOT NULL DEFAULT 'created',
      "note" text,
      "createdBy" uuid,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_payment_orders_provider" CHECK ("provider" IN ('razorpay')),
      CONSTRAINT "CHK_payment_orders_status" CHECK ("status" IN ('created', 'paid', 'held', 'failed')),
      CONSTRAINT "CHK_payment_orders_kind" CHECK ("kind" IN ('advance', 'balance')),
      CONSTRAINT "CHK_payment_orders_amount" CHECK ("amountPaise" > 0),
      CONSTRAINT "PK_payment_orders" PRIMARY KEY ("id"),
      CONSTRAINT "FK_payment_orders_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_payment_orders_booking" ON "payment_orders" ("bookingId")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payment_orders_provider_order" ON "payment_orders" ("providerOrderId") WHERE "providerOrderId" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payment_orders_link" ON "payment_orders" ("providerLinkId") WHERE "providerLinkId" IS NOT NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_payment_orders_receipt" ON "payment_orders" ("receipt")`);
    // The reconciler's question: orders still waiting, oldest first.
    await q.query(
      `CREATE INDEX "IDX_payment_orders_waiting" ON "payment_orders" ("createdAt") WHERE "status" = 'created'`,
    );

    await q.query(`CREATE TABLE "payment_events" (
      "id" text NOT NULL,
      "event" text NOT NULL,
      "payload" jsonb NOT NULL,
      "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "appliedAt" TIMESTAMP WITH TIME ZONE,
      "outcome" text,
      CONSTRAINT "PK_payment_events" PRIMARY KEY ("id")
    )`);

    await q.query(`CREATE TABLE "gateway_payments" (
      "id" text NOT NULL,
      "orderId" uuid NOT NULL,
      "amountPaise" bigint NOT NULL,
      "status" text NOT NULL,
      "method" text,
      "paymentId" uuid,
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_gateway_payments_status" CHECK ("status" IN ('created', 'authorized', 'captured', 'refunded', 'failed')),
      CONSTRAINT "PK_gateway_payments" PRIMARY KEY ("id"),
      CONSTRAINT "FK_gateway_payments_order" FOREIGN KEY ("orderId") REFERENCES "payment_orders"("id") ON DELETE CASCADE
    )`);

    await q.query(`CREATE TABLE "refunds" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "bookingId" uuid NOT NULL,
      "paymentId" uuid NOT NULL,
      "amountPaise" bigint NOT NULL,
      "method" text NOT NULL,
      "status" text NOT NULL,
      "providerRefundId" text,
      "idempotencyKey" text NOT NULL,
      "reason" text NOT NULL,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "processedAt" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "CHK_refunds_status" CHECK ("status" IN ('pending', 'processed', 'failed')),
      CONSTRAINT "CHK_refunds_amount" CHECK ("amountPaise" > 0),
      CONSTRAINT "PK_refunds" PRIMARY KEY ("id"),
      CONSTRAINT "FK_refunds_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_refunds_payment" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_refunds_booking" ON "refunds" ("bookingId")`);
    await q.query(`CREATE INDEX "IDX_refunds_payment" ON "refunds" ("paymentId")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_refunds_provider" ON "refunds" ("providerRefundId") WHERE "providerRefundId" IS NOT NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_refunds_idempotency" ON "refunds" ("idempotencyKey")`);

    await this.kinds(q, `${BOOKING_KINDS}, 'payment-received'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notification_messages" WHERE "kind" = 'payment-received'`);
    await this.kinds(q, BOOKING_KINDS);
    await q.query(`DROP TABLE "refunds"`);
    await q.query(`DROP TABLE "gateway_payments"`);
    await q.query(`DROP TABLE "payment_events"`);
    await q.query(`DROP TABLE "payment_orders"`);
  }

  private async kinds(q: QueryRunner, bookingKinds: string): Promise<void> {
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_subject"`);
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN (${bookingKinds}, ${OTHER_KINDS}))`,
    );
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_subject" CHECK (("kind" IN (${bookingKinds}, 'trip-code')) = ("bookingId" IS NOT NULL) AND ("bookingId" IS NULL) = ("subjectId" IS NOT NULL))`,
    );
  }
}
