import { closeProjectionsQueue } from "../modules/eventstore/index.ts";
import { closeDatabase, closeRedis, logger } from "../modules/platform/index.ts";
import { startProjector } from "./projector.ts";
import { projections } from "./registry.ts";

const projector = await startProjector(projections);
logger.info("projector worker started", { projections: projections.map((projection) => projection.name) });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("projector worker draining", { signal });
  await projector.close();
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
  logger.info("projector worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
