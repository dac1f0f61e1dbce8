/** What every e-mail says, as data; renderEmail lays it out in the operator's branding (MJML) and as plain text. */
export interface EmailContent {
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label / value rows (the booking summary). */
  summary?: Array<[string, string]>;
  action?: { label: string; url: string };
  /** Small print: support hours and phones. */
  footer: string[];
  unsubscribeUrl?: string;
  /** The unsubscribe link's words (English by default). */
  unsubscribeLabel?: string;
  /** The e-mail's language (its <html lang>, and a Devanagari-capable font for Hindi). */
  language?: "en" | "hi";
}

const FONTS = {
  en: "Georgia, 'Times New Roman', serif",
  // Hindi: the readers' own Devanagari fonts (Android, iOS, Windows, macOS), then the Latin serif.
  hi: "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal, Georgia, sans-serif",
};

const BRAND = { name: "Kashi Coach Tours", maroon: "#5b1a2a", saffron: "#e8912d", cream: "#fbf5ea", ink: "#2b1d16" };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mjmlSource(c: EmailContent): string {
  const rows = (c.summary ?? [])
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#7a6255;white-space:nowrap;vertical-align:top">${esc(k)}</td><td style="padding:6px 0;font-weight:600">${esc(v)}</td></tr>`,
    )
    .join("");
  const language = c.language ?? "en";
  const unsubscribe = c.unsubscribeLabel ?? "Unsubscribe from trip reminders";
  return `<mjml lang="${language}">
  <mj-head>
    <mj-title>${esc(c.heading)}</mj-title>
    <mj-preview>${esc(c.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONTS[language]}" />
      <mj-text color="${BRAND.ink}" font-size="16px" line-height="1.55" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${BRAND.cream}">
    <mj-section background-color="${BRAND.maroon}" padding="24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="700" letter-spacing="0.5px">${BRAND.name}</mj-text>
        <mj-divider border-color="${BRAND.saffron}" border-width="3px" width="64px" align="left" padding="4px 25px" />
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 8px">
      <mj-column>
        <mj-text font-size="24px" font-weight="700" color="${BRAND.maroon}">${esc(c.heading)}</mj-text>
        ${c.paragraphs.map((p) => `<mj-text>${esc(p)}</mj-text>`).join("\n        ")}
        ${rows ? `<mj-table font-size="15px" color="${BRAND.ink}">${rows}</mj-table>` : ""}
        ${c.action ? `<mj-button background-color="${BRAND.saffron}" color="${BRAND.ink}" font-weight="700" border-radius="6px" href="${esc(c.action.url)}">${esc(c.action.label)}</mj-button>` : ""}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 8px">
      <mj-column>
        ${c.footer.map((f) => `<mj-text font-size="13px" color="#7a6255" padding="2px 25px">${esc(f)}</mj-text>`).join("\n        ")}
        ${c.unsubscribeUrl ? `<mj-text font-size="13px" color="#7a6255"><a href="${esc(c.unsubscribeUrl)}" style="color:${BRAND.maroon}">${esc(unsubscribe)}</a></mj-text>` : ""}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function plainText(c: EmailContent): string {
  const lines = [BRAND.name, "", c.heading, "", ...c.paragraphs.flatMap((p) => [p, ""])];
  if (c.summary?.length) lines.push(...c.summary.map(([k, v]) => `${k}: ${v}`), "");
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, "");
  lines.push("--", ...c.footer);
  if (c.unsubscribeUrl) lines.push(`${c.unsubscribeLabel ?? "Unsubscribe from trip reminders"}: ${c.unsubscribeUrl}`);
  return lines.join("\n") + "\n";
}

/**
 * MJML, loaded with the first e-mail laid out (about a second and a half of loading for a process that may never
 * send one: a server starting, each server test file).
 */
let mjml: Promise<typeof import("mjml").default> | undefined;

async function mjmlToHtml(source: string): Promise<string> {
  const mjml2html = await (mjml ??= import("mjml").then((m) => m.default));
  const { html, errors } = await mjml2html(source, { validationLevel: "strict" });
  if (errors?.length)
    throw new Error(
      `E-mail template: ${errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("; ")}`,
    );
  return html;
}

/**
 * A word MJML passes through unchanged, standing for the i-th text of an e-mail in its laid-out HTML; no
 * escaped text contains one (esc leaves letters and digits as they are, but no text of ours is such a word).
 */
const slot = (i: number) => `kctslot${i}x`;
const SLOTS = /kctslot(\d+)x/g;

/** An e-mail's texts, in the order they are numbered, and its shape (what its layout depends on). */
function textsOf(c: EmailContent): { texts: string[]; shape: string } {
  const texts = [c.heading, c.preheader, ...c.paragraphs];
  for (const [k, v] of c.summary ?? []) texts.push(k, v);
  if (c.action) texts.push(c.action.url, c.action.label);
  texts.push(...c.footer);
  if (c.unsubscribeUrl) texts.push(c.unsubscribeUrl, c.unsubscribeLabel ?? "Unsubscribe from trip reminders");
  const parts = [c.paragraphs.length, c.summary?.length ?? 0, !!c.action, c.footer.length, !!c.unsubscribeUrl];
  // An empty text is part of the shape: MJML leaves out what it would fill (an empty preview, the title's label).
  return { texts, shape: [c.language ?? "en", ...parts, texts.map((t) => (t ? 1 : 0)).join("")].join() };
}

/** The e-mail with each text replaced by its slot (an empty one stays empty). */
function slotted(c: EmailContent): EmailContent {
  let n = 0;
  const next = (text: string) => (n++, text === "" ? "" : slot(n - 1));
  const heading = next(c.heading);
  const preheader = next(c.preheader);
  const paragraphs = c.paragraphs.map(next);
  const summary = c.summary?.map(([k, v]): [string, string] => [next(k), next(v)]);
  const action = c.action && { url: next(c.action.url), label: next(c.action.label) };
  const footer = c.footer.map(next);
  const unsubscribeUrl = c.unsubscribeUrl === undefined ? undefined : next(c.unsubscribeUrl);
  const unsubscribeLabel =
    c.unsubscribeUrl === undefined ? c.unsubscribeLabel : next(c.unsubscribeLabel ?? "Unsubscribe from trip reminders");
  return { ...c, heading, preheader, paragraphs, summary, action, footer, unsubscribeUrl, unsubscribeLabel };
}

/**
 * Each shape's laid-out HTML with a slot for every text (MJML lays out the same shape the same way whatever
 * its texts: they are escaped and go through as written). MJML took milliseconds of CPU per e-mail, and every
 * booking sends e-mails; now an e-mail is one replace over its shape's HTML, and MJML runs once per shape
 * (the kinds of e-mail and their optional parts). The same bytes as laying each e-mail out
 * (test/unit/mail-layout-cache.test.ts).
 */
const layouts = new Map<string, Promise<string>>();
const MAX_LAYOUTS = 500;

export async function renderEmail(c: EmailContent): Promise<{ html: string; text: string }> {
  const { texts, shape } = textsOf(c);
  // MJML trims some texts (the title, the preview): one with space at an end is laid out by MJML itself.
  if (texts.some((t) => t !== t.trim())) return renderEmailUncached(c);
  let layout = layouts.get(shape);
  if (!layout) {
    layout = mjmlToHtml(mjmlSource(slotted(c)));
    if (layouts.size < MAX_LAYOUTS) layouts.set(shape, layout);
    // A layout that failed is not kept (the next e-mail of its shape tries again, and says why).
    layout.catch(() => layouts.delete(shape));
  }
  const html = (await layout).replace(SLOTS, (_, i: string) => esc(texts[Number(i)]));
  return { html, text: plainText(c) };
}

/** The e-mail laid out by MJML itself, without the shapes' cache (what the cache's test compares against). */
export async function renderEmailUncached(c: EmailContent): Promise<{ html: string; text: string }> {
  return { html: await mjmlToHtml(mjmlSource(c)), text: plainText(c) };
}
