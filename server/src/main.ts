import "reflect-metadata";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { seed } from "./db/seed";

// A fault in a background task (a lost Redis, a dropped socket) is logged; it never ends the process.
process.on("unhandledRejection", (reason) =>
  console.error("[process] unhandled rejection:", (reason as Error)?.message ?? reason),
);

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const db = await openDatabase(config);
  // What else writes the database's set-up (the job queue's schema and queues, then the seed) runs under
  // the startup lock too: instances started together on a new database take turns (db/startup-lock.ts).
  const app = await db.exclusively(async () => {
    const built = await createApp(config, db.dataSource);
    await seed(db.dataSource, built.services.adminSeed, config.seed);
    // Balances the money migration could not make in SQL (bookings with tax documents, approved trip charges
    // or money collected on board) are made once by the account area; afterwards none is missing.
    const made = await built.services.statements.refreshMissing();
    if (made) console.log(`Balances made for ${made} booking(s)`);
    return built;
  });
  let port: number;
  try {
    port = await app.listen(config.port);
  } catch (e) {
    console.error(`Could not listen on port ${config.port}: ${(e as Error).message}`);
    await db.close();
    process.exit(1);
  }
  const where = db.embedded ? "embedded PostgreSQL in " + config.dataDir : "DATABASE_URL";
  console.log(
    `Kashi Coach Tours is running at http://localhost:${port} (Node ${process.version}, database: ${where}; ready in ${Date.now() - started} ms)`,
  );
  console.log(`  GraphQL + playground: http://localhost:${port}/graphql   REST: http://localhost:${port}/api`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close().catch((e) => console.error(e));
    await db.close().catch((e) => console.error(e));
    clearTimeout(force);
    console.log("stopped: requests drained, WebSockets closed, database closed");
    process.exit(0);
  };
  // The one shutdown path (Apollo's own signal handling is off, see app.ts): drain HTTP and WebSockets,
  // then close the database, then exit 0.
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
