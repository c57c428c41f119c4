import { catalogProjection, syncCatalogEntry, type SyncOutcome } from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";
import { seedContent, seedReferenceProblems } from "../../infra/seed/index.ts";

/**
 * Appends the seed content as events. Idempotent: an entry already as seeded
 * appends nothing; one whose seed content improved gets a Revised event.
 */
const problems = seedReferenceProblems();
if (problems.length) {
  console.error(`Seed content has broken references:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const by = { actor: "system", requestId: `seed-${Date.now()}` };
for (const [kind, entries] of Object.entries(seedContent) as [keyof typeof seedContent, readonly { id: string }[]][]) {
  const tally: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const entry of entries) tally[await syncCatalogEntry(kind, entry, by)] += 1;
  console.log(`${kind}: ${tally.added} added, ${tally.revised} revised, ${tally.unchanged} unchanged`);
}

// Project now, so the site shows the seed the moment it starts (safe beside a running worker).
await catchUp(catalogProjection);
await closeProjectionsQueue();
await closeDatabase();
await closeRedis();
