/** The message registry: its texts are what the README tells the operator to submit; numbers as the providers take them; costs exact. */
import fs from "node:fs";
import path from "node:path";
import { MESSAGE_TEMPLATES, fillSms, fillText } from "../../src/domain/messaging/message-templates";
import { smsCost, smsParts, whatsAppCost } from "../../src/domain/messaging/message-costs";
import { asParameter } from "../../src/domain/messaging/phone-composer";
import { e164Mobile } from "../../src/domain/shared/phone";

test("the README lists every template with its exact WhatsApp and SMS texts and ids, in both languages", () => {
  const readme = fs.readFileSync(path.join(__dirname, "../../../README.md"), "utf8");
  for (const t of MESSAGE_TEMPLATES)
    for (const language of ["en", "hi"] as const) {
      expect(readme).toContain(`WhatsApp (\`${language}\`): ${t.text[language]}`);
      expect(readme).toContain(
        `SMS (\`${language}\`, MSG91 flow \`${t.smsFlowId[language]}\`, DLT \`${t.dltTemplateId[language]}\`): ${t.sms[language]}`,
      );
    }
});

test("parameters fill {{n}} by number and {#var#} in order", () => {
  expect(fillText("{{2}} then {{1}}", ["a", "b"])).toBe("b then a");
  expect(fillSms("{#var#} then {#var#}", ["a", "b"])).toBe("a then b");
});

test("a parameter is one line Meta accepts: no newline or tab, at most four spaces in a row, never empty", () => {
  expect(asParameter("Dashashwamedh\nGhat\tgate")).toBe("Dashashwamedh Ghat gate");
  expect(asParameter("a      b")).toBe("a   b");
  expect(asParameter("  ")).toBe("—");
  expect(asParameter(null)).toBe("—");
});

test("only a valid Indian mobile or an E.164 number is messaged", () => {
  expect(e164Mobile("+91 98390 12345")).toBe("919839012345");
  expect(e164Mobile("09839012345")).toBe("919839012345");
  expect(e164Mobile("0542 250 1234")).toBeNull(); // a landline
  expect(e164Mobile("+44 7700 900123")).toBe("447700900123");
  expect(e164Mobile("12345")).toBeNull();
});

test("costs are exact decimals: WhatsApp by the category Meta reports, SMS by its parts", () => {
  expect(whatsAppCost("utility", true)).toBe("0.1150");
  expect(whatsAppCost("utility", false)).toBe("0.0000");
  expect(whatsAppCost("marketing", true)).toBe("0.7846");
  expect(smsParts("a".repeat(160), false)).toBe(1);
  expect(smsParts("a".repeat(161), false)).toBe(2);
  expect(smsParts("न".repeat(70), true)).toBe(1);
  expect(smsParts("न".repeat(71), true)).toBe(2);
  expect(smsCost("a".repeat(400), false)).toBe("0.6000");
});
