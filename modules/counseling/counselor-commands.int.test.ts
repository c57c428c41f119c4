import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProjector } from "../../workers/projector.ts";
import { seed } from "../../infra/seed/index.ts";
import { seedCounselorProfiles } from "../../infra/seed/counseling/index.ts";
import { catchUp, closeProjectionsQueue, EditConflictError, readStream, rebuildProjection } from "../eventstore/index.ts";
import { registerUser, userDisplayNames, usersProjection } from "../identity/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import {
  adminCounselors,
  ConsultationRefusedError,
  counselorCards,
  counselorForEditing,
  counselorFormSchema,
  counselorFormValues,
  counselorHistory,
  counselorsProjection,
  createCounselor,
  NEW_COUNSELOR_FORM_VALUES,
  requestConsultation,
  restoreCounselorVersion,
  reviseCounselor,
  syncCounselor,
  type CounselorEdit,
} from "./index.ts";

/** The counselor form as a browser posts it, parsed as the action does. */
const edit = (changes: Record<string, unknown>): CounselorEdit => {
  const { expectedVersion: _version, ...parsed } = counselorFormSchema.parse({
    ...NEW_COUNSELOR_FORM_VALUES,
    name: "Renee Charles",
    title: "UK Admissions Adviser",
    bio: "Helps Caribbean students apply to UK universities.",
    specializations: "UK admissions\nScholarships",
    experience: "6 years",
    education: "MA Education",
    email: "renee@counselors.studycompass.example",
    availableHours: "Weekdays after 4 PM AST",
    consultationFee: "USD 60 per session",
    isActive: "on",
    ...changes,
  });
  return parsed;
};

const askFor = (counselorId: string, key: string) =>
  requestConsultation({ counselorId, studentName: "Shanice Thomas", studentEmail: "shanice@example.com", areaOfInterest: "UK admissions" }, key, {
    actor: "anonymous",
    requestId: key,
  });

let projector: Awaited<ReturnType<typeof startProjector>>;
let by: { actor: string; requestId: string };

beforeAll(async () => {
  await seed({ actor: "system", requestId: "seed-counselor-editor-test" }, { directory: false });
  projector = await startProjector([counselorsProjection, usersProjection]);
  const editor = await registerUser(
    { firstName: "Keisha", lastName: "Mohammed", email: "keisha.counselors@example.com", password: "a long editor phrase" },
    { actor: "system", requestId: "counselor-editor-test" },
  );
  by = { actor: editor.id, requestId: "counselor-editor-test" };
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the counselor editor's commands", () => {
  it("creates, revises from the version read, refuses a stale one, restores, and a replay equals the live table", async () => {
    const { counselor, version } = await createCounselor(edit({ capacity: "4" }), by);
    expect(version).toBe(1);
    expect((await counselorCards()).find((card) => card.id === counselor.id)).toMatchObject({ name: "Renee Charles", takingRequests: true });
    expect((await adminCounselors({ q: "renee" })).rows).toMatchObject([{ id: counselor.id, capacity: 4, openRequests: 0, isActive: true }]);

    await reviseCounselor(
      counselor.id,
      edit({ capacity: "4", consultationFee: "USD 75 per session", commissionDisclosure: "Paid 5% by partner universities." }),
      1,
      by,
    );
    await expect(reviseCounselor(counselor.id, edit({ name: "Stale Renee" }), 1, by)).rejects.toEqual(new EditConflictError("counselor", 2, 1));
    const current = await counselorForEditing(counselor.id);
    expect(current?.version).toBe(2);
    expect(counselorFormValues(current!.counselor)).toMatchObject({ consultationFee: "USD 75 per session", capacity: "4" });
    expect((await counselorCards()).find((card) => card.id === counselor.id)?.commissionDisclosure).toBe("Paid 5% by partner universities.");

    // Made inactive: no longer offered to students, still listed for the admin.
    await reviseCounselor(counselor.id, { ...current!.counselor, isActive: false }, 2, by);
    expect((await counselorCards()).some((card) => card.id === counselor.id)).toBe(false);
    expect((await adminCounselors({ q: "renee", status: "inactive" })).total).toBe(1);

    expect(await restoreCounselorVersion(counselor.id, 1, 3, by)).toEqual({ version: 4, changed: true });
    expect((await counselorForEditing(counselor.id))?.counselor).toMatchObject({
      consultationFee: "USD 60 per session",
      commissionDisclosure: null,
      isActive: false,
    });
    const history = (await counselorHistory(counselor.id, userDisplayNames))!;
    expect(history.revisions.map((revision) => [revision.version, revision.change, revision.by])).toEqual([
      [4, "Restored version 1", "Keisha Mohammed (keisha.counselors@example.com)"],
      [3, "Revised", "Keisha Mohammed (keisha.counselors@example.com)"],
      [2, "Revised", "Keisha Mohammed (keisha.counselors@example.com)"],
      [1, "Added", "Keisha Mohammed (keisha.counselors@example.com)"],
    ]);
    expect(history.revisions[2]!.changes.map((change) => change.label)).toEqual(["Consultation fee", "Commission disclosed"]);
    expect((await readStream(db(), `counselor-${counselor.id}`)).at(-1)?.metadata).toMatchObject({ actor: by.actor, restoredFromVersion: 1 });

    await catchUp(counselorsProjection);
    const live = await db().selectFrom("counselors").selectAll().orderBy("id").execute();
    await rebuildProjection(counselorsProjection);
    expect(await db().selectFrom("counselors").selectAll().orderBy("id").execute()).toEqual(live);
  });

  it("given a counselor taking one request, when one is open, then the card says full and another request is refused", async () => {
    const { counselor } = await createCounselor(edit({ name: "Capacity Test", email: "capacity@counselors.studycompass.example", capacity: "1" }), by);
    await askFor(counselor.id, "capacity-test-first");
    await catchUp(counselorsProjection);
    expect((await counselorCards()).find((card) => card.id === counselor.id)?.takingRequests).toBe(false);
    await expect(askFor(counselor.id, "capacity-test-second")).rejects.toBeInstanceOf(ConsultationRefusedError);
  });

  it("given a seeded counselor an admin changed, when the seed runs again, then the admin's version stands", async () => {
    const seeded = seedCounselorProfiles[0]!;
    const found = (await counselorForEditing(seeded.id))!;
    await reviseCounselor(seeded.id, { ...found.counselor, title: "Edited By An Admin" }, found.version, by);
    expect(await syncCounselor({ ...seeded, title: "Improved Seed Title" }, { actor: "system", requestId: "re-seed" })).toBe("unchanged");
    expect((await counselorForEditing(seeded.id))?.counselor.title).toBe("Edited By An Admin");
  });
});
