import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { seed } from "../../infra/seed/index.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, EditInvalidError, readStream, rebuildProjection } from "../eventstore/index.ts";
import { registerUser, userDisplayNames, usersProjection } from "../identity/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import {
  adminSchools,
  catalogProjection,
  createSchool,
  NEW_SCHOOL_FORM_VALUES,
  restoreSchoolVersion,
  reviseSchool,
  schoolBySlug,
  schoolForEditing,
  schoolFormSchema,
  schoolFormValues,
  schoolHistory,
  syncCatalogEntry,
  type School,
  type SchoolEdit,
} from "./index.ts";

/** The school form as a browser posts it, parsed as the action does. */
const edit = (changes: Record<string, unknown>): SchoolEdit => {
  const { expectedVersion: _version, ...parsed } = schoolFormSchema.parse({
    ...NEW_SCHOOL_FORM_VALUES,
    name: "Harbour Test University",
    destinationId: "dest_canada",
    description: "A Study Compass test school.",
    isActive: "on",
    ...changes,
  });
  return parsed;
};

const tuition = (text: string, cycle: string, amounts: string) => ({
  ...NEW_SCHOOL_FORM_VALUES.quickFacts,
  tuition: {
    status: "verified",
    note: "",
    checkUrl: "",
    checkedOn: "",
    statements: [{ text, cycle, sourceUrl: "https://harbour.example.edu/fees", confidence: "official", verifiedOn: "2026-11-20", olderPage: "", amounts }],
  },
});

let projector: Awaited<ReturnType<typeof startProjector>>;
let by: { actor: string; requestId: string };

beforeAll(async () => {
  await seed({ actor: "system", requestId: "seed-school-editor-test" }, { directory: false });
  projector = await startProjector([catalogProjection, usersProjection]);
  const editor = await registerUser(
    { firstName: "Keisha", lastName: "Mohammed", email: "keisha.schools@example.com", password: "a long editor phrase" },
    { actor: "system", requestId: "school-editor-test" },
  );
  by = { actor: editor.id, requestId: "school-editor-test" };
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the school editor's commands", () => {
  it("creates, revises from the version read, refuses a stale one, restores, and a replay equals the live table", async () => {
    const { school, version } = await createSchool(
      edit({ quickFacts: tuition("Tuition is CA$45,000 a year.", "2026-27", "CAD 45,000 year") }),
      by,
      "2026-11-20",
    );
    expect([school.slug, version]).toEqual(["harbour-test-university", 1]);
    expect((await schoolBySlug("harbour-test-university"))?.name).toBe("Harbour Test University");
    expect((await adminSchools({ q: "harbour test" })).rows.map((row) => row.id)).toEqual([school.id]);

    const revised = edit({ quickFacts: tuition("Tuition is CA$47,500 a year.", "2027-28", "CAD 47,500 year") });
    await reviseSchool(school.id, revised, 1, by);
    await expect(reviseSchool(school.id, edit({ name: "Stale Harbour" }), 1, by)).rejects.toEqual(new EditConflictError("school", 2, 1));
    await expect(reviseSchool(school.id, edit({ destinationId: "dest_atlantis" }), 2, by)).rejects.toEqual(
      new EditInvalidError({ destinationId: "Choose a destination from the list." }),
    );
    const current = await schoolForEditing(school.id);
    expect(current?.version).toBe(2);
    expect(schoolFormValues(current!.school).quickFacts.tuition.statements[0]).toMatchObject({ cycle: "2027-28", amounts: "CAD 47,500 year" });

    expect(await restoreSchoolVersion(school.id, 1, 2, by)).toEqual({ version: 3, changed: true });
    const history = (await schoolHistory(school.id, userDisplayNames))!;
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by])).toEqual([
      [3, "Restored version 1", "Keisha Mohammed (keisha.schools@example.com)"],
      [2, "Revised", "Keisha Mohammed (keisha.schools@example.com)"],
      [1, "Added", "Keisha Mohammed (keisha.schools@example.com)"],
    ]);
    expect(history.revisions[1]!.changes.map((change) => change.label)).toEqual(["Tuition"]);
    expect((await readStream(db(), `school-${school.id}`)).at(-1)?.metadata).toMatchObject({ actor: by.actor, restoredFromVersion: 1 });

    await catchUp(catalogProjection);
    const live = await db().selectFrom("schools").selectAll().orderBy("id").execute();
    await rebuildProjection(catalogProjection);
    expect(await db().selectFrom("schools").selectAll().orderBy("id").execute()).toEqual(live);
  });

  it("given a seeded school an editor changed, when the seed runs again with other content, then the editor's version stands", async () => {
    const seedActor = { actor: "system", requestId: "seed-guard-test" };
    const seeded = (await schoolForEditing("school_mcgill_university"))!.school;
    const testSchool: School = { ...seeded, id: "school_seed_guard_test", slug: "seed-guard-test", name: "Seed Guard Test" };
    await syncCatalogEntry("school", testSchool, seedActor);
    await reviseSchool(testSchool.id, { ...edit({ name: "Edited By An Editor" }), destinationId: testSchool.destinationId }, 1, by);
    const improved: School = { ...testSchool, name: "Improved Seed Name" };
    expect(await syncCatalogEntry("school", improved, seedActor)).toBe("unchanged");
    expect((await schoolForEditing(testSchool.id))?.school.name).toBe("Edited By An Editor");
  });
});
