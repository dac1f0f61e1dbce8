import path from "node:path";
import http from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import { GraphQLError, type ExecutionResult, type FormattedExecutionResult } from "graphql";
import express from "express";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import { useServer } from "graphql-ws/use/ws";
import { deliverTo, sharedSubscribe } from "./graphql/subscriptions";
import type { DataSource } from "typeorm";
import { WebSocketServer, type WebSocket } from "ws";
import type { Config } from "./config";
import { buildContext, type Context } from "./graphql/context";
import { LiveSessions } from "./graphql/live-sessions";
import { publicCacheHints } from "./graphql/cache-hints";
import { isSharedGraphqlRead } from "./shared-reads";
import { formatError } from "./graphql/errors";
import { graphqlArmor, inputHygienePlugin, throttlePlugin } from "./graphql/limits";
import { createAppPubSub } from "./graphql/pubsub";
import { createSchema } from "./graphql/schema";
import { apiDocsRouter } from "./http/api-docs";
import { clientRouter, graphiqlPage } from "./http/client";
import { formPosts } from "./http/forms";
import { PageCache, pageRenderer } from "./http/render";
import { ReadCache, compressUnlessKept, type FastPathOptions } from "./http/read-cache";
import { seoRouter } from "./http/seo";
import { downloadsRouter } from "./http/downloads";
import { httpErrors } from "./http/errors";
import { PLAYGROUND_OFF } from "./http/playground-off";
import { createThrottle } from "./http/rate-limit";
import { withOrigin } from "./domain/shared/request-context";
import { requestLog } from "./http/request-log";
import { inlineScriptHashes } from "./http/inline-scripts";
import { corsAllowList, securityHeaders } from "./http/security";
import { notificationsRouter } from "./http/notifications";
import { startWorkers } from "./jobs/handlers";
import { RAZORPAY_WEBHOOK_PATH, paymentWebhook } from "./http/payment-webhook";
import { phoneWebhooks } from "./http/phone-webhooks";
import { retireOldJobKinds } from "./jobs/retired-jobs";
import { PgBossQueue } from "./jobs/queue";
import type { Clock } from "./domain/shared/clock";
import { restRouter } from "./rest";
import { createServices, type Services } from "./services";
import { log } from "./domain/shared/log";
import { MAX_UPLOAD_BYTES } from "./domain/upload/upload.service";

export interface App {
  server: http.Server;
  services: Services;
  /** Server-rendered public pages (see http/render.ts). */
  pages: PageCache;
  /** Shared cache of public GraphQL and REST reads (see http/read-cache.ts). */
  reads: ReadCache;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export interface AppOptions {
  /** "Now" for reminders (tests move it). */
  clock?: Clock;
  /** Run the job workers in this process (default: JOB_WORKERS; false: enqueue only). */
  workers?: boolean;
}

/** What the HTTP steps are built on: the event bus, the two content caches, the job queue, the services, the schema, the limiter. */
interface Core {
  bus: ReturnType<typeof createAppPubSub>;
  pages: PageCache;
  reads: ReadCache;
  queue: PgBossQueue;
  services: Services;
  schema: Awaited<ReturnType<typeof createSchema>>;
  throttle: ReturnType<typeof createThrottle>;
  /** Live subscriptions by session: those of a disabled account or an ended session close on every instance. */
  live: LiveSessions;
  stopWatching: () => void;
}

/** The GraphQL endpoint's servers: Apollo (HTTP, and the pages' in-process queries) and graphql-ws. */
interface GraphqlServers {
  apollo: ApolloServer<Context>;
  wss: WebSocketServer;
}

/**
 * Builds the whole product on one HTTP server: client, /graphql (HTTP + WS), /api, /uploads, /healthz.
 * Each step below is one stage of a request's way, in the order a request meets them.
 */
export async function createApp(config: Config, db: DataSource, options: AppOptions = {}): Promise<App> {
  log.level = config.logLevel;
  const core = await startCore(config, db, options);
  const app = express();
  const server = readCacheFastPath(app, config, core.reads);
  // An idle kept-alive connection stays open longer than its clients and proxies keep theirs (nginx's upstream
  // keepalive, an API client's pool): closed by the server first, a request already on its way would be reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  securityAndHeaders(app, config, core.reads);
  // The APIs first: a booking or any other API call passes no router of the files' and pages' paths (none is
  // under /api or /graphql), nor their request-context layers (work done per request is paid by every booking).
  restApi(app, core);
  const graphql = await graphqlEndpoint(app, server, config, core);
  healthAndFiles(app, db, core.services);
  pagesAndStatic(app, config, core, graphql.apollo);
  app.use(httpErrors);
  return appHandle(server, config, core, graphql);
}

/**
 * The services' activity log records each request's address and id. Mounted once early and again right
 * before the handlers: body parsing and the read cache resume requests outside it.
 */
const origin: express.RequestHandler = (req, _res, next) =>
  withOrigin({ address: req.ip, requestId: String(req.id) }, next);

/** The event bus, the page and read caches (emptied by its content events), the job queue and workers, the services. */
async function startCore(config: Config, db: DataSource, options: AppOptions): Promise<Core> {
  const bus = createAppPubSub(
    config.redisUrl,
    (msg, details) => log.warn({ ...details }, `[redis] ${msg}`),
    config.redisPrefix,
  );
  // Rendered pages go stale with the content they show: dropped on every content event, this
  // instance's own at once, other instances' through the pub/sub (Redis with REDIS_URL).
  const pages = new PageCache();
  const stopWatchingPages = pages.watch((topic) => bus.pubSub.subscribe(topic));
  // Public catalogue reads (GraphQL and REST) served from one cache, emptied by the same content event.
  const reads = new ReadCache();
  const stopWatchingReads = reads.watch((topic) => bus.pubSub.subscribe(topic));
  // Live subscriptions of a disabled account or an ended session close on every instance.
  const live = new LiveSessions();
  const stopWatchingSessions = live.watch((topic) => bus.pubSub.subscribe(topic));
  const queue = new PgBossQueue(db, config);
  await queue.start();
  const services = createServices(db, config, bus.events, queue, options.clock);
  await retireOldJobKinds(queue, services);
  if (options.workers ?? config.jobWorkers) await startWorkers(queue, services);
  const schema = await createSchema(bus.pubSub);
  // One limiter for both APIs (per IP and per account; in Redis when REDIS_URL is set).
  const throttle = createThrottle(config);
  const stopWatching = () => {
    stopWatchingPages();
    stopWatchingReads();
    stopWatchingSessions();
  };
  return { bus, pages, reads, queue, services, schema, throttle, live, stopWatching };
}

/**
 * The HTTP server, whose request listener is the read cache's fast path: public catalogue reads
 * already in the shared cache are answered before Express does any per-request work (headers
 * prebuilt per answer, logged like every request); the rest go on to Express.
 */
function readCacheFastPath(app: express.Express, config: Config, reads: ReadCache): http.Server {
  // Behind a reverse proxy, TRUST_PROXY says which hops to believe, so req.ip (and every rate limit) is the customer's.
  app.set("trust proxy", config.trustProxy);
  app.disable("x-powered-by");
  return http.createServer(
    reads.front(app, {
      corsOrigins: config.corsOrigins,
      trustProxy: app.get("trust proxy fn") as FastPathOptions["trustProxy"],
    }),
  );
}

/** Request log and id, CORS, the read cache's capture of a miss, security headers, compression. */
function securityAndHeaders(app: express.Express, config: Config, reads: ReadCache): void {
  app.use(requestLog());
  app.use(origin);
  app.use(["/api", "/graphql"], corsAllowList(config.corsOrigins));
  // A public read the cache did not have: its answer is kept, with the headers given so far (CORS) and after.
  app.use(reads.capture());
  app.use(
    securityHeaders({
      mapsEnabled: !!config.mapsApiKey,
      paymentsEnabled: !!config.razorpay,
      production: config.env === "production",
      inlineScripts: inlineScriptHashes(path.join(config.clientDist, "index.html")),
    }),
  );
  // Brotli or gzip for scripts, pages, SVG artwork and API answers: a phone on a slow connection
  // downloads a third of the bytes (the home page's first-load JavaScript is ~150 kB gzipped, not 470 kB).
  // An answer the read cache keeps goes out as written (it is compressed once, when stored).
  app.use(compression({ filter: compressUnlessKept }));
}

/** /healthz, unsubscribe links and the downloads (uploaded images, PDFs, exports, vehicle document scans). */
function healthAndFiles(app: express.Express, db: DataSource, services: Services): void {
  app.get("/healthz", async (_req, res) => {
    try {
      await db.query("SELECT 1");
      res.json({ status: "ok", node: process.version });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(notificationsRouter(services));
  // Every download outside /api (uploaded images, PDFs, CSV exports, document scans): http/downloads.ts.
  app.use(origin, downloadsRouter(services));
}

/** The REST reference (/api/docs) and the REST API (/api/*, its JSON parser inside the router). */
function restApi(app: express.Express, { services, throttle }: Core): void {
  app.use("/api/docs", apiDocsRouter());
  // Before the API's JSON parser: the gateway's signature is over the raw bytes.
  app.post(RAZORPAY_WEBHOOK_PATH, origin, ...paymentWebhook(services));
  // WhatsApp's and MSG91's webhooks, likewise before it.
  app.use(origin, phoneWebhooks(services));
  app.use("/api", origin, restRouter(services, throttle));
}

/** /graphql: subscriptions over WebSocket (graphql-ws), queries and mutations over HTTP (Apollo, its parsers, the playground). */
async function graphqlEndpoint(
  app: express.Express,
  server: http.Server,
  config: Config,
  { schema, services, bus, throttle, live }: Core,
): Promise<GraphqlServers> {
  const wss = new WebSocketServer({ server, path: "/graphql" });
  // The same error formatter as HTTP: stable codes, no internals.
  const wsPayload = (result: ExecutionResult): FormattedExecutionResult =>
    result.errors
      ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e, config.exposeStackTraces)) }
      : result;
  const wsServer = useServer<{ authorization?: string; Authorization?: string }, { socket: WebSocket }>(
    {
      schema,
      // An event is executed and serialised once for all subscribers of one audience and document.
      subscribe: sharedSubscribe(wsPayload),
      // Over WebSockets only subscriptions: queries and mutations go over HTTP, where the limits are.
      onSubscribe: (_ctx, _id, payload) => {
        if (!/^\s*subscription\b/.test(payload.query ?? ""))
          return [
            new GraphQLError("Only subscriptions are served over WebSocket; send queries and mutations over HTTP."),
          ];
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? wsPayload(result) : undefined),
      context: async (ctx, id) => {
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const context = await buildContext(services, bus.pubSub, header);
        live.register(ctx.extra.socket, context);
        return deliverTo(context, ctx.extra.socket, id);
      },
    },
    wss,
  );

  const armor = graphqlArmor(config.env === "production");
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.graphqlIntrospection,
    // Stack traces (with the server's file paths) only when a developer asks: `npm run dev` or EXPOSE_STACK_TRACES=true.
    includeStacktraceInErrorResponses: config.exposeStackTraces,
    // One operation per request (Apollo's default, stated): a batch of 100 logins is one request refused.
    allowBatchedHttpRequests: false,
    validationRules: armor.validationRules,
    csrfPrevention: true,
    // main.ts owns SIGINT/SIGTERM: one shutdown path that also closes the database and exits 0.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatError(formatted, error, config.exposeStackTraces),
    plugins: [
      ...armor.plugins,
      inputHygienePlugin(),
      throttlePlugin(throttle),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      publicCacheHints(),
    ],
  });
  await apollo.start();

  app.get("/graphql", (req, res, next) => {
    // A browser asking for a page gets the offline GraphiQL playground; API clients go on to Apollo.
    const playground = graphiqlPage(config.clientDist);
    if (req.accepts(["application/json", "text/html"]) === "text/html" && !req.query.query) {
      if (!config.graphqlIntrospection) return void res.type("html").send(PLAYGROUND_OFF);
      if (playground) return void res.sendFile(playground);
    }
    next();
  });
  app.use(
    "/graphql",
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }),
    express.json({ limit: "1mb" }),
    origin,
    expressMiddleware(apollo, {
      context: async ({ req }) => buildContext(services, bus.pubSub, req.headers.authorization, req.ip),
    }),
  );
  return { apollo, wss };
}

/**
 * robots.txt and the sitemap, Sign In, Create Account and Send posted before the page's script ran (their
 * mutations through Apollo, in-process), then the client: static files and server-rendered pages.
 */
function pagesAndStatic(
  app: express.Express,
  config: Config,
  { services, bus, pages }: Core,
  apollo: ApolloServer<Context>,
): void {
  app.use(seoRouter(services, config.publicUrl));
  // An operation run in this process, as a guest (from the request's address for a posted form).
  const execute = async (
    request: Parameters<typeof apollo.executeOperation>[0],
    ip?: string,
  ): Promise<FormattedExecutionResult> => {
    const response = await apollo.executeOperation<Record<string, unknown>>(request, {
      contextValue: await buildContext(services, bus.pubSub, undefined, ip),
    });
    if (response.body.kind !== "single") throw new Error("incremental delivery is not used here");
    return response.body.singleResult;
  };
  const renderer = pageRenderer({
    clientDist: config.clientDist,
    serverEntry: config.clientServerEntry,
    publicUrl: config.publicUrl,
    cache: pages,
    readsOnlyPublic: (request) => isSharedGraphqlRead(request.query, request.operationName),
    execute: (request) => execute(request),
  });
  app.use(
    formPosts({
      execute: (req, query, variables) => execute({ query, variables }, req.ip),
      render: async (url, outcome) => (renderer.available() ? renderer.renderWithOutcome(url, outcome) : undefined),
      publicUrl: config.publicUrl,
      origin,
    }),
  );
  app.use(clientRouter(config.clientDist, renderer));
}

/** What main.ts and the tests hold: the server, listen, and the one way to close it all. */
function appHandle(server: http.Server, config: Config, core: Core, { apollo, wss }: GraphqlServers): App {
  return {
    server,
    services: core.services,
    pages: core.pages,
    reads: core.reads,
    listen: (port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve((server.address() as { port: number }).port);
        });
      }),
    close: async () => {
      core.stopWatching();
      await core.queue.stop();
      await apollo.stop();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections?.();
      await core.bus.close();
      core.throttle.close();
    },
  };
}
