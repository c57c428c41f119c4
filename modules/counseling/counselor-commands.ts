import { randomBytes } from "node:crypto";
import {
  editorialHistoryOf,
  foldState,
  handleCommand,
  isRestorable,
  liveContent,
  readStream,
  userActors,
  type Actor,
  type EditorialHistory,
  type EditorialHistoryRules,
  type EditorialState,
  type RecordedEvent,
} from "../eventstore/index.ts";
import { counselorFromEdit, type CounselorEdit } from "./counselor-editor.ts";
import { db } from "./db.ts";
import { counselorEditorialDecider, counselorEditorialRules } from "./decide.ts";
import { counselorStream } from "./events.ts";
import { counselorsProjection } from "./projection.ts";
import type { Counselor } from "./schemas.ts";

/*
 * The admin area's counselor commands: create, revise from the version the
 * editor read, restore an earlier version (decision 0016), each through the
 * shared editorial decider, waiting for the counselors' read table so the
 * next page (and /counselors, /guidance) shows the change. A counselor is
 * never deleted: consultation requests name them, so they are made inactive.
 */

const savedAndShown = { waitFor: [counselorsProjection], retries: 0 } as const;

async function counselorState(id: string): Promise<EditorialState<Counselor>> {
  return foldState(counselorEditorialDecider, await readStream(db(), counselorStream(id)));
}

/** The counselor as their events say (never the read table, which may lag): what an edit form starts from. */
export async function counselorForEditing(id: string): Promise<{ counselor: Counselor; version: number } | null> {
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const state = await counselorState(id);
  const counselor = liveContent(state);
  return counselor ? { counselor, version: state.version } : null;
}

export interface SavedCounselor {
  counselor: Counselor;
  /** The stream's version after the save: what the next revision must name. */
  version: number;
}

/** Adds a counselor from the admin form; /counselors and /guidance show them (when active) once this returns. */
export async function createCounselor(edit: CounselorEdit, by: Actor): Promise<SavedCounselor> {
  const counselor = counselorFromEdit(edit, `counselor_${randomBytes(8).toString("hex")}`);
  const result = await handleCommand(counselorEditorialDecider, counselorStream(counselor.id), { kind: "create", content: counselor }, by, savedAndShown);
  return { counselor, version: result.state.version };
}

/**
 * Revises a counselor from the version the editor read: a stale version is
 * EditConflictError, an unknown counselor EntryNotFoundError; nothing is
 * written then. Their id never changes.
 */
export async function reviseCounselor(id: string, edit: CounselorEdit, expectedVersion: number, by: Actor): Promise<SavedCounselor> {
  const counselor = counselorFromEdit(edit, id);
  const result = await handleCommand(
    counselorEditorialDecider,
    counselorStream(id),
    { kind: "revise", content: counselor, expectedVersion },
    by,
    savedAndShown,
  );
  return { counselor: liveContent(result.state) ?? counselor, version: result.state.version };
}

/** Brings back an earlier version's profile as a new revision (decision 0016); whether they are active and featured stays. */
export async function restoreCounselorVersion(
  id: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
): Promise<{ version: number; changed: boolean }> {
  const result = await handleCommand(counselorEditorialDecider, counselorStream(id), { kind: "restore", fromVersion, expectedVersion }, by, savedAndShown);
  return { version: result.state.version, changed: result.events.length > 0 };
}

type CounselorState = EditorialState<Counselor>;
const read = (field: (counselor: Counselor) => string | null) => (state: CounselorState) => (state.content ? field(state.content) : null);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

const counselorHistoryRules: EditorialHistoryRules<CounselorState> = {
  evolver: counselorEditorialDecider,
  changeWords: { CounselorListed: "Added", CounselorRevised: "Revised" },
  fields: [
    { label: "Status", read: read((counselor) => (counselor.isActive ? "Active" : "Inactive")) },
    { label: "Featured", read: read((counselor) => yesNo(counselor.isFeatured)) },
    { label: "Sample profile", read: read((counselor) => yesNo(counselor.isSample)) },
    { label: "Capacity", read: read((counselor) => (counselor.capacity === null ? "No limit" : `${counselor.capacity} open requests`)) },
    { label: "Consultation fee", read: read((counselor) => counselor.consultationFee) },
    { label: "Commission disclosed", read: read((counselor) => counselor.commissionDisclosure), long: true },
    { label: "Name", read: read((counselor) => counselor.name) },
    { label: "Title", read: read((counselor) => counselor.title) },
    { label: "Bio", read: read((counselor) => counselor.bio), long: true },
    { label: "Specializations", read: read((counselor) => counselor.specializations.join("\n")), long: true },
    { label: "Experience", read: read((counselor) => counselor.experience) },
    { label: "Education", read: read((counselor) => counselor.education) },
    { label: "Languages", read: read((counselor) => counselor.languages.join(", ")) },
    { label: "Available hours", read: read((counselor) => counselor.availableHours) },
    { label: "Email", read: read((counselor) => counselor.email) },
    { label: "Phone", read: read((counselor) => counselor.phone) },
    { label: "Profile image URL", read: read((counselor) => counselor.profileImageUrl) },
  ],
  restorable: (snapshot, current) => isRestorable(counselorEditorialRules, snapshot, current),
};

/** A counselor's history from their events (pure): null when the stream is empty. */
export function counselorHistoryOf(id: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): EditorialHistory | null {
  return editorialHistoryOf(counselorHistoryRules, id, events, userNames, (counselor) => ({
    title: counselor.name,
    publicPath: counselor.isActive ? "/counselors" : null,
  }));
}

/**
 * A counselor's editorial history (seeded changes included); null for an id
 * that never existed. Editors' names come from `displayNames` (identity's,
 * handed in by the caller).
 */
export async function counselorHistory(
  id: string,
  displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<EditorialHistory | null> {
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const events = await readStream(db(), counselorStream(id));
  return counselorHistoryOf(id, events, await displayNames(userActors(events)));
}
