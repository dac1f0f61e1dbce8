import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextFunction, Request, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { CONTENT_CHANGED } from "../domain/shared/events";

/** What the client's server entry (client/src/entry-server.tsx, built to client/dist-server) exports. */
export interface ClientServerEntry {
  render(url: string, options: RenderOptions): Promise<RenderResult>;
}
export interface RenderOptions {
  execute: (request: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  }) => Promise<FormattedExecutionResult>;
  publicUrl: string;
}
export interface RenderResult {
  status: number;
  head: string;
  css: string;
  html: string;
  state: string;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Private areas stay drawn in the browser: their content is the visitor's own. */
export const isPrivatePath = (p: string) => /^\/(dashboard|admin)(\/|$)/.test(p);

/**
 * Rendered pages by language and URL. Any change to the public site's content (a bus, destination or
 * the settings, on this instance or another one through Redis) empties it; a render that was under
 * way while content changed is not kept. Bounded: the oldest entries go first.
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage>();
  private readonly pending = new Map<string, Promise<RenderedPage>>();
  private generation = 0;
  constructor(private readonly limit = 500) {}

  get size() {
    return this.pages.size;
  }

  invalidate() {
    this.generation++;
    this.pages.clear();
    this.pending.clear();
  }

  /** The cached page, or one render shared by every request for it that arrives meanwhile. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.pages.get(key);
    if (hit) {
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const rendering = render().finally(() => {
      if (this.pending.get(key) === rendering) this.pending.delete(key);
    });
    this.pending.set(key, rendering);
    const page = await rendering;
    if (generation === this.generation) {
      this.pages.set(key, page);
      if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value!);
    }
    return page;
  }

  /**
   * Empties the cache on every content change. `subscribe` is the app's event bus (the same one that
   * drives subscriptions, through Redis across instances), handed in by app.ts.
   */
  watch(subscribe: (topic: typeof CONTENT_CHANGED) => AsyncIterableIterator<unknown>): () => void {
    const events = subscribe(CONTENT_CHANGED);
    void (async () => {
      for await (const _ of events) this.invalidate();
    })().catch((e: unknown) => console.error("[render] content events stopped", e));
    return () => void events.return?.(undefined);
  }
}

/** Puts a render into the built index.html: head tags and CSS into <head>, the page and its data into the body. */
export function fillTemplate(template: string, page: RenderResult): string {
  return template
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", `  ${page.head}\n    ${page.css}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${page.state}`);
}

/**
 * The site's own stylesheet (the font faces, under 2 kB) goes into the page: one request fewer
 * before the first paint on a slow connection. Its font URLs are absolute, so they stay valid.
 */
export function inlineStylesheets(html: string, dist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = fs.readFileSync(path.join(dist, file), "utf8");
    return css.length < 8192 && !css.includes("</") ? `<style>${css}</style>` : tag;
  });
}

export interface PageRendererOptions {
  clientDist: string;
  serverEntry: string;
  publicUrl: string;
  execute: RenderOptions["execute"];
  cache: PageCache;
}

/**
 * Server rendering of the public pages: the client's own App, drawn by its server entry with the
 * data of a guest, served from the cache while content is unchanged. Private pages get the empty
 * shell and are drawn in the browser. A failed render falls back to the shell too.
 */
export function pageRenderer(opts: PageRendererOptions) {
  const indexFile = path.join(opts.clientDist, "index.html");
  // The renderer's modules load once per process (its chunks import the entry by its plain URL, so
  // it cannot be loaded afresh beside them): restart the server after rebuilding the client.
  let entry: Promise<ClientServerEntry> | undefined;
  let template: { stamp: number; text: string } | undefined;
  const current = () => {
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (template?.stamp !== stamp) {
      // A new build names new assets: pages rendered with the old names go.
      if (template) opts.cache.invalidate();
      template = { stamp, text: inlineStylesheets(fs.readFileSync(indexFile, "utf8"), opts.clientDist) };
    }
    entry ??= import(pathToFileURL(opts.serverEntry).href) as Promise<ClientServerEntry>;
    return { template: template.text, entry };
  };

  const renderPage = async (url: string, { template, entry } = current()): Promise<RenderedPage> => {
    const result = await (await entry).render(url, { execute: opts.execute, publicUrl: opts.publicUrl });
    return { status: result.status, html: fillTemplate(template, result) };
  };

  return {
    available: () => fs.existsSync(opts.serverEntry) && fs.existsSync(indexFile),
    render: renderPage,
    async handle(req: Request, res: Response, next: NextFunction) {
      if (isPrivatePath(req.path) || !fs.existsSync(opts.serverEntry)) return next();
      const language = req.acceptsLanguages("en") || "en";
      try {
        const build = current(); // checked on every request: a rebuilt client empties the cache
        const page = await opts.cache.get(`${language} ${req.originalUrl}`, () => renderPage(req.originalUrl, build));
        res
          .status(page.status)
          .set("Cache-Control", "no-cache")
          .set("Content-Language", language)
          .type("html")
          .send(page.html);
      } catch (e) {
        console.error("[render]", req.originalUrl, e);
        next();
      }
    },
  };
}
