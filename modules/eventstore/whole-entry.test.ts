import { describe, it } from "vitest";
import { CategoryAdded, CategoryRevised, catalogEntryKinds } from "../catalog/index.ts";
import { deciderSpec } from "./testing.ts";
import { wholeEntryDecider } from "./whole-entry.ts";

const spec = deciderSpec(wholeEntryDecider(catalogEntryKinds.category));
const funding = { id: "funding", name: "Funding", slug: "funding", description: "Scholarships and money." };

describe("deciding a whole entry", () => {
  it("given no entry, when it is desired, then it is added", () => {
    spec
      .given([])
      .when(funding)
      .then([CategoryAdded.create(funding)]);
  });

  it("given the same entry, when it is desired again, then nothing happens (seeding twice adds nothing)", () => {
    spec
      .given([CategoryAdded.create(funding)])
      .when({ ...funding })
      .then([]);
  });

  it("given an entry, when different content is desired, then it is revised whole", () => {
    const improved = { ...funding, description: "Scholarships, grants and loans." };
    spec
      .given([CategoryAdded.create(funding)])
      .when(improved)
      .then([CategoryRevised.create(improved)]);
  });

  it("given a revised entry, when the revision is desired again, then nothing happens (the last revision wins)", () => {
    const revised = { ...funding, name: "Funding & Scholarships" };
    spec
      .given([CategoryAdded.create(funding), CategoryRevised.create(revised)])
      .when(revised)
      .then([]);
    spec
      .given([CategoryAdded.create(funding), CategoryRevised.create(revised)])
      .when(funding)
      .then([CategoryRevised.create(funding)]);
  });

  it("refuses content that breaks the entry's schema", () => {
    spec
      .given([])
      .when({ ...funding, slug: "Not A Slug" })
      .then(Error);
  });
});
