import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { CONTENT_CHANGED } from "../domain/shared/events";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One stored answer: its bytes as sent (identity, gzip, brotli: compressed once, at store time). */
interface Entry {
  /** The handler's headers (security headers, content type, cache control), replayed on every hit. */
  headers: Record<string, string | number | string[]>;
  vary: string;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** The JSON body limit of /graphql (as express.json there): a larger body goes on untouched, or answers 413. */
const MAX_KEY_BODY = 1024 * 1024;
/** Answers larger than this are not kept. */
const MAX_STORED = 512 * 1024;
const SKIPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  // Per request: each answer carries its own (request-log.ts).
  "x-request-id",
]);

/** A shared cache may keep an answer only when the handler marked it public (GraphQL hints) or revalidated (REST no-cache). */
const storable = (cacheControl: unknown) =>
  typeof cacheControl === "string" && !/private|no-store/.test(cacheControl) && /public|no-cache/.test(cacheControl);

/**
 * The shared cache of public catalogue reads (bus list and detail, destinations, settings, client
 * config) in front of GraphQL (POST /graphql, keyed by the JSON body as sent) and REST
 * (GET /api/*, keyed by the URL). It never answers, and never stores, a request that carries an
 * Authorization header or a cookie: authenticated or private data is never served from it. An answer
 * is stored only when the handler itself declared it shareable (`Cache-Control: public`/`no-cache`,
 * see graphql/cache-hints.ts and the REST route table), with status 200.
 *
 * Every stored answer has an ETag (`If-None-Match` answers 304) and its gzip and brotli bytes
 * are made once, when stored. Emptied by every CONTENT_CHANGED event, this instance's own and other
 * instances' through Redis (the same source as the page cache in render.ts); an answer computed
 * while content changed is not kept.
 */
/** Any cookie but the site's language choice (`lang`, which says nothing about who is asking). */
const carriesCookies = (cookie: string | undefined) =>
  !!cookie && cookie.split(";").some((c) => c.trim() !== "" && !/^lang=(en|hi)$/.test(c.trim()));

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  hits = 0;
  constructor(private readonly limit = 1000) {}

  get size() {
    return this.entries.size;
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  watch(subscribe: (topic: typeof CONTENT_CHANGED) => AsyncIterableIterator<unknown>): () => void {
    const events = subscribe(CONTENT_CHANGED);
    void (async () => {
      for await (const _ of events) this.invalidate();
    })().catch((e: unknown) => console.error("[read-cache] content events stopped", e));
    return () => void events.return?.(undefined);
  }

  /**
   * Express middleware, mounted first in the app (before security headers, compression and body
   * parsers): a hit costs one Map lookup and one write of ready bytes and headers. For GraphQL it reads
   * the JSON body itself and hands it on as `req.body` (the body parsers then skip the request).
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.headers.authorization || carriesCookies(req.headers.cookie)) return next();
      // CORS (set just before, per request) decides the Access-Control-* headers an answer carries.
      const origin = String(res.getHeader("Access-Control-Allow-Origin") ?? "");
      if (req.method === "GET" && req.path.startsWith("/api/"))
        return this.serve(`GET ${req.url} ${origin}`, req, res, next);
      if (
        req.method !== "POST" ||
        req.path !== "/graphql" ||
        !/^application\/json\b/i.test(req.headers["content-type"] ?? "")
      )
        return next();
      if (Number(req.headers["content-length"] ?? 0) > MAX_KEY_BODY) return next();
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (c: Buffer) => {
        size += c.length;
        if (size <= MAX_KEY_BODY) chunks.push(c);
      });
      req.once("error", next);
      req.once("end", () => {
        if (size > MAX_KEY_BODY)
          return next(Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" }));
        const raw = Buffer.concat(chunks).toString("utf8");
        // Keyed by the body as sent: a hit needs no parsing (only a public query's answer is ever stored),
        // and by what the answer varies on: its media type follows Accept (application/json or
        // application/graphql-response+json, negotiated by Apollo).
        const key = `POST /graphql ${origin}\n${req.headers.accept ?? ""}\n${raw}`;
        if (this.entries.has(key)) return this.serve(key, req, res, next);
        let body: { query?: unknown; variables?: unknown; operationName?: unknown };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch (e) {
          return next(Object.assign(e as Error, { status: 400, type: "entity.parse.failed" }));
        }
        req.body = body;
        if (
          !body ||
          typeof body !== "object" ||
          typeof body.query !== "string" ||
          /^\s*(mutation|subscription)\b/.test(body.query)
        )
          return next();
        res.vary("Accept");
        this.serve(key, req, res, next);
      });
    };
  }

  private serve(key: string, req: Request, res: Response, next: NextFunction) {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      return this.send(req, res, hit);
    }
    // The first answer goes out uncompressed: the bytes are kept as the handler wrote them and
    // compressed once when stored.
    delete req.headers["accept-encoding"];
    this.capture(key, res);
    next();
  }

  private send(req: Request, res: Response, e: Entry) {
    const known = req.headers["if-none-match"];
    const opaque = e.etag.replace(/^W\//, "");
    if (
      known &&
      known.split(",").some((t) => {
        const v = t.trim().replace(/^W\//, "");
        return v === opaque || v === "*";
      })
    )
      return void res.writeHead(304, { ...e.headers, etag: e.etag, vary: e.vary }).end();
    const accepts = req.headers["accept-encoding"] ?? "";
    const encoding = e.br && /\bbr\b/.test(accepts) ? "br" : e.gzip && /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    const body = (encoding && e[encoding]) || e.identity;
    res.writeHead(200, {
      ...e.headers,
      etag: e.etag,
      vary: e.vary,
      "content-length": body.length,
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(body);
  }

  /** Keeps the bytes the handler writes and stores them if the answer may be shared. */
  private capture(key: string, res: Response) {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      const cacheControl = res.getHeader("Cache-Control");
      const identity = Buffer.concat(chunks);
      if (
        res.statusCode === 200 &&
        storable(cacheControl) &&
        !res.getHeader("Set-Cookie") &&
        identity.length <= MAX_STORED
      ) {
        // Express's own ETag of the first answer when it made one (so a client can revalidate that
        // answer against the cache), else one of ours.
        const etag = String(
          res.getHeader("ETag") ?? `"${crypto.createHash("sha1").update(identity).digest("base64url")}"`,
        );
        const headers: Record<string, string | number | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders()))
          if (value !== undefined && !SKIPPED_HEADERS.has(name)) headers[name] = value;
        const vary = new Set([
          "Accept-Encoding",
          ...String(res.getHeader("Vary") ?? "")
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean),
        ]);
        void this.store(key, generation, { headers, vary: [...vary].join(", "), etag, identity });
      }
      return end(chunk, encoding, cb);
    }) as Response["end"];
  }

  private readonly compressing = new Set<Promise<void>>();

  /** Resolves once every stored answer has its compressed bytes (for tests and benchmarks). */
  async compressed(): Promise<void> {
    await Promise.all([...this.compressing]);
  }

  /** Kept at once (served uncompressed until its gzip and brotli bytes are ready, made once here). */
  private store(key: string, generation: number, e: Omit<Entry, "gzip" | "br">): Promise<void> {
    if (generation !== this.generation) return Promise.resolve(); // content changed meanwhile: this answer may be stale
    const entry: Entry = { ...e };
    this.entries.set(key, entry);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    const done = this.compress(entry).finally(() => this.compressing.delete(done));
    this.compressing.add(done);
    return done;
  }

  private async compress(entry: Entry): Promise<void> {
    const e = entry;
    try {
      [entry.gzip, entry.br] = await Promise.all([
        gzip(e.identity),
        brotli(e.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
    } catch (err) {
      console.error("[read-cache] could not compress an answer", err);
    }
  }
}
