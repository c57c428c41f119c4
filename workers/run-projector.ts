import { closeProjectionsQueue, outdatedProjections, rebuildProjection } from "../modules/eventstore/index.ts";
import { projections } from "../modules/operations/index.ts";
import { closeDatabase, closeRedis, logger } from "../modules/platform/index.ts";
import { closeRemindersQueue } from "../modules/portal/index.ts";
import { startProjector } from "./projector.ts";
import { startReminderWorker } from "./reminders.ts";

// Tables built by an older version of a projection are rebuilt first, while the site keeps serving the old ones.
for (const projection of await outdatedProjections(projections)) {
  logger.info("rebuilding projection for its new version", { projection: projection.name, version: projection.version });
  await rebuildProjection(projection);
}
const projector = await startProjector(projections);
const reminders = await startReminderWorker();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("projector worker draining", { signal });
  await projector.close();
  await reminders.close();
  await closeProjectionsQueue();
  await closeRemindersQueue();
  await closeDatabase();
  await closeRedis();
  logger.info("projector worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
// Said once both workers run and a stop signal drains them: an orchestrator (or a test) may stop the process from here on.
logger.info("projector worker started", { projections: projections.map((projection) => projection.name) });
logger.info("reminders worker started");
