import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";

// Seed content arrives as events with the catalogue module.
console.log("Nothing to seed yet.");
await closeProjectionsQueue();
await closeDatabase();
await closeRedis();
