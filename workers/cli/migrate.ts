import { closeDatabase, config, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";
import { db } from "../database.ts";
import { migrations } from "../../migrations/index.ts";

await ensureDatabaseExists(config().DATABASE_URL);
const applied = await migrateToLatest(db(), migrations);
console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
await closeDatabase();
