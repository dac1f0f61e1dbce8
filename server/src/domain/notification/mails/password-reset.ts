import { RESET_LINK_HOURS } from "../../auth/set-password-link";
import { Language } from "../../shared/enums";
import type { AccountMailContext, AccountMailKind } from "./mail-kind";

const TEXTS = {
  [Language.en]: ({ account, link }: AccountMailContext) => ({
    subject: "Reset your Kashi Coach Tours password",
    lines: [
      `Namaste ${account.name},`,
      "",
      "We received a request to set a new password for your Kashi Coach Tours account.",
      "Open this link within one hour to choose your password:",
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
      "",
      "Kashi Coach Tours, Varanasi",
    ],
  }),
  [Language.hi]: ({ account, link }: AccountMailContext) => ({
    subject: "काशी कोच टूर्स: अपना पासवर्ड नया बनाएँ",
    lines: [
      `नमस्ते ${account.name},`,
      "",
      "आपके काशी कोच टूर्स खाते का नया पासवर्ड बनाने का अनुरोध हमें मिला है।",
      "अपना पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:",
      "",
      link,
      "",
      "अगर यह अनुरोध आपने नहीं भेजा, तो इस ईमेल को अनदेखा कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।",
      "",
      "काशी कोच टूर्स, वाराणसी",
    ],
  }),
};

/**
 * "Forgot password": a link to choose a new one, working for an hour (also how a guest's password-less
 * account sets its first password). Any account that still exists gets it.
 */
export const passwordReset: AccountMailKind = {
  link: { hours: RESET_LINK_HOURS, applies: () => true },
  compose: (ctx) => {
    const { subject, lines } = TEXTS[ctx.language](ctx);
    return { subject, text: lines.join("\n") };
  },
};
