import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { seed } from "../../infra/seed/index.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, EditInvalidError, readStream, rebuildProjection } from "../eventstore/index.ts";
import { registerUser, userDisplayNames, usersProjection } from "../identity/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import {
  catalogProjection,
  createDestination,
  createPathway,
  destinationBySlug,
  destinationForEditing,
  destinationFormSchema,
  destinationFormValues,
  destinationHistory,
  listDestinations,
  NEW_DESTINATION_FORM_VALUES,
  NEW_PATHWAY_FORM_VALUES,
  newDestinationFormSchema,
  pathwayBySlug,
  pathwayForEditing,
  pathwayFormSchema,
  pathwayHistory,
  restoreDestinationVersion,
  restorePathwayVersion,
  reviseDestination,
  revisePathway,
  type DestinationEdit,
  type PathwayEdit,
} from "./index.ts";

let projector: Awaited<ReturnType<typeof startProjector>>;
let by: { actor: string; requestId: string };
const editorName = "Keisha Mohammed (keisha.catalog@example.com)";

/** A form as a browser posts it, parsed as the action does. */
const parsedDestination = (values: Record<string, unknown>): DestinationEdit => {
  const { expectedVersion: _version, ...edit } = destinationFormSchema.parse(values);
  return edit;
};
const parsedNewDestination = (changes: Record<string, unknown>) => {
  const { expectedVersion: _version, ...edit } = newDestinationFormSchema.parse({
    ...NEW_DESTINATION_FORM_VALUES,
    name: "New Zealand",
    description: "Small, safe and far away.",
    content: "## Studying there\n\nEight universities.",
    currency: "New Zealand Dollar (NZD)",
    ...changes,
  });
  return edit;
};
const parsedPathway = (changes: Record<string, unknown>): PathwayEdit => {
  const { expectedVersion: _version, ...edit } = pathwayFormSchema.parse({
    ...NEW_PATHWAY_FORM_VALUES,
    name: "Marine Biology",
    description: "Study the sea and what lives in it.",
    content: "## The sea\n\nReefs and fisheries.",
    typicalDuration: "3-4 years for a bachelor's degree",
    careers: "Marine scientist: Fisheries and environment agencies need them.",
    relatedSlugs: ["agriculture"],
    ...changes,
  });
  return edit;
};

beforeAll(async () => {
  await seed({ actor: "system", requestId: "seed-catalog-editors-test" }, { directory: false });
  projector = await startProjector([catalogProjection, usersProjection]);
  const editor = await registerUser(
    { firstName: "Keisha", lastName: "Mohammed", email: "keisha.catalog@example.com", password: "a long editor phrase" },
    { actor: "system", requestId: "catalog-editors-test" },
  );
  by = { actor: editor.id, requestId: "catalog-editors-test" };
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the destination and pathway editors' commands", () => {
  it("revises a seeded destination from the version read, refuses a stale one, restores the seed's text, and names the editor in its history", async () => {
    const { destination, version } = (await destinationForEditing("dest_ireland"))!;
    const values = destinationFormValues(destination);
    await reviseDestination("dest_ireland", parsedDestination({ ...values, bestTimeToApply: "Any time in autumn" }), version, by);
    expect((await destinationBySlug("ireland"))?.facts.bestTimeToApply).toBe("Any time in autumn");
    await expect(reviseDestination("dest_ireland", parsedDestination({ ...values, name: "Stale" }), version, by)).rejects.toEqual(
      new EditConflictError("destination", version + 1, version),
    );
    await expect(
      reviseDestination(
        "dest_ireland",
        parsedDestination({ ...values, schoolFacts: [{ key: "tuition", appliesTo: "Every Irish university", statements: [] }] }),
        version + 1,
        by,
      ),
    ).rejects.toBeInstanceOf(EditInvalidError);

    expect(await restoreDestinationVersion("dest_ireland", version, version + 1, by)).toEqual({ version: version + 2, changed: true });
    expect((await destinationBySlug("ireland"))?.facts.bestTimeToApply).toBe(destination.facts.bestTimeToApply);
    const history = (await destinationHistory("dest_ireland", userDisplayNames))!;
    expect(history.revisions.slice(0, 2).map((revision) => [revision.change, revision.by])).toEqual([
      [`Restored version ${version}`, editorName],
      ["Revised", editorName],
    ]);
    expect(history.revisions[1]!.changes.map((change) => change.label)).toEqual(["Best time to apply"]);
    expect(await destinationHistory("dest_atlantis", userDisplayNames)).toBeNull();
  });

  it("creates a destination with its slug from the name or as typed, refuses a taken one beside the slug, and lists it publicly with its editor in its history", async () => {
    const { destination, version } = await createDestination(parsedNewDestination({ isCaribbean: "" }), by);
    expect([destination.slug, version, destination.id]).toEqual(["new-zealand", 1, expect.stringMatching(/^dest_[0-9a-f]{16}$/)]);
    expect(await destinationBySlug("new-zealand")).toMatchObject({ id: destination.id, name: "New Zealand", facts: { currency: "New Zealand Dollar (NZD)" } });
    expect((await listDestinations({ type: "international" })).map((listed) => listed.slug)).toContain("new-zealand");
    // The same name again makes the same address: refused, as is a typed one another destination has; nothing is written.
    await expect(createDestination(parsedNewDestination({}), by)).rejects.toEqual(
      new EditInvalidError({ slug: 'The slug "new-zealand" is already used by another destination (/destinations/new-zealand). Type another slug.' }),
    );
    await expect(createDestination(parsedNewDestination({ slug: "canada" }), by)).rejects.toEqual(
      new EditInvalidError({ slug: 'The slug "canada" is already used by another destination (/destinations/canada). Type another slug.' }),
    );
    expect((await createDestination(parsedNewDestination({ slug: "aotearoa" }), by)).destination.slug).toBe("aotearoa");
    expect((await listDestinations({ q: "New Zealand" })).map((listed) => listed.slug).sort()).toEqual(["aotearoa", "new-zealand"]);
    const history = (await destinationHistory(destination.id, userDisplayNames))!;
    expect(history.revisions.map((revision) => [revision.change, revision.by])).toEqual([["Added", editorName]]);
    expect(history.publicPath).toBe("/destinations/new-zealand");
  });

  it("creates a pathway with its slug from the name, keeps the slug on a rename, refuses an unknown related pathway, restores, and a replay equals the live table", async () => {
    const { pathway, version } = await createPathway(parsedPathway({}), by);
    expect([pathway.slug, version]).toEqual(["marine-biology", 1]);
    expect((await pathwayBySlug("marine-biology"))?.careers).toEqual([{ title: "Marine scientist", outlook: "Fisheries and environment agencies need them." }]);
    // A second pathway of the same name gets the next free address.
    expect((await createPathway(parsedPathway({}), by)).pathway.slug).toBe("marine-biology-2");

    await revisePathway(pathway.id, parsedPathway({ name: "Marine Science" }), 1, by);
    expect((await pathwayForEditing(pathway.id))?.pathway).toMatchObject({ name: "Marine Science", slug: "marine-biology" });
    await expect(revisePathway(pathway.id, parsedPathway({ name: "Stale" }), 1, by)).rejects.toEqual(new EditConflictError("pathway", 2, 1));
    await expect(revisePathway(pathway.id, parsedPathway({ relatedSlugs: ["alchemy"] }), 2, by)).rejects.toEqual(
      new EditInvalidError({ relatedSlugs: "Choose related pathways from the list." }),
    );
    await expect(revisePathway(pathway.id, parsedPathway({ relatedSlugs: ["marine-biology"] }), 2, by)).rejects.toEqual(
      new EditInvalidError({ relatedSlugs: "A pathway cannot be related to itself." }),
    );

    expect(await restorePathwayVersion(pathway.id, 1, 2, by)).toEqual({ version: 3, changed: true });
    expect((await pathwayBySlug("marine-biology"))?.name).toBe("Marine Biology");
    const history = (await pathwayHistory(pathway.id, userDisplayNames))!;
    expect(history.revisions.map((revision) => [revision.version, revision.change])).toEqual([
      [3, "Restored version 1"],
      [2, "Revised"],
      [1, "Added"],
    ]);
    expect(history.publicPath).toBe("/pathways/marine-biology");
    expect((await readStream(db(), `pathway-${pathway.id}`)).at(-1)?.metadata).toMatchObject({ actor: by.actor, restoredFromVersion: 1 });
    expect((await pathwayBySlug("nursing"))?.relatedSlugs).toEqual(["medicine", "psychology", "social-work"]);

    await catchUp(catalogProjection);
    const live = {
      pathways: await db().selectFrom("pathways").selectAll().orderBy("id").execute(),
      destinations: await db().selectFrom("destinations").selectAll().orderBy("id").execute(),
    };
    await rebuildProjection(catalogProjection);
    expect({
      pathways: await db().selectFrom("pathways").selectAll().orderBy("id").execute(),
      destinations: await db().selectFrom("destinations").selectAll().orderBy("id").execute(),
    }).toEqual(live);
  });
});
