import { randomBytes } from "node:crypto";
import {
  contentAtVersion,
  foldState,
  handleCommand,
  liveContent,
  readStream,
  seedSyncDecider,
  syncToDesired,
  type Actor,
  type EditProblems,
  type SyncOutcome,
} from "../eventstore/index.ts";
import { listPathways } from "../catalog/index.ts";
import { firstFreeSlug, slugify, todayUtc } from "../platform/index.ts";
import { db } from "./db.ts";
import { restoredScholarship, scholarshipDecider, scholarshipEditorialDecider, scholarshipEditorialRules } from "./decide.ts";
import { applyScholarshipEdit, type ScholarshipEdit } from "./editorial.ts";
import { scholarshipStream } from "./events.ts";
import { scholarshipsProjection } from "./projection.ts";
import type { Scholarship } from "./schemas.ts";

/**
 * Makes a seeded scholarship read as desired, appending only what changed,
 * unless someone other than the syncing actor (an admin) has edited or deleted
 * it: then the editor's version stands (see seedSyncDecider).
 */
export function syncScholarship(desired: Scholarship, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(seedSyncDecider(scholarshipDecider, by.actor), scholarshipStream(desired.id), desired, by);
}

/** Said next to the pathway field when the catalogue does not know the pathway. */
export const UNKNOWN_PATHWAY_MESSAGE = "Choose a pathway from the list.";

/** A pathway id the catalogue does not know is a problem on its field (the decider refuses it, nothing written). */
async function pathwayProblems({ pathwayId }: { pathwayId: string | null }): Promise<EditProblems> {
  if (pathwayId === null) return {};
  const pathways = await listPathways();
  return pathways.some((pathway) => pathway.id === pathwayId) ? {} : { pathwayId: UNKNOWN_PATHWAY_MESSAGE };
}

/** A slug no other scholarship has: the title's, then with -2, -3... (the read table's slug is unique). */
async function freeSlug(title: string): Promise<string> {
  const base = slugify(title, "scholarship");
  const taken = new Set(
    (
      await db()
        .selectFrom("scholarships")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  return firstFreeSlug(base, taken);
}

/** The scholarship as its events say (never the read table, which may lag): what an edit form starts from. */
export async function scholarshipForEditing(id: string): Promise<{ scholarship: Scholarship; version: number } | null> {
  const state = foldState(scholarshipEditorialDecider, await readStream(db(), scholarshipStream(id)));
  const scholarship = liveContent(state);
  return scholarship ? { scholarship, version: state.version } : null;
}

/** Lists a new scholarship from the admin form; the list shows it when this returns. */
export async function createScholarship(edit: ScholarshipEdit, by: Actor, on = todayUtc()): Promise<{ scholarship: Scholarship; version: number }> {
  const problems = await pathwayProblems(edit);
  const identity = { id: `scholarship_${randomBytes(8).toString("hex")}`, slug: await freeSlug(edit.title) };
  const scholarship = applyScholarshipEdit(null, edit, identity, on);
  const result = await handleCommand(scholarshipEditorialDecider, scholarshipStream(identity.id), { kind: "create", content: scholarship, problems }, by, {
    waitFor: [scholarshipsProjection],
  });
  return { scholarship, version: result.state.version };
}

/**
 * Revises a scholarship from the version the editor read: a stale version is
 * refused with EditConflictError (nothing written; the form keeps
 * what was typed), an unknown or deleted one with EntryNotFoundError, an
 * unknown pathway with EditInvalidError.
 */
export async function reviseScholarship(
  id: string,
  edit: ScholarshipEdit,
  expectedVersion: number,
  by: Actor,
  on = todayUtc(),
): Promise<{ scholarship: Scholarship; version: number }> {
  const problems = await pathwayProblems(edit);
  const current = await scholarshipForEditing(id);
  const scholarship = applyScholarshipEdit(
    current?.scholarship ?? null,
    edit,
    { id, slug: current?.scholarship.slug ?? slugify(edit.title, "scholarship") },
    on,
  );
  const result = await handleCommand(
    scholarshipEditorialDecider,
    scholarshipStream(id),
    { kind: "revise", content: scholarship, expectedVersion, problems },
    by,
    {
      waitFor: [scholarshipsProjection],
      retries: 0,
    },
  );
  return { scholarship: result.state.content ?? scholarship, version: result.state.version };
}

/** Deletes a scholarship (a ScholarshipDeleted event: its history stays); an unknown id is EntryNotFoundError. */
export async function deleteScholarship(id: string, by: Actor, expectedVersion?: number): Promise<void> {
  await handleCommand(scholarshipEditorialDecider, scholarshipStream(id), { kind: "delete", expectedVersion }, by, { waitFor: [scholarshipsProjection] });
}

/**
 * Brings back the content of an earlier version as a new ScholarshipRevised
 * (decision 0016), from the version the editor was looking at: a stale one is
 * EditConflictError, a version the stream lacks VersionNotFoundError, an
 * unknown or deleted scholarship EntryNotFoundError, an old pathway the
 * catalogue no longer has EditInvalidError; nothing is written then. Whether it is active and
 * featured stays as it is now. `changed` is false when it already read so.
 */
export async function restoreScholarshipVersion(
  id: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
): Promise<{ version: number; changed: boolean }> {
  const state = foldState(scholarshipEditorialDecider, await readStream(db(), scholarshipStream(id)));
  const current = liveContent(state);
  // The decider refuses a missing scholarship or version itself; the pathway is checked only when there is content to check.
  const problems =
    current && fromVersion >= 1 && fromVersion <= state.version
      ? await pathwayProblems(restoredScholarship(current, contentAtVersion(scholarshipEditorialRules, state, fromVersion)))
      : {};
  const result = await handleCommand(scholarshipEditorialDecider, scholarshipStream(id), { kind: "restore", fromVersion, expectedVersion, problems }, by, {
    waitFor: [scholarshipsProjection],
    retries: 0,
  });
  return { version: result.state.version, changed: result.events.length > 0 };
}
