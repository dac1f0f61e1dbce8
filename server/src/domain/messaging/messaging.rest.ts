/** WhatsApp and SMS over REST: consent (the customer's own, a booking's, a customer's), a booking's messages, staff's reply, templates and costs. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, strict, uuid } from "../../rest/json-schema";
import { errorRef, ok, query, refsTo, route, staff } from "../../rest/route";
import { CONSENT_POLICIES } from "./consents.service";
import { CONVERSATION_POLICIES } from "./conversation.service";
import { MESSAGE_SETTINGS_POLICIES } from "./message-settings.service";
import type { PhoneMessage as MessageRow } from "./phone-message.entity";
import { CONSENT_PURPOSES, CONSENT_SOURCES } from "./message-consent.entity";
import { PHONE_STATES } from "./phone-message.entity";

const literals = (values: readonly string[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );
const channel = literals(["whatsapp", "sms"], "whatsapp or sms");

const Consent = Type.Object(
  {
    purpose: literals(CONSENT_PURPOSES, "transactional (messages about the customer's trips) or offers"),
    channel,
    granted: Type.Boolean({ description: "true: given; false: withdrawn" }),
    source: literals(CONSENT_SOURCES, "Where it was given or withdrawn"),
    wordingVersion: Type.String({ description: "The version of the consent wording the customer saw" }),
    at: dateTime,
  },
  strict,
);
const ConsentRequest = Type.Object(
  {
    purpose: literals(CONSENT_PURPOSES, "transactional or offers"),
    channel,
    granted: Type.Boolean(),
  },
  strict,
);
const QuoteConsentRequest = Type.Object(
  {
    granted: Type.Boolean({ description: "Messages about this trip on WhatsApp and by SMS" }),
    token: Type.Optional(orNull<string>("string", "The quote link's token, for a guest")),
  },
  strict,
);
const PhoneMessage = Type.Object(
  {
    _id: uuid,
    bookingId: orNull<string>("string"),
    channel,
    template: orNull<string>("string", "The template; null: staff's free-text reply"),
    text: orNull<string>("string", "The words sent, once sent"),
    language: Type.String({ description: "en or hi" }),
    recipient: Type.String({ description: "Digits with the country code" }),
    state: literals(PHONE_STATES, "queued, sending, retrying, sent, delivered, read, failed or skipped"),
    errorCode: orNull<number>("integer", "The provider's error code (131026: not on WhatsApp)"),
    error: orNull<string>("string", "Why it failed or was skipped"),
    pricingCategory: orNull<string>("string", "What the provider charged it as"),
    cost: orNull<string>("string", "INR as exact decimal text"),
    attempts: Type.Integer(),
    createdAt: dateTime,
    sentAt: orNull<string>("string", undefined, { format: "date-time" }),
    deliveredAt: orNull<string>("string", undefined, { format: "date-time" }),
    readAt: orNull<string>("string", undefined, { format: "date-time" }),
  },
  strict,
);
const WhatsAppTextRequest = Type.Object({ text: Type.String({ minLength: 1, maxLength: 4096 }) }, strict);
const MessageTemplate = Type.Object(
  {
    name: Type.String(),
    category: Type.String(),
    audience: literals(["customer", "operator"], "Whom it goes to"),
    when: Type.String(),
    parameters: Type.Array(Type.String()),
    texts: Type.Array(
      Type.Object(
        {
          language: Type.String(),
          whatsapp: Type.String(),
          sms: Type.String(),
          smsFlowId: Type.String(),
          dltTemplateId: Type.String(),
        },
        strict,
      ),
    ),
    enabled: Type.Boolean(),
  },
  strict,
);
const TemplateSwitchRequest = Type.Object({ name: Type.String(), enabled: Type.Boolean() }, strict);
const MessageCosts = Type.Object(
  {
    month: Type.String({ description: "YYYY-MM" }),
    rows: Type.Array(
      Type.Object(
        {
          template: orNull<string>("string", "null: staff's free-text replies"),
          channel,
          count: Type.Integer(),
          cost: Type.String({ description: "INR as exact decimal text" }),
        },
        strict,
      ),
    ),
  },
  strict,
);

export const schemas = {
  Consent,
  ConsentRequest,
  QuoteConsentRequest,
  PhoneMessage,
  WhatsAppTextRequest,
  MessageTemplate,
  TemplateSwitchRequest,
  MessageCosts,
};
const { ref, list } = refsTo(schemas);

const consentDoc = (c: {
  purpose: string;
  channel: string;
  granted: boolean;
  source: string;
  wordingVersion: string;
  at: Date;
}) => ({
  ...c,
  at: new Date(c.at).toISOString(),
});
const messageDoc = (m: MessageRow) => toDoc(PhoneMessage, m);
export const routes = {
  getMyConsents: route("get", "/api/auth/consents", "user", {
    summary: "The signed-in customer's consent answers in force (WhatsApp and SMS, per purpose)",
    ok: ok(200, "The answers", list("Consent")),
    handle: async ({ services, actor }) => (await services.consents.mine(actor)).map(consentDoc),
  }),
  setMyConsent: route("put", "/api/auth/consents", "user", {
    body: ref("ConsentRequest"),
    summary: "Gives or withdraws one consent (the account page's switches); answers the answers in force",
    ok: ok(200, "The answers", list("Consent")),
    handle: async ({ services, actor, body }) => (await services.consents.setMine(actor, body)).map(consentDoc),
  }),
  setQuoteConsent: route("post", "/api/bookings/{id}/quote/consent", "guest", {
    body: ref("QuoteConsentRequest"),
    summary:
      "On the quote page: the customer (the booking's owner, or a guest with the quote link's token) agrees to or declines messages about the trip on WhatsApp and by SMS",
    ok: ok(200, "The answers in force", list("Consent")),
    handle: async ({ services, actor, id, body }) =>
      (await services.consents.onQuotePage(actor, id, body.token, body.granted)).map(consentDoc),
  }),
  getBookingConsents: route("get", "/api/bookings/{id}/consents", staff(CONSENT_POLICIES, "forBooking"), {
    summary: "The booking's customer's consent answers in force, with time, source and wording version (bookings.read)",
    ok: ok(200, "The answers", list("Consent")),
    handle: async ({ services, actor, id }) => (await services.consents.forBooking(actor, id)).map(consentDoc),
  }),
  getCustomerConsents: route("get", "/api/customers/{id}/consents", staff(CONSENT_POLICIES, "forCustomer"), {
    summary: "A customer's consent answers in force, with time, source and wording version (customers.read)",
    ok: ok(200, "The answers", list("Consent")),
    handle: async ({ services, actor, id }) => (await services.consents.forCustomer(actor, id)).map(consentDoc),
  }),
  listPhoneMessages: route("get", "/api/bookings/{id}/phone-messages", staff(CONVERSATION_POLICIES, "forBooking"), {
    summary: "A booking's WhatsApp messages and SMS, oldest first, with state, error and cost (bookings.read)",
    ok: ok(200, "The messages", list("PhoneMessage")),
    handle: async ({ services, actor, id }) => (await services.conversations.forBooking(actor, id)).map(messageDoc),
  }),
  sendWhatsAppText: route("post", "/api/bookings/{id}/phone-messages", staff(CONVERSATION_POLICIES, "sendText"), {
    body: ref("WhatsAppTextRequest"),
    summary:
      "Staff's free-text WhatsApp reply to the booking's customer, only within 24 hours of the customer's own message (bookings.write)",
    ok: ok(201, "The message, queued", ref("PhoneMessage")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      messageDoc(await services.conversations.sendText(actor, id, body.text)),
  }),
  listMessageTemplates: route("get", "/api/messages/templates", staff(MESSAGE_SETTINGS_POLICIES, "templates"), {
    summary:
      "Every WhatsApp/SMS template with its texts in Hindi and English, its ids and whether it is on (bookings.read)",
    ok: ok(200, "The templates", list("MessageTemplate")),
    handle: async ({ services, actor }) => services.messageSettings.templates(actor),
  }),
  switchMessageTemplate: route("put", "/api/messages/templates", staff(MESSAGE_SETTINGS_POLICIES, "setEnabled"), {
    body: ref("TemplateSwitchRequest"),
    summary: "Switches a template on or off (settings.write)",
    ok: ok(200, "The templates", list("MessageTemplate")),
    handle: async ({ services, actor, body }) => services.messageSettings.setEnabled(actor, body.name, body.enabled),
  }),
  getMessageCosts: route("get", "/api/messages/costs", staff(MESSAGE_SETTINGS_POLICIES, "costs"), {
    summary: "A month's messages sent and their cost per template and channel (reports.read)",
    headers: [query("month", "YYYY-MM (India); default this month", false)],
    ok: ok(200, "The month", ref("MessageCosts")),
    answers: { "400": errorRef("BadRequest") },
    handle: ({ services, actor, req }) => services.messageSettings.costs(actor, req.query.month),
  }),
};
