import { randomBytes } from "node:crypto";
import {
  contentAtVersion,
  editorialRevisions,
  foldState,
  handleCommand,
  isRestorable,
  liveContent,
  readStream,
  syncToDesired,
  userActors,
  type Actor,
  type EditorialHistoryRules,
  type EditorialState,
  type EditProblems,
  type SyncOutcome,
} from "../../eventstore/index.ts";
import { firstFreeSlug, slugify } from "../../platform/index.ts";
import { db } from "./db.ts";
import { programmeEditorialDecider, programmeEditorialRules, programmeSeedDecider } from "./decide.ts";
import { applyProgrammeEdit, PROGRAMME_FIELD_MESSAGES, type ProgrammeEdit } from "./editor.ts";
import { programmeStream } from "./events.ts";
import { programmesProjection } from "./projection.ts";
import { programmeSlugsOfSchool } from "./queries.ts";
import type { Programme } from "./schemas.ts";

/*
 * Programme records' commands: the seed's sync, and the admin editor's
 * create, revise from the version read, restore and history on the shared
 * editorial decider (decision 0040). Each editor command waits for the
 * programmes' read table so the next page shows the change.
 */

const options = { waitFor: [programmesProjection], retries: 0 };
const validId = (id: string) => /^[\w-]{1,160}$/.test(id);

/**
 * Makes a programme read as `desired` (the seed's path), appending only what
 * changed, unless an editor or an import has changed it: then theirs stands.
 */
export function syncProgramme(desired: Programme, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(programmeSeedDecider(by.actor), programmeStream(desired.id), desired, by);
}

export async function programmeState(id: string): Promise<EditorialState<Programme>> {
  return foldState(programmeEditorialDecider, await readStream(db(), programmeStream(id)));
}

/** The programme as its events say (never the read table, which may lag): what an edit form starts from. */
export async function programmeForEditing(id: string): Promise<{ programme: Programme; version: number } | null> {
  if (!validId(id)) return null;
  const state = await programmeState(id);
  const programme = liveContent(state);
  return programme ? { programme, version: state.version } : null;
}

/** What the catalogue must hold for a record: its school, its fields of study, and no other programme of the school with its name. */
export async function programmeProblems(programme: Programme): Promise<EditProblems> {
  const [school, pathways, sameName] = await Promise.all([
    db().selectFrom("schools").select("id").where("id", "=", programme.schoolId).executeTakeFirst(),
    programme.fields.length ? db().selectFrom("pathways").select("slug").where("slug", "in", programme.fields).execute() : Promise.resolve([]),
    db()
      .selectFrom("programmes")
      .select("id")
      .where("school_id", "=", programme.schoolId)
      .where("id", "!=", programme.id)
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", programme.name.toLowerCase()))
      .executeTakeFirst(),
  ]);
  const problems: Record<string, string> = {};
  if (!school) problems.schoolId = PROGRAMME_FIELD_MESSAGES.schoolUnknown;
  const known = new Set(pathways.map((pathway) => pathway.slug));
  const unknown = programme.fields.filter((slug) => !known.has(slug));
  if (unknown.length) problems.fields = PROGRAMME_FIELD_MESSAGES.fieldUnknown(unknown.join(", "));
  if (sameName) problems.name = PROGRAMME_FIELD_MESSAGES.nameTaken;
  return problems;
}

/** A slug no other programme of the school has: the name's, then with -2, -3... */
export async function freeProgrammeSlug(schoolId: string, name: string): Promise<string> {
  return firstFreeSlug(slugify(name, "programme"), await programmeSlugsOfSchool(schoolId));
}

export const newProgrammeId = () => `programme_${randomBytes(8).toString("hex")}`;

/** Adds a programme from the admin form; its school's page lists it once this returns. Its slug comes from its name and never changes. */
export async function createProgramme(edit: ProgrammeEdit, by: Actor): Promise<{ programme: Programme; version: number }> {
  const programme = applyProgrammeEdit(edit, { id: newProgrammeId(), slug: await freeProgrammeSlug(edit.schoolId, edit.name) });
  const result = await handleCommand(
    programmeEditorialDecider,
    programmeStream(programme.id),
    { kind: "create", content: programme, problems: await programmeProblems(programme) },
    by,
    options,
  );
  return { programme, version: result.state.version };
}

/**
 * Revises a programme from the version the editor read: a stale version is
 * EditConflictError, an unknown one EntryNotFoundError, an unknown school or
 * field EditInvalidError; nothing is written then. Its id, school and address never change.
 */
export async function reviseProgramme(id: string, edit: ProgrammeEdit, expectedVersion: number, by: Actor): Promise<{ programme: Programme; version: number }> {
  const current = await programmeForEditing(id);
  const programme = applyProgrammeEdit(
    { ...edit, schoolId: current?.programme.schoolId ?? edit.schoolId },
    { id, slug: current?.programme.slug ?? slugify(edit.name, "programme") },
  );
  const result = await handleCommand(
    programmeEditorialDecider,
    programmeStream(id),
    { kind: "revise", content: programme, expectedVersion, problems: current ? await programmeProblems(programme) : {} },
    by,
    options,
  );
  return { programme: liveContent(result.state) ?? programme, version: result.state.version };
}

/** Brings back an earlier version's facts as a new revision, checking what that version names first. */
export async function restoreProgrammeVersion(
  id: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
): Promise<{ version: number; changed: boolean }> {
  const state = await programmeState(id);
  const current = liveContent(state);
  const problems =
    current && fromVersion >= 1 && fromVersion <= state.version
      ? await programmeProblems(programmeEditorialRules.restore(current, contentAtVersion(programmeEditorialRules, state, fromVersion)))
      : {};
  const result = await handleCommand(programmeEditorialDecider, programmeStream(id), { kind: "restore", fromVersion, expectedVersion, problems }, by, options);
  return { version: result.state.version, changed: result.events.length > 0 };
}

const read = (field: (programme: Programme) => string | null) => (state: EditorialState<Programme>) => (state.content ? field(state.content) : null);

const historyRules: EditorialHistoryRules<EditorialState<Programme>> = {
  evolver: programmeEditorialDecider,
  changeWords: { ProgrammeAdded: "Added", ProgrammeRevised: "Revised" },
  fields: [
    { label: "Name", read: read((programme) => programme.name) },
    { label: "Level", read: read((programme) => programme.level) },
    { label: "Fields of study", read: read((programme) => programme.fields.join(", ") || null) },
    { label: "Duration", read: read((programme) => (programme.duration ? `${programme.duration.months} months (${programme.duration.text})` : null)) },
    { label: "Start months", read: read((programme) => programme.startMonths.join(", ") || null) },
    { label: "CXC prerequisites", read: read((programme) => programme.cxcPrerequisites), long: true },
    {
      label: "Yearly fee",
      read: read((programme) =>
        programme.fee ? `${programme.fee.currency} ${programme.fee.amount} (${programme.fee.cycle ?? "no cycle"}): ${programme.fee.text}` : null,
      ),
      long: true,
    },
    {
      label: "Source",
      read: read((programme) => (programme.source ? `${programme.source.url} (${programme.source.confidence}, checked ${programme.source.verifiedOn})` : null)),
    },
    { label: "Active", read: read((programme) => (programme.isActive ? "Yes" : "No")) },
  ],
  restorable: (snapshot, current) => isRestorable(programmeEditorialRules, snapshot, current),
};

export interface ProgrammeHistory {
  id: string;
  title: string;
  version: number;
  publicPath: string;
  revisions: ReturnType<typeof editorialRevisions>;
}

/** A programme's editorial history (seeded changes included); null for an id that never existed. Editors' names come from `displayNames`. */
export async function programmeHistory(
  id: string,
  displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<ProgrammeHistory | null> {
  if (!validId(id)) return null;
  const events = await readStream(db(), programmeStream(id));
  const current = events.reduce(historyRules.evolver.evolve, historyRules.evolver.initialState());
  if (!current.content) return null;
  const school = await db().selectFrom("schools").select("slug").where("id", "=", current.content.schoolId).executeTakeFirst();
  return {
    id,
    title: current.content.name,
    version: current.version,
    publicPath: school ? `/schools/${school.slug}#programme-${current.content.slug}` : "/schools",
    revisions: editorialRevisions(historyRules, events, await displayNames(userActors(events))),
  };
}
