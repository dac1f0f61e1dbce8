import type { MESSAGE_SUBJECTS, MessageKind } from "../notification-message.entity";
import { cancelled } from "./cancelled";
import { confirmed } from "./confirmed";
import { documentReminder } from "./document-reminder";
import type { MailKindsAbout } from "./mail-kind";
import { operatorNew } from "./operator-new";
import { passwordReset } from "./password-reset";
import { paymentReceived } from "./payment-received";
import { pending } from "./pending";
import { received } from "./received";
import { quoteAccepted } from "./quote-accepted";
import { quoteChange } from "./quote-change";
import { quoteConfirmed } from "./quote-confirmed";
import { quoteSent } from "./quote-sent";
import { reminder } from "./reminder";
import { staffInvite } from "./staff-invite";
import { tripCode } from "./trip-code";

/** Every kind of e-mail, each of the shape its subject asks for (a missing kind, or a wrong shape, is a type error). */
export const MAIL_KINDS: { [K in MessageKind]: MailKindsAbout[(typeof MESSAGE_SUBJECTS)[K]] } = {
  received,
  "operator-new": operatorNew,
  confirmed,
  cancelled,
  pending,
  reminder,
  "quote-sent": quoteSent,
  "quote-accepted": quoteAccepted,
  "quote-change": quoteChange,
  "quote-confirmed": quoteConfirmed,
  "payment-received": paymentReceived,
  "trip-code": tripCode,
  "password-reset": passwordReset,
  "staff-invite": staffInvite,
  "document-reminder": documentReminder,
};
