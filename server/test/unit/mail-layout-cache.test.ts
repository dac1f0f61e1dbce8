/**
 * E-mails are laid out once per shape (mail/templates.ts): the HTML of an e-mail filled into its shape's layout
 * is byte for byte the HTML MJML makes of that e-mail, whatever its texts (markup characters, quotes, an
 * ampersand in a link, Hindi) and whichever optional parts it has.
 */
import { type EmailContent, renderEmail, renderEmailUncached } from "../../src/mail/templates";

const tricky = [
  "Plain words",
  `Tom & Jerry's <b>"bus"</b> > 5 < 9`,
  "https://example.com/booking?id=1&token=a%20b#x",
  "राम की यात्रा — 12 सीटें, ₹ 4,500",
  "kctslot-like text kctslot 7 x",
  "  spaced at both ends  ",
  "two\nlines and  two\tspaces",
  "",
];

const contents: EmailContent[] = [];
for (const [i, t] of tricky.entries())
  for (const language of ["en", "hi"] as const)
    contents.push(
      {
        preheader: `Pre ${t}`,
        heading: `Heading ${t}`,
        paragraphs: [t, `Second ${t}`].slice(0, 1 + (i % 2)),
        summary:
          i % 3
            ? [
                [`Label ${t}`, t],
                ["Bus", `Value ${t}`],
              ]
            : undefined,
        action:
          i % 2 ? { label: `Open ${t}`, url: `https://kashi.example/b?x=${encodeURIComponent(t)}&y=${t}` } : undefined,
        footer: [`Footer ${t}`, "Phones: +91 98765 43210"],
        unsubscribeUrl: i % 2 ? undefined : `https://kashi.example/unsubscribe?token=${t}&a=b`,
        unsubscribeLabel: i % 4 ? `Stop ${t}` : undefined,
        language,
      },
      { preheader: t, heading: t, paragraphs: [], footer: [], language },
    );

test.each(contents.map((c, i) => [i, c] as const))(
  "e-mail %i: the cached layout gives MJML's own HTML",
  async (_, c) => {
    const [cached, direct] = await Promise.all([renderEmail(c), renderEmailUncached(c)]);
    expect(cached.html).toBe(direct.html);
    expect(cached.text).toBe(direct.text);
  },
);

test("the same shape twice: the second e-mail's texts, not the first's", async () => {
  const first = await renderEmail(contents[0]);
  const again = await renderEmail({ ...contents[0], heading: "Another heading" });
  expect(again.html).toContain("Another heading");
  expect(again.html).not.toBe(first.html);
  expect(again.html).toBe((await renderEmailUncached({ ...contents[0], heading: "Another heading" })).html);
});
