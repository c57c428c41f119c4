import { catalogProjection, syncCatalogEntry } from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { DESTINATION_WITHOUT_SCHOOLS } from "./e2e-content.ts";

// Run by infra/test-e2e.sh after the real seed, against the end-to-end database only.
try {
  await syncCatalogEntry("destination", DESTINATION_WITHOUT_SCHOOLS, { actor: "system", requestId: `e2e-seed-${Date.now()}` });
  await catchUp(catalogProjection);
} finally {
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
}
