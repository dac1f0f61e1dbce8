import "reflect-metadata";
import { DataSource } from "typeorm";
import { entities } from "./entities";
import { migrations } from "./migrations";

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    extra: { max: Number(process.env.PG_POOL_SIZE || 10) },
  });
}

/** Used by the TypeORM CLI (`npm run typeorm -w server`), which needs DATABASE_URL. */
export default createDataSource(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
