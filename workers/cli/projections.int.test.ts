import { spawnSync } from "node:child_process";
import { afterAll, expect, it } from "vitest";
import { catalogProjection, syncCatalogEntry } from "../../modules/catalog/index.ts";
import { catchUp, closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const category = (id: string) => ({ id, name: id, slug: id, description: null });

it("npm run projections shows each projection's checkpoint and lag", async () => {
  const by = { actor: "system", requestId: "projections-cli-test" };
  await syncCatalogEntry("category", category("first"), by);
  await catchUp(catalogProjection);
  await syncCatalogEntry("category", category("second"), by);
  await syncCatalogEntry("category", category("third"), by);

  const result = spawnSync("node_modules/.bin/tsx", ["workers/cli/projections.ts"], { env: process.env, encoding: "utf8" });
  expect(result.status).toBe(0);
  const catalogLine = result.stdout.split("\n").find((line) => line.includes("'catalog'"));
  // Checkpoint 1, and the two newer events still to apply.
  expect(catalogLine).toMatch(/'catalog'\s*│\s*'read-model'\s*│\s*1\s*│\s*2\s*│/);
  expect(result.stdout).toContain("'identity.users'");
});
