import { createContext, useContext, useEffect } from "react";
import { LANGUAGES, pathInLanguage, type Language } from "../i18n";

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** An image for link previews, as a path on this site (default: the site's artwork). */
  image?: string;
  /** Structured data (schema.org JSON-LD) describing the page's subject. */
  jsonLd?: object;
  /** The HTTP status the page stands for (404 for the not-found page). */
  status?: number;
}

const DEFAULT_IMAGE = "/art/hero.svg";

/**
 * Collects the page's head while it is rendered to HTML (the server's entry gives one to each
 * render); the browser, which has no collector, updates the document's head after each page change.
 */
export class HeadCollector {
  page: PageMeta | null = null;
  site: ((publicUrl: string) => object) | null = null;
  constructor(
    private readonly publicUrl: string,
    private readonly language: Language = "en",
  ) {}

  get status() {
    return this.page?.status ?? 200;
  }

  /**
   * The tags for the page's <head>: title, description, canonical URL, the page in each language
   * (hreflang), Open Graph, Twitter, JSON-LD. `path` is the URL's path, with its language prefix.
   */
  toHtml(path: string): string {
    const page = this.page ?? { title: "Kashi Coach Tours", description: "" };
    const appPath = this.language === "en" ? path : path.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/";
    const url = this.publicUrl + pathInLanguage(appPath, this.language);
    const image = new URL(page.image ?? DEFAULT_IMAGE, this.publicUrl + "/").href;
    const found = !(page.status && page.status >= 400);
    const alternates = found
      ? [
          ...LANGUAGES.map(
            (l) =>
              `<link rel="alternate" hreflang="${l}" href="${escapeHtml(this.publicUrl + pathInLanguage(appPath, l))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(this.publicUrl + appPath)}">`,
        ]
      : [];
    const tags = [
      `<title>${escapeHtml(page.title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}">`,
      found ? `<link rel="canonical" href="${escapeHtml(url)}">` : `<meta name="robots" content="noindex">`,
      ...alternates,
      `<meta property="og:type" content="website">`,
      `<meta property="og:locale" content="${this.language === "hi" ? "hi_IN" : "en_US"}">`,
      `<meta property="og:site_name" content="Kashi Coach Tours">`,
      `<meta property="og:title" content="${escapeHtml(page.title)}">`,
      `<meta property="og:description" content="${escapeHtml(page.description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:image" content="${escapeHtml(image)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ];
    for (const data of [this.site?.(this.publicUrl), page.jsonLd])
      if (data) tags.push(`<script type="application/ld+json">${jsonForHtml(data)}</script>`);
    return tags.join("\n    ");
  }
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
export const jsonForHtml = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export const HeadContext = createContext<HeadCollector | null>(null);

/** Declares the page's title, description and structured data (spec texts come from the caller). */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(HeadContext);
  if (collector) collector.page = meta;
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(location.pathname, canonical.href).href;
  }, [title, description]);
}
