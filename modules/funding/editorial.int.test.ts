import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { scholarships as seedScholarships } from "../../infra/seed/funding/scholarships.ts";
import { closeProjectionsQueue, EditConflictError, EditInvalidError, EntryNotFoundError, readStream, rebuildProjection } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import {
  adminScholarship,
  adminScholarships,
  createScholarship,
  deleteScholarship,
  listScholarships,
  reviseScholarship,
  scholarshipFormSchema,
  scholarshipForEditing,
  scholarshipsProjection,
  syncScholarship,
  type ScholarshipEdit,
} from "./index.ts";

const seedActor = { actor: "system", requestId: "editorial-seed" };
const admin = { actor: "admin-user-1", requestId: "editorial-admin" };
const otherAdmin = { actor: "admin-user-2", requestId: "editorial-admin-2" };

const edit = (overrides: Record<string, string> = {}): ScholarshipEdit => {
  const { expectedVersion: _version, ...parsed } = scholarshipFormSchema.parse({
    title: "Island Futures Award",
    description: "A Study Compass test award.",
    provider: "Study Compass test fund",
    amount: "Full tuition",
    isActive: "on",
    ...overrides,
  });
  return parsed;
};

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  // The commands wait for the scholarships table, as the site does: a projector runs it.
  projector = await startProjector([scholarshipsProjection]);
  for (const scholarship of seedScholarships.slice(0, 3)) await syncScholarship(scholarship, seedActor);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("admin editing of scholarships", () => {
  it("creates one with a unique slug, readable at once in the admin list, with the admin as the events' actor", async () => {
    const first = await createScholarship(edit(), admin, "2026-11-24");
    const second = await createScholarship(edit(), admin, "2026-11-24");
    expect(first.scholarship.slug).toBe("island-futures-award");
    expect(second.scholarship.slug).toBe("island-futures-award-2");
    expect(first.version).toBe(1);
    const listed = await adminScholarship(first.scholarship.id);
    expect(listed).toMatchObject({ title: "Island Futures Award", lastVerifiedOn: "2026-11-24", isActive: true, currency: "USD" });
    const events = await readStream(db(), `scholarship-${first.scholarship.id}`);
    expect(events.map((event) => [event.type, event.metadata.actor])).toEqual([["ScholarshipListed", admin.actor]]);
  });

  it("refuses a stale expected version and writes nothing; the current version still saves", async () => {
    const { scholarship } = await createScholarship(edit({ title: "Conflict Award" }), admin);
    await reviseScholarship(scholarship.id, edit({ title: "Conflict Award (first save)" }), 1, otherAdmin);
    await expect(reviseScholarship(scholarship.id, edit({ title: "Conflict Award (stale save)" }), 1, admin)).rejects.toEqual(
      new EditConflictError("scholarship", 2, 1),
    );
    expect((await scholarshipForEditing(scholarship.id))?.scholarship.title).toBe("Conflict Award (first save)");
    expect(await readStream(db(), `scholarship-${scholarship.id}`)).toHaveLength(2);
    await reviseScholarship(scholarship.id, edit({ title: "Conflict Award (stale save)" }), 2, admin);
    expect((await adminScholarship(scholarship.id))?.title).toBe("Conflict Award (stale save)");
  });

  it("refuses an unknown pathway and an unknown id, writing nothing", async () => {
    await expect(createScholarship(edit({ title: "Pathway Award", pathwayId: "pathway_nowhere" }), admin)).rejects.toBeInstanceOf(EditInvalidError);
    expect(await adminScholarships({ q: "Pathway Award" })).toEqual([]);
    await expect(reviseScholarship("scholarship_missing", edit(), 1, admin)).rejects.toBeInstanceOf(EntryNotFoundError);
    await expect(deleteScholarship("scholarship_missing", admin)).rejects.toBeInstanceOf(EntryNotFoundError);
  });

  it("filters the admin list by search, status and amount, combined", async () => {
    const { scholarship: hidden } = await createScholarship(edit({ title: "Quiet Partial Grant", amount: "Partial tuition" }), admin);
    await reviseScholarship(hidden.id, { ...edit({ title: "Quiet Partial Grant", amount: "Partial tuition" }), isActive: false }, 1, admin);
    const ids = async (filter: Parameters<typeof adminScholarships>[0]) => (await adminScholarships(filter)).map((entry) => entry.id);
    expect(await ids({ q: "quiet partial", status: "inactive", amount: "partial" })).toEqual([hidden.id]);
    expect(await ids({ q: "quiet partial", status: "active" })).toEqual([]);
    expect(await ids({ q: "quiet partial", amount: "full" })).toEqual([]);
    expect(await ids({ q: "STUDY COMPASS TEST FUND", status: "inactive" })).toEqual([hidden.id]);
    // Deactivated: gone from the public list, still in the admin's.
    expect((await listScholarships({ includeClosed: true })).map((entry) => entry.id)).not.toContain(hidden.id);
  });

  it("a re-seed does not overwrite an admin's edit of a seeded scholarship, nor bring back one an admin deleted", async () => {
    const [edited, deleted, untouched] = seedScholarships;
    const current = await scholarshipForEditing(edited!.id);
    await reviseScholarship(
      edited!.id,
      edit({ title: "Edited by an admin", description: edited!.description, provider: edited!.provider }),
      current!.version,
      admin,
    );
    await deleteScholarship(deleted!.id, admin);

    expect(await syncScholarship({ ...edited!, deadlineCycle: "2999 round" }, seedActor)).toBe("unchanged");
    expect(await syncScholarship({ ...deleted!, deadlineCycle: "2999 round" }, seedActor)).toBe("unchanged");
    expect(await syncScholarship({ ...untouched!, deadlineCycle: "2999 round" }, seedActor)).toBe("revised");

    expect((await adminScholarship(edited!.id))?.title).toBe("Edited by an admin");
    expect(await adminScholarship(deleted!.id)).toBeNull();
  });

  it("replaying the events rebuilds the same scholarships table as the live one after a run of edits", async () => {
    const { scholarship } = await createScholarship(edit({ title: "Replay Award" }), admin);
    await reviseScholarship(scholarship.id, edit({ title: "Replay Award", amount: "Partial", deadline: "2030-01-31" }), 1, admin);
    const doomed = await createScholarship(edit({ title: "Replay Doomed Award" }), admin);
    await deleteScholarship(doomed.scholarship.id, admin, 1);
    const snapshot = async () => (await sql`select * from scholarships order by id`.execute(db())).rows;
    const live = await snapshot();
    await rebuildProjection(scholarshipsProjection);
    expect(await snapshot()).toEqual(live);
  });
});
