import { catalogProjection, syncCatalogEntry } from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { exclusiveEventsProjection, syncExclusiveEvent } from "../../modules/portal/index.ts";
import { DESTINATION_WITHOUT_SCHOOLS, E2E_EVENTS } from "./e2e-content.ts";

// Run by infra/test-e2e.sh after the real seed, against the end-to-end database only.
try {
  const by = { actor: "system", requestId: `e2e-seed-${Date.now()}` };
  await syncCatalogEntry("destination", DESTINATION_WITHOUT_SCHOOLS, by);
  await catchUp(catalogProjection);
  for (const event of Object.values(E2E_EVENTS)) await syncExclusiveEvent(event, by);
  await catchUp(exclusiveEventsProjection);
} finally {
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
}
