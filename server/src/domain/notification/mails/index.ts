import type { MessageKind } from "../notification-message.entity";
import { cancelled } from "./cancelled";
import { confirmed } from "./confirmed";
import type { MailKind } from "./mail-kind";
import { operatorNew } from "./operator-new";
import { pending } from "./pending";
import { received } from "./received";
import { quoteAccepted } from "./quote-accepted";
import { quoteChange } from "./quote-change";
import { quoteSent } from "./quote-sent";
import { reminder } from "./reminder";

/** Every kind of e-mail about a booking (a missing kind is a type error). */
export const MAIL_KINDS: Record<MessageKind, MailKind> = {
  received,
  "operator-new": operatorNew,
  confirmed,
  cancelled,
  pending,
  reminder,
  "quote-sent": quoteSent,
  "quote-accepted": quoteAccepted,
  "quote-change": quoteChange,
};
