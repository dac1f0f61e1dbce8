import http from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import express from "express";
import graphqlUploadExpress from "graphql-upload/graphqlUploadExpress.mjs";
import { useServer } from "graphql-ws/use/ws";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import type { Config } from "./config";
import { buildContext, type Context } from "./graphql/context";
import { publicCacheHints } from "./graphql/cache-hints";
import { formatError } from "./graphql/errors";
import { createAppPubSub } from "./graphql/pubsub";
import { createSchema } from "./graphql/schema";
import { clientRouter, graphiqlPage } from "./http/client";
import { documentsRouter } from "./http/documents";
import { securityHeaders } from "./http/security";
import { uploadsRouter } from "./http/uploads";
import { restRouter } from "./rest";
import { createServices, type Services } from "./services";
import { MAX_UPLOAD_BYTES } from "./domain/upload/upload.service";

export interface App {
  server: http.Server;
  services: Services;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole product on one HTTP server: client, /graphql (HTTP + WS), /api, /uploads, /healthz. */
export async function createApp(config: Config, db: DataSource): Promise<App> {
  const bus = createAppPubSub(config.redisUrl);
  const services = createServices(db, config, bus.events);
  const schema = await createSchema(bus.pubSub);
  const app = express();
  const server = http.createServer(app);
  const production = config.env === "production";

  app.set("trust proxy", "loopback");
  app.disable("x-powered-by");
  app.use(securityHeaders({ mapsEnabled: !!config.mapsApiKey }));
  // Brotli or gzip for scripts, pages, SVG artwork and API answers: a phone on a slow connection
  // downloads a third of the bytes (the home page's first-load JavaScript is ~150 kB gzipped, not 470 kB).
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.query("SELECT 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use("/uploads", uploadsRouter(services));
  app.use(documentsRouter(services));
  app.use("/api", restRouter(services));

  const wss = new WebSocketServer({ server, path: "/graphql" });
  const wsServer = useServer<{ authorization?: string; Authorization?: string }>(
    {
      schema,
      context: (ctx) => {
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        return buildContext(services, bus.pubSub, services.auth.tokens.fromHeader(header));
      },
    },
    wss,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    formatError: (formatted, error) => formatError(formatted, error, production),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      { async serverWillStart() { return { async drainServer() { await wsServer.dispose(); } }; } },
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      publicCacheHints(),
    ],
  });
  await apollo.start();

  app.get("/graphql", (req, res, next) => {
    // A browser asking for a page gets the offline GraphiQL playground; API clients go on to Apollo.
    const playground = graphiqlPage(config.clientDist);
    if (playground && req.accepts(["application/json", "text/html"]) === "text/html" && !req.query.query) return void res.sendFile(playground);
    next();
  });
  app.use(
    "/graphql",
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }),
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req }) => buildContext(services, bus.pubSub, services.auth.tokens.fromHeader(req.headers.authorization)),
    }),
  );

  app.use(clientRouter(config.clientDist));
  app.use(((err, _req, res, _next) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) return void res.status(status).json({ message: (err as Error).message });
    console.error("[http]", err);
    res.status(500).json({ message: "Internal server error" });
  }) as express.ErrorRequestHandler);

  return {
    server,
    services,
    listen: (port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve((server.address() as { port: number }).port);
        });
      }),
    close: async () => {
      await apollo.stop();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections?.();
      await bus.close();
    },
  };
}
