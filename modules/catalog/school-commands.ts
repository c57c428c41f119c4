import { randomBytes } from "node:crypto";
import {
  contentAtVersion,
  EditInvalidError,
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
  type EditProblems,
  type RecordedEvent,
} from "../eventstore/index.ts";
import { firstFreeSlug, slugify, todayUtc } from "../platform/index.ts";
import { db } from "./db.ts";
import { restoredSchool, schoolEditorialDecider, schoolEditorialRules } from "./decide.ts";
import { cxcEntryInWords } from "./cxc-entry-editor.ts";
import { catalogEntryKinds } from "./events.ts";
import { catalogProjection } from "./projection.ts";
import { applySchoolEdit, QUICK_FACT_LABELS, SCHOOL_FIELD_MESSAGES, SOURCE_CONFIDENCE_LABELS, type SchoolEdit } from "./school-editor.ts";
import { quickFactKeys, type QuickFact, type School } from "./schemas.ts";

/*
 * The admin area's school commands: create, revise from the version the
 * editor read, restore an earlier version (decision 0016), each through the
 * shared editorial decider, waiting for the catalogue's read tables so the
 * next page shows the change. A school is never deleted: students'
 * shortlists name it, so it is made inactive instead.
 */

const schoolStream = catalogEntryKinds.school.stream;

/** A destination or pathway the catalogue does not have, on its field. */
async function referenceProblems(school: Pick<School, "destinationId" | "pathwaySlugs">): Promise<EditProblems> {
  const [destination, pathways] = await Promise.all([
    db().selectFrom("destinations").select("id").where("id", "=", school.destinationId).executeTakeFirst(),
    school.pathwaySlugs.length ? db().selectFrom("pathways").select("slug").where("slug", "in", school.pathwaySlugs).execute() : [],
  ]);
  const problems: Record<string, string> = {};
  if (!destination) problems.destinationId = SCHOOL_FIELD_MESSAGES.destinationId;
  if (pathways.length !== new Set(school.pathwaySlugs).size) problems.pathwaySlugs = SCHOOL_FIELD_MESSAGES.pathwaySlugs;
  return problems;
}

/** The edit as the school's whole content, or EditInvalidError with every fact's problem on its field (nothing written). */
function schoolFrom(edit: SchoolEdit, identity: { id: string; slug: string }, today: string): School {
  const applied = applySchoolEdit(edit, identity, today);
  if ("problems" in applied) throw new EditInvalidError(applied.problems);
  return applied.school;
}

/** A slug no other school has: the name's, then with -2, -3... (the read table's slug is unique). */
async function freeSlug(name: string): Promise<string> {
  const base = slugify(name, "school");
  const taken = new Set(
    (
      await db()
        .selectFrom("schools")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  return firstFreeSlug(base, taken);
}

async function schoolState(id: string): Promise<EditorialState<School>> {
  return foldState(schoolEditorialDecider, await readStream(db(), schoolStream(id)));
}

/** The school as its events say (never the read table, which may lag): what an edit form starts from. */
export async function schoolForEditing(id: string): Promise<{ school: School; version: number } | null> {
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const state = await schoolState(id);
  const school = liveContent(state);
  return school ? { school, version: state.version } : null;
}

export interface SavedSchool {
  school: School;
  /** The stream's version after the save: what the next revision must name. */
  version: number;
}

/** Adds a school from the admin form; public pages show it (when active) once this returns. */
export async function createSchool(edit: SchoolEdit, by: Actor, today = todayUtc()): Promise<SavedSchool> {
  const slug = await freeSlug(edit.name);
  const school = schoolFrom(edit, { id: `school_${randomBytes(8).toString("hex")}`, slug }, today);
  const result = await handleCommand(
    schoolEditorialDecider,
    schoolStream(school.id),
    { kind: "create", content: school, problems: await referenceProblems(school) },
    by,
    { waitFor: [catalogProjection], retries: 0 },
  );
  return { school, version: result.state.version };
}

/**
 * Revises a school from the version the editor read: a stale version is
 * EditConflictError, an unknown school EntryNotFoundError, a bad fact or an
 * unknown destination or pathway EditInvalidError; nothing is written then.
 * Its id and address never change.
 */
export async function reviseSchool(id: string, edit: SchoolEdit, expectedVersion: number, by: Actor, today = todayUtc()): Promise<SavedSchool> {
  const current = await schoolForEditing(id);
  const school = schoolFrom(edit, { id, slug: current?.school.slug ?? slugify(edit.name, "school") }, today);
  const result = await handleCommand(
    schoolEditorialDecider,
    schoolStream(id),
    { kind: "revise", content: school, expectedVersion, problems: await referenceProblems(school) },
    by,
    { waitFor: [catalogProjection], retries: 0 },
  );
  return { school: liveContent(result.state) ?? school, version: result.state.version };
}

/** Brings back an earlier version's facts and words as a new revision (decision 0016); whether it is shown and featured stays. */
export async function restoreSchoolVersion(
  id: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
): Promise<{ version: number; changed: boolean }> {
  const state = await schoolState(id);
  const current = liveContent(state);
  // The decider refuses a missing school or version itself; references are checked only when there is content to check.
  const problems =
    current && fromVersion >= 1 && fromVersion <= state.version
      ? await referenceProblems(restoredSchool(current, contentAtVersion(schoolEditorialRules, state, fromVersion)))
      : {};
  const result = await handleCommand(schoolEditorialDecider, schoolStream(id), { kind: "restore", fromVersion, expectedVersion, problems }, by, {
    waitFor: [catalogProjection],
    retries: 0,
  });
  return { version: result.state.version, changed: result.events.length > 0 };
}

/** A quick fact in words for the history: its status, then each statement with its cycle, source and confidence. */
function factInWords(fact: QuickFact): string {
  if (fact.status === "unverified") return ["Unverified", fact.note].filter(Boolean).join(": ");
  if (fact.status === "not-found") return `Not found on ${fact.checkUrl} (checked ${fact.checkedOn})${fact.note ? `: ${fact.note}` : ""}`;
  return [
    fact.note ? `Verified: ${fact.note}` : "Verified",
    ...fact.statements.map(
      (statement) =>
        `${statement.text} (${statement.cycle ?? "no cycle"}${statement.olderPage ? ", older page" : ""}; ${SOURCE_CONFIDENCE_LABELS[statement.confidence]} ${statement.sourceUrl}, checked ${statement.verifiedOn})`,
    ),
  ].join("\n");
}

type SchoolState = EditorialState<School>;
const read = (field: (school: School) => string | null) => (state: SchoolState) => (state.content ? field(state.content) : null);
const lines = (list: readonly string[]) => (list.length ? list.join("\n") : null);

const schoolHistoryRules: EditorialHistoryRules<SchoolState> = {
  evolver: schoolEditorialDecider,
  changeWords: { SchoolAdded: "Added", SchoolRevised: "Revised" },
  fields: [
    { label: "Status", read: read((school) => (school.isActive ? "Active" : "Inactive")) },
    { label: "Featured", read: read((school) => (school.isFeatured ? "Yes" : "No")) },
    { label: "Name", read: read((school) => school.name) },
    { label: "Slug", read: read((school) => school.slug) },
    { label: "Destination", read: read((school) => school.destinationId) },
    { label: "Type", read: read((school) => school.type) },
    { label: "Description", read: read((school) => school.description), long: true },
    { label: "Location", read: read((school) => school.location) },
    { label: "Established", read: read((school) => (school.established === null ? null : String(school.established))) },
    { label: "Website", read: read((school) => school.website) },
    { label: "Application URL", read: read((school) => school.applicationUrl) },
    { label: "Image URL", read: read((school) => school.imageUrl) },
    { label: "Logo URL", read: read((school) => school.logoUrl) },
    ...quickFactKeys.map((key) => ({ label: QUICK_FACT_LABELS[key], read: read((school) => factInWords(school.quickFacts[key])), long: true })),
    {
      label: "Note for Caribbean applicants",
      read: read((school) => (school.caribbeanApplicants ? `${school.caribbeanApplicants.text}\n${school.caribbeanApplicants.sourceUrl}` : null)),
      long: true,
    },
    { label: "CXC entry minimum", read: read((school) => cxcEntryInWords(school.cxcEntry)), long: true },
    { label: "Programmes", read: read((school) => lines(school.programs)), long: true },
    { label: "Pathways", read: read((school) => school.pathwaySlugs.join(", ") || null) },
    { label: "Ranking", read: read((school) => school.ranking) },
    { label: "Accreditation", read: read((school) => school.accreditation) },
    { label: "Admission requirements", read: read((school) => school.admissionRequirements), long: true },
    { label: "Acceptance rate", read: read((school) => school.acceptanceRate) },
    { label: "Student population", read: read((school) => school.studentPopulation) },
    { label: "International students", read: read((school) => school.internationalStudents) },
    { label: "Campus size", read: read((school) => school.campusSize) },
    { label: "Accommodation", read: read((school) => school.accommodation), long: true },
    { label: "Highlights", read: read((school) => lines(school.highlights)), long: true },
    { label: "Notable alumni", read: read((school) => lines(school.notableAlumni)), long: true },
    { label: "Research areas", read: read((school) => lines(school.researchAreas)), long: true },
    { label: "Contact email", read: read((school) => school.contactEmail) },
    { label: "Contact phone", read: read((school) => school.contactPhone) },
  ],
  restorable: (snapshot, current) => isRestorable(schoolEditorialRules, snapshot, current),
};

/** A school's history from its events (pure): null when the stream is empty. */
export function schoolHistoryOf(id: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): EditorialHistory | null {
  return editorialHistoryOf(schoolHistoryRules, id, events, userNames, (school) => ({
    title: school.name,
    publicPath: school.isActive ? `/schools/${school.slug}` : null,
  }));
}

/**
 * A school's editorial history (seeded changes included); null for an id that
 * never existed. Editors' names come from `displayNames` (identity's: the
 * catalogue cannot import identity, which reads the catalogue).
 */
export async function schoolHistory(id: string, displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>): Promise<EditorialHistory | null> {
  if (!/^[\w-]{1,100}$/.test(id)) return null;
  const events = await readStream(db(), schoolStream(id));
  return schoolHistoryOf(id, events, await displayNames(userActors(events)));
}
