import { INVITE_LINK_HOURS } from "../../auth/set-password-link";
import { Language } from "../../shared/enums";
import { StaffRole } from "../../shared/permissions";
import type { AccountMailContext, AccountMailKind } from "./mail-kind";

const ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  [Language.en]: {
    [StaffRole.owner]: "Owner",
    [StaffRole.manager]: "Manager",
    [StaffRole.bookingDesk]: "Booking desk",
    [StaffRole.dispatcher]: "Dispatcher",
    [StaffRole.accounts]: "Accounts",
  },
  [Language.hi]: {
    [StaffRole.owner]: "मालिक",
    [StaffRole.manager]: "मैनेजर",
    [StaffRole.bookingDesk]: "बुकिंग डेस्क",
    [StaffRole.dispatcher]: "डिस्पैचर",
    [StaffRole.accounts]: "अकाउंट्स",
  },
};

const TEXTS = {
  [Language.en]: ({ account, link }: AccountMailContext, role: string) => ({
    subject: "You are invited to the Kashi Coach Tours admin area",
    lines: [
      `Namaste ${account.name},`,
      "",
      `You have been invited to the Kashi Coach Tours admin area as ${role}.`,
      `Open this link within ${INVITE_LINK_HOURS} hours to choose your password:`,
      "",
      link,
      "",
      `Then sign in on the Admin tab with ${account.email} and that password.`,
      "",
      "Kashi Coach Tours, Varanasi",
    ],
  }),
  [Language.hi]: ({ account, link }: AccountMailContext, role: string) => ({
    subject: "काशी कोच टूर्स के एडमिन क्षेत्र के लिए आपका आमंत्रण",
    lines: [
      `नमस्ते ${account.name},`,
      "",
      `आपको काशी कोच टूर्स के एडमिन क्षेत्र में ${role} के रूप में आमंत्रित किया गया है।`,
      `अपना पासवर्ड चुनने के लिए ${INVITE_LINK_HOURS} घंटे के भीतर यह लिंक खोलें:`,
      "",
      link,
      "",
      `फिर एडमिन टैब पर ${account.email} और इसी पासवर्ड से लॉगिन करें।`,
      "",
      "काशी कोच टूर्स, वाराणसी",
    ],
  }),
};

/**
 * A staff member's invitation: a set-password link working for 72 hours. Sent only while the member is
 * still invited (an active staff account with no password yet); a resend makes a fresh link, and the
 * earlier ones stop working.
 */
export const staffInvite: AccountMailKind = {
  link: {
    hours: INVITE_LINK_HOURS,
    applies: (account) => !account.passwordHash && !account.disabledAt && !!account.staffRole,
  },
  compose: (ctx) => {
    const { subject, lines } = TEXTS[ctx.language](ctx, ROLE_NAMES[ctx.language][ctx.account.staffRole!]);
    return { subject, text: lines.join("\n") };
  },
};
