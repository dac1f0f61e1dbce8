import mjml2html from "mjml";

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

export async function renderEmail(c: EmailContent): Promise<{ html: string; text: string }> {
  const { html, errors } = await mjml2html(mjmlSource(c), { validationLevel: "strict" });
  if (errors?.length)
    throw new Error(
      `E-mail template: ${errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("; ")}`,
    );
  return { html, text: plainText(c) };
}
