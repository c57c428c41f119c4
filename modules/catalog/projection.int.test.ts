import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../eventstore/index.ts";
import { projectionSpec } from "../eventstore/testing.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { CategoryAdded, CategoryRevised, DestinationAdded } from "./events.ts";
import { catalogProjection } from "./projection.ts";
import { destinations } from "../../infra/seed/catalog/destinations.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const category = { id: "funding", name: "Funding", slug: "funding", description: null };
const destination = destinations[0]!;

describe("the catalogue projection", () => {
  it("given a category added and revised and a destination added, then their rows, the destination's overview rendered", async () => {
    const rows = await projectionSpec(catalogProjection)
      .given([CategoryAdded.create(category), CategoryRevised.create({ ...category, description: "Money for study." }), DestinationAdded.create(destination)])
      .rows();
    expect(rows.categories).toEqual([expect.objectContaining({ id: "funding", description: "Money for study." })]);
    expect(rows.destinations).toEqual([expect.objectContaining({ id: destination.id, slug: destination.slug, facts: destination.facts })]);
    expect(rows.destinations![0]!.content_html).not.toBe("");
    expect(rows.pathways).toEqual([]);
    expect(rows.schools).toEqual([]);
  });
});
