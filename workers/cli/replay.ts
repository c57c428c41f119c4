import { rebuildProjection } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis, logger, redis, within } from "../../modules/platform/index.ts";
import { projectionNamed, projections } from "../../modules/operations/index.ts";

const target = process.argv[2];
if (!target) {
  console.error(`Usage: npm run replay -- <projection|all>\nProjections: ${projections.map((projection) => projection.name).join(", ")}`);
  process.exit(2);
}
const chosen = target === "all" ? projections.filter((projection) => projection.kind !== "side-effect") : [projectionNamed(target)];
if (chosen.some((projection) => !projection)) {
  console.error(`No projection named ${target}. Projections: ${projections.map((projection) => projection.name).join(", ")}`);
  process.exit(2);
}
for (const projection of chosen) {
  if (!projection) continue;
  if (projection.kind === "side-effect") {
    console.log(`${projection.name}: side effects only run live (no email is sent twice); nothing to rebuild.`);
    continue;
  }
  const started = Date.now();
  const result = await rebuildProjection(projection, {
    onProgress: ({ applied, total }) => {
      const percent = total ? Math.floor((applied / total) * 100) : 100;
      process.stdout.write(`\r${projection.name}: ${applied}/${total} events (${percent}%)`);
    },
  });
  process.stdout.write(`\r${projection.name}: rebuilt from ${result.applied} events in ${Date.now() - started} ms and swapped in.\n`);
}
// A rebuilt public projection tells the web processes to drop their cached pages through Redis, without
// waiting for it (publishPageInvalidation). Redis answers a connection's commands in order, so once a ping
// sent after those publishes is answered they have been delivered; closing sooner, while the connection was
// still being made, dropped them. Bounded: with Redis away, the web processes' cached pages expire by age.
if (chosen.some((projection) => projection?.publicPages)) {
  await within(redis().ping(), 5_000, "telling the web processes").catch(() =>
    logger.warn("could not tell the web processes to drop their cached pages; they drop them by age"),
  );
}
await closeDatabase();
await closeRedis();
