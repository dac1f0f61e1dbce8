import "reflect-metadata";
import { DataSource } from "typeorm";
import { DEFAULT_PG_POOL_SIZE, databaseSettings } from "../config";
import { entities } from "./entities";
import { migrations } from "./migrations";

export function createDataSource(url: string, poolSize = DEFAULT_PG_POOL_SIZE): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize },
  });
}

/** Used by the TypeORM CLI (`npm run typeorm -w server`), which needs DATABASE_URL. */
const cli = databaseSettings();
export default createDataSource(cli.databaseUrl ?? "postgres://postgres@127.0.0.1:5432/postgres", cli.pgPoolSize);
