import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { seed } from "../../infra/seed/index.ts";

try {
  const tally = await seed({ actor: "system", requestId: `seed-${Date.now()}` });
  for (const [kind, counts] of Object.entries(tally)) {
    console.log(`${kind}: ${counts.added} added, ${counts.revised} revised, ${counts.unchanged} unchanged`);
  }
} finally {
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
}
