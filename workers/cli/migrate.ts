import { closeDatabase, config, ensureDatabaseExists, migrateToLatest } from "../../modules/platform/index.ts";
import { db } from "../../modules/database.ts";

await ensureDatabaseExists(config().DATABASE_URL);
const applied = await migrateToLatest(db());
console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
await closeDatabase();
