import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { db } from "./db.ts";
import {
  catchUp,
  closeProjectionsQueue,
  EditConflictError,
  EntryNotFoundError,
  readStream,
  rebuildProjection,
  VersionNotFoundError,
} from "../eventstore/index.ts";
import { registerUser, userDisplayNames, usersProjection } from "../identity/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import {
  adminScholarship,
  createScholarship,
  deleteScholarship,
  listScholarships,
  restoreScholarshipVersion,
  reviseScholarship,
  scholarshipFormSchema,
  scholarshipHistory,
  scholarshipsProjection,
  type ScholarshipEdit,
} from "./index.ts";

const edit = (overrides: Record<string, string> = {}): ScholarshipEdit => {
  const { expectedVersion: _version, ...parsed } = scholarshipFormSchema.parse({
    title: "Harbour Lights Award",
    description: "A Study Compass test award.\n\nFor students from the region.",
    provider: "Study Compass test fund",
    amount: "Full tuition",
    ...overrides,
  });
  return parsed;
};

let projector: Awaited<ReturnType<typeof startProjector>>;
let by: { actor: string; requestId: string };

beforeAll(async () => {
  // The commands wait for the scholarships table, as the site does: a projector runs it.
  projector = await startProjector([scholarshipsProjection, usersProjection]);
  const editor = await registerUser(
    { firstName: "Andre", lastName: "Baptiste", email: "andre.history@example.com", password: "a long editor phrase" },
    { actor: "system", requestId: "history-test" },
  );
  by = { actor: editor.id, requestId: "history-test" };
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("a scholarship's editorial history", () => {
  it("after create, revise ×2, activate and restore: the history names the editor and each change, /funding shows the restored text, and a replay equals the live table", async () => {
    const { scholarship } = await createScholarship(edit(), by, "2026-11-20");
    await reviseScholarship(scholarship.id, edit({ amount: "Half tuition" }), 1, by, "2026-11-21");
    await reviseScholarship(scholarship.id, edit({ amount: "Half tuition", title: "Harbour Lights Grant" }), 2, by, "2026-11-22");
    await reviseScholarship(scholarship.id, edit({ amount: "Half tuition", title: "Harbour Lights Grant", isActive: "on" }), 3, by, "2026-11-22");
    expect(await restoreScholarshipVersion(scholarship.id, 1, 4, by)).toEqual({ version: 5, changed: true });

    const history = (await scholarshipHistory(scholarship.id, userDisplayNames))!;
    expect(history).toMatchObject({ id: scholarship.id, title: "Harbour Lights Award", version: 5, deleted: false });
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by])).toEqual([
      [5, "Restored version 1", "Andre Baptiste (andre.history@example.com)"],
      [4, "Revised", "Andre Baptiste (andre.history@example.com)"],
      [3, "Revised", "Andre Baptiste (andre.history@example.com)"],
      [2, "Revised", "Andre Baptiste (andre.history@example.com)"],
      [1, "Listed", "Andre Baptiste (andre.history@example.com)"],
    ]);
    // The restore brings back version 1's words and its verified date; it stays active, as it is now.
    expect(history.revisions[0]!.changes).toEqual([
      { label: "Title", kind: "value", before: "Harbour Lights Grant", after: "Harbour Lights Award" },
      { label: "Amount", kind: "value", before: "Half tuition", after: "Full tuition" },
      { label: "Last verified", kind: "value", before: "2026-11-22", after: "2026-11-20" },
    ]);
    expect(history.revisions[1]!.changes).toEqual([{ label: "Status", kind: "value", before: "Inactive", after: "Active" }]);
    expect((await readStream(db(), `scholarship-${scholarship.id}`)).at(-1)).toMatchObject({
      type: "ScholarshipRevised",
      metadata: { actor: by.actor, restoredFromVersion: 1 },
    });
    expect(await adminScholarship(scholarship.id, "2026-11-24")).toMatchObject({ title: "Harbour Lights Award", amount: "Full tuition", isActive: true });
    expect((await listScholarships({ q: "Harbour Lights" })).map((listed) => listed.title)).toContain("Harbour Lights Award");

    await catchUp(scholarshipsProjection);
    const live = await db().selectFrom("scholarships").selectAll().orderBy("id").execute();
    await rebuildProjection(scholarshipsProjection);
    expect(await db().selectFrom("scholarships").selectAll().orderBy("id").execute()).toEqual(live);
  });

  it("refuses a stale expected version, an unknown version and a deleted scholarship, writing nothing", async () => {
    const { scholarship } = await createScholarship(edit({ title: "Stale Restore Award" }), by);
    await reviseScholarship(scholarship.id, edit({ title: "Stale Restore Award", amount: "Books" }), 1, by);
    await expect(restoreScholarshipVersion(scholarship.id, 1, 1, by)).rejects.toBeInstanceOf(EditConflictError);
    await expect(restoreScholarshipVersion(scholarship.id, 9, 2, by)).rejects.toBeInstanceOf(VersionNotFoundError);
    await deleteScholarship(scholarship.id, by);
    await expect(restoreScholarshipVersion(scholarship.id, 1, 3, by)).rejects.toBeInstanceOf(EntryNotFoundError);
    expect((await readStream(db(), `scholarship-${scholarship.id}`)).map((event) => event.type)).toEqual([
      "ScholarshipListed",
      "ScholarshipRevised",
      "ScholarshipDeleted",
    ]);
    expect(await scholarshipHistory(scholarship.id, userDisplayNames)).toMatchObject({
      deleted: true,
      publicPath: null,
      revisions: [{ change: "Deleted", restorable: false }, {}, {}],
    });
    expect(await scholarshipHistory("scholarship_never", userDisplayNames)).toBeNull();
  });
});
