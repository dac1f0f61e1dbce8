import crypto from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import type { NextFunction, Request, Response } from "express";
import proxyAddr from "proxy-addr";
import { ContentCache } from "./content-cache";
import { logAnswered, requestIdOf } from "./request-log";
import { originAllowed } from "./security";
import { isSharedGraphqlRead, isSharedRestRead } from "../shared-reads";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One way an answer is sent: its body and its head, as a flat header list ready for `writeHead`. */
interface Variant {
  body: Buffer;
  /** [name, value, name, value, ...]; the last value is a placeholder for the request's own X-Request-Id. */
  head: string[];
}

/** One stored answer: identity, gzip and brotli bytes (compressed once, at store time), each with its head. */
interface Entry {
  etag: string;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  /** The head of a 304 (If-None-Match matched). */
  notModified: string[];
}

/** What the fast path hands to the middleware stack with a request it did not answer. */
interface Pending {
  key?: string;
  /** A GraphQL body the fast path read (the stream is consumed: the middleware parses it). */
  raw?: string;
  error?: Error;
  /** Set by `capture` on a public read whose answer may be kept. */
  capturing?: boolean;
  /** Set by `compressUnlessKept` when the answer goes out as written, to be kept (and compressed once). */
  asWritten?: boolean;
}
const PENDING = Symbol("read-cache pending");
type WithPending = IncomingMessage & { [PENDING]?: Pending };

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
const JSON_BODY = /^application\/json\b/i;

/** A shared cache may keep an answer only when the handler marked it public (GraphQL hints) or revalidated (REST no-cache). */
const storable = (cacheControl: unknown) =>
  typeof cacheControl === "string" && !/private|no-store/.test(cacheControl) && /public|no-cache/.test(cacheControl);

/** An answer the cache keeps, judged from its head: 200, declared shareable, no cookie, not known to be too large. */
const keepable = (res: ServerResponse) =>
  res.statusCode === 200 &&
  storable(res.getHeader("Cache-Control")) &&
  !res.getHeader("Set-Cookie") &&
  !(Number(res.getHeader("Content-Length")) > MAX_STORED);

/**
 * compression's `filter` (app.ts), called when an answer's head is written: an answer the read cache
 * will keep goes out as its handler wrote it (the cache compresses it once, when stored, and the fast
 * path sends those bytes); every other answer is compressed as usual, the public GETs under /api/ the
 * cache passes over included (/api/docs and its script, refusals, answers too large to keep).
 */
export function compressUnlessKept(req: Request, res: Response): boolean {
  const pending = (req as WithPending)[PENDING];
  if (pending?.capturing && keepable(res)) {
    pending.asWritten = true;
    delete req.headers["accept-encoding"]; // compression then sends the identity bytes
  }
  return compression.filter(req, res);
}

/** Any cookie but the site's language choice (`lang`, which says nothing about who is asking). */
const carriesCookies = (cookie: string | undefined) =>
  !!cookie && cookie.split(";").some((c) => c.trim() !== "" && !/^lang=(en|hi)$/.test(c.trim()));

const matchesEtag = (known: string, etag: string) => {
  const opaque = etag.replace(/^W\//, "");
  return known.split(",").some((t) => {
    const v = t.trim().replace(/^W\//, "");
    return v === opaque || v === "*";
  });
};

/** A head with the request's id in its last place (the prebuilt one is shared by every request). */
const withId = (head: string[], id: string) => {
  const h = head.slice();
  h[h.length - 1] = id;
  return h;
};

export interface FastPathOptions {
  /** CORS_ORIGINS: an answer's Access-Control-* headers depend on whether the request's Origin is one. */
  corsOrigins: string[];
  /** Express's compiled `trust proxy` (app.get("trust proxy fn")): the logged ip is req.ip's. */
  trustProxy: (addr: string, i: number) => boolean;
}

/**
 * The shared cache of public catalogue reads: only what the allow-list of ../shared-reads.ts names
 * (the fleet, a bus, destinations, settings, the gazetteer, the client's configuration), never an
 * answer that depends on a token in the URL, on the clock or on who asks. GraphQL (POST /graphql, keyed
 * by the JSON body as sent and by Accept, the media type being negotiated) and REST (GET /api/*, keyed by
 * the URL), both also keyed by the CORS outcome. It never answers, and never stores, a request that
 * carries an Authorization header or a cookie. An allow-listed answer is stored only when its handler
 * also declared it shareable (`Cache-Control: public`/`no-cache`, see graphql/cache-hints.ts and the
 * REST router), with status 200.
 *
 * A hit is answered by `front`, the server's request listener in front of Express: one Map lookup
 * and one `writeHead` of a head prebuilt when the answer was stored (the headers the middleware stack
 * gave it: security headers, CORS, cache control, content type; its ETag and Vary), plus the
 * request's own X-Request-Id and its log line (request-log.ts). Every stored answer has an ETag
 * (`If-None-Match` answers 304) and its gzip and brotli bytes are made once, when stored. A miss
 * goes through the middleware stack, where `capture` keeps the answer. A ContentCache, like the
 * page cache (render.ts): emptied by every CONTENT_CHANGED event; an answer computed while content
 * changed is not kept.
 */
export class ReadCache extends ContentCache<Entry> {
  hits = 0;
  constructor(limit = 1000) {
    super(limit);
  }

  /**
   * The HTTP server's request listener: a public read whose answer is stored is written here, before
   * Express does any per-request work; everything else goes on to `app` (a public read with its cache
   * key attached, for `capture`). For GraphQL it reads the JSON body itself (the key needs it).
   */
  front(app: RequestListener, opts: FastPathOptions): RequestListener {
    const originOf = (req: IncomingMessage) => {
      const origin = req.headers.origin;
      return originAllowed(opts.corsOrigins, origin) ? origin : "";
    };
    const onward = (req: WithPending, res: ServerResponse, pending: Pending) => {
      req[PENDING] = pending;
      app(req, res);
    };
    return (req: WithPending, res) => {
      const url = req.url ?? "";
      if (req.headers.authorization || carriesCookies(req.headers.cookie)) return app(req, res);
      if (req.method === "GET" && url.startsWith("/api/")) {
        // Only the allow-list's reads are looked up or kept; any other GET goes on untouched.
        if (!isSharedRestRead(url.split("?")[0])) return app(req, res);
        const key = `GET ${originOf(req)}\n${url}`;
        const hit = this.peek(key);
        return hit ? this.answer(req, res, hit, opts) : onward(req, res, { key });
      }
      if (
        req.method !== "POST" ||
        (url !== "/graphql" && !url.startsWith("/graphql?")) ||
        !JSON_BODY.test(req.headers["content-type"] ?? "") ||
        Number(req.headers["content-length"] ?? 0) > MAX_KEY_BODY
      )
        return app(req, res);
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (c: Buffer) => {
        size += c.length;
        if (size <= MAX_KEY_BODY) chunks.push(c);
      });
      req.once("error", (error) => onward(req, res, { error }));
      req.once("end", () => {
        if (size > MAX_KEY_BODY)
          return onward(req, res, {
            error: Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" }),
          });
        const raw = chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8");
        // Keyed by the body as sent (a hit needs no parsing: only a public query's answer is ever
        // stored) and by what the answer varies on: its media type follows Accept (application/json or
        // application/graphql-response+json, negotiated by Apollo), its CORS headers the origin.
        const key = `POST ${originOf(req)}\n${req.headers.accept ?? ""}\n${raw}`;
        const hit = this.peek(key);
        if (hit) this.answer(req, res, hit, opts);
        else onward(req, res, { key, raw });
      });
    };
  }

  /**
   * Express middleware, mounted where the stack has given an answer its CORS headers and before the
   * security headers, compression and body parsers: parses a GraphQL body the fast path read (the
   * body parsers then skip the request) and keeps a public read's answer.
   */
  capture() {
    return (req: Request, res: Response, next: NextFunction) => {
      const pending = (req as WithPending)[PENDING];
      if (!pending) return next();
      if (pending.error) return next(pending.error);
      if (pending.raw !== undefined) {
        let body: { query?: unknown; variables?: unknown; operationName?: unknown };
        try {
          body = JSON.parse(pending.raw) as typeof body;
        } catch (e) {
          return next(Object.assign(e as Error, { status: 400, type: "entity.parse.failed" }));
        }
        req.body = body;
        // Only a query of the allow-list's fields is kept (a driver's trip or a quote read by its link never).
        if (!body || typeof body !== "object" || !isSharedGraphqlRead(body.query, body.operationName)) return next();
      }
      // An answer that will be kept goes out uncompressed (`compressUnlessKept`): the bytes are kept
      // as the handler wrote them and compressed once when stored.
      pending.capturing = true;
      this.capturing(pending.key!, pending, res);
      next();
    };
  }

  private answer(req: IncomingMessage, res: ServerResponse, e: Entry, opts: FastPathOptions) {
    const started = Date.now();
    this.hits++;
    const id = requestIdOf(req);
    const known = req.headers["if-none-match"];
    let status = 200;
    if (known && matchesEtag(known, e.etag)) {
      status = 304;
      res.writeHead(304, withId(e.notModified, id)).end();
    } else {
      const accepts = req.headers["accept-encoding"] ?? "";
      const v =
        (e.br && /\bbr\b/.test(accepts) && e.br) || (e.gzip && /\bgzip\b/.test(accepts) && e.gzip) || e.identity;
      res.writeHead(200, withId(v.head, id)).end(v.body);
    }
    logAnswered(req, id, proxyAddr(req, opts.trustProxy), status, started);
  }

  /** Keeps the bytes the handler writes and stores them if the answer may be shared. */
  private capturing(key: string, pending: Pending, res: Response) {
    const stamp = this.stamp();
    let chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => Response;
    // Only an answer going out as written is gathered (the head, and with it compressUnlessKept's
    // decision, is written before the first byte), and only up to the size a stored answer may have.
    const add = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function" || !pending.asWritten || size > MAX_STORED) return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding);
      size += b.length;
      if (size > MAX_STORED) chunks = [];
      else chunks.push(b);
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      add(chunk, encoding);
      return write(chunk, encoding, cb);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      add(chunk, encoding);
      const identity = Buffer.concat(chunks);
      if (
        pending.asWritten &&
        size <= MAX_STORED &&
        res.statusCode === 200 &&
        storable(res.getHeader("Cache-Control")) &&
        !res.getHeader("Set-Cookie")
      )
        void this.store(key, stamp, res, identity);
      return end(chunk, encoding, cb);
    }) as Response["end"];
  }

  private readonly compressing = new Set<Promise<void>>();

  /** Resolves once every stored answer has its compressed bytes (for tests and benchmarks). */
  async compressed(): Promise<void> {
    await Promise.all([...this.compressing]);
  }

  /**
   * Kept at once with its heads built (served uncompressed until its gzip and brotli bytes are
   * ready, made once here).
   */
  private store(key: string, stamp: number, res: Response, identity: Buffer): Promise<void> {
    if (stamp !== this.stamp()) return Promise.resolve(); // content changed meanwhile: this answer may be stale
    // Express's own ETag of the first answer when it made one (so a client can revalidate that
    // answer against the cache), else one of ours.
    const etag = String(res.getHeader("ETag") ?? `"${crypto.createHash("sha1").update(identity).digest("base64url")}"`);
    // The answer's own Vary (in its order), and Accept-Encoding: the cache picks the bytes by it.
    const vary = new Set([
      ...String(res.getHeader("Vary") ?? "")
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
      "Accept-Encoding",
    ]);
    const common: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (value !== undefined && !SKIPPED_HEADERS.has(name))
        for (const v of Array.isArray(value) ? value : [value]) common.push(name, String(v));
    common.push("etag", etag, "vary", [...vary].join(", "));
    const variant = (body: Buffer, encoding?: string): Variant => ({
      body,
      head: [
        ...common,
        "content-length",
        String(body.length),
        ...(encoding ? ["content-encoding", encoding] : []),
        "x-request-id",
        "",
      ],
    });
    const entry: Entry = { etag, identity: variant(identity), notModified: [...common, "x-request-id", ""] };
    this.keep(key, entry, stamp);
    const done = compress(entry, variant).finally(() => this.compressing.delete(done));
    this.compressing.add(done);
    return done;
  }
}

/** Adds an entry's gzip and brotli bytes (once, when it is stored; the identity bytes serve meanwhile). */
async function compress(entry: Entry, variant: (body: Buffer, encoding: string) => Variant): Promise<void> {
  const identity = entry.identity.body;
  try {
    const [gz, br] = await Promise.all([
      gzip(identity),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    entry.gzip = variant(gz, "gzip");
    entry.br = variant(br, "br");
  } catch (err) {
    console.error("[read-cache] could not compress an answer", err);
  }
}
