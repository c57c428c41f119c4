import { randomBytes } from "node:crypto";
import {
  contentAtVersion,
  editorialRevisions,
  EditInvalidError,
  foldState,
  handleCommand,
  isRestorable,
  liveContent,
  readStream,
  userActors,
  type Actor,
  type Decider,
  type EditorialCommand,
  type EditorialHistoryRules,
  type EditorialRevision,
  type EditorialRules,
  type EditorialState,
  type EditProblems,
} from "../eventstore/index.ts";
import { firstFreeSlug, renderMarkdown, slugify, todayUtc } from "../platform/index.ts";
import { db } from "./db.ts";
import { destinationEditorialDecider, destinationEditorialRules, pathwayEditorialDecider, pathwayEditorialRules } from "./decide.ts";
import { applyDestinationEdit, destinationSlugTakenMessage, type DestinationEdit, type NewDestinationEdit } from "./destination-editor.ts";
import { catalogEntryKinds } from "./events.ts";
import { applyPathwayEdit, careerLine, PATHWAY_FIELD_MESSAGES, type PathwayEdit } from "./pathway-editor.ts";
import { catalogProjection } from "./projection.ts";
import { QUICK_FACT_LABELS, SOURCE_CONFIDENCE_LABELS } from "./school-editor.ts";
import type { Destination, Pathway } from "./schemas.ts";

/*
 * The admin area's destination and pathway commands, on the shared editorial
 * decider like schools' (school-commands.ts): revise from the version the
 * editor read, restore an earlier version (decision 0016), create one;
 * each waits for the catalogue's read tables so the next page shows it.
 * Neither is ever deleted: schools, articles and students' plans name them.
 */

type Editorial<Content> = Decider<EditorialCommand<Content>, EditorialState<Content>>;

const options = { waitFor: [catalogProjection], retries: 0 };
const validId = (id: string) => /^[\w-]{1,100}$/.test(id);

async function stateOf<Content>(decider: Editorial<Content>, stream: string): Promise<EditorialState<Content>> {
  return foldState(decider, await readStream(db(), stream));
}

async function forEditing<Content>(decider: Editorial<Content>, stream: string): Promise<{ content: Content; version: number } | null> {
  const state = await stateOf(decider, stream);
  const content = liveContent(state);
  return content ? { content, version: state.version } : null;
}

/** The guide's markdown must render the way the projection will render it. */
async function markdownProblems(content: string): Promise<Record<string, string>> {
  try {
    await renderMarkdown(content);
    return {};
  } catch (error) {
    return { content: `The content could not be read as markdown: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}.` };
  }
}

/** Brings back an earlier version as a new revision, checking what that version names first. */
async function restoreVersion<Content>(
  decider: Editorial<Content>,
  rules: EditorialRules<Content>,
  stream: string,
  fromVersion: number,
  expectedVersion: number,
  by: Actor,
  problemsOf: (restored: Content) => Promise<EditProblems>,
): Promise<{ version: number; changed: boolean }> {
  const state = await stateOf(decider, stream);
  const current = liveContent(state);
  // The decider refuses a missing entry or version itself; references are checked only when there is content to check.
  const problems =
    current && fromVersion >= 1 && fromVersion <= state.version ? await problemsOf(rules.restore(current, contentAtVersion(rules, state, fromVersion))) : {};
  const result = await handleCommand(decider, stream, { kind: "restore", fromVersion, expectedVersion, problems }, by, options);
  return { version: result.state.version, changed: result.events.length > 0 };
}

export interface CatalogEntryHistory {
  id: string;
  /** Its latest name. */
  title: string;
  /** The stream's version now: what a restore must name as expected. */
  version: number;
  deleted: boolean;
  publicPath: string;
  /** Newest first. */
  revisions: EditorialRevision[];
}

async function historyOf<Content extends { name: string; slug: string }>(
  id: string,
  stream: string,
  historyRules: EditorialHistoryRules<EditorialState<Content>>,
  publicPath: (slug: string) => string,
  displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>,
): Promise<CatalogEntryHistory | null> {
  if (!validId(id)) return null;
  const events = await readStream(db(), stream);
  const current = events.reduce(historyRules.evolver.evolve, historyRules.evolver.initialState());
  if (!current.content) return null;
  return {
    id,
    title: current.content.name,
    version: current.version,
    deleted: current.deleted,
    publicPath: publicPath(current.content.slug),
    revisions: editorialRevisions(historyRules, events, await displayNames(userActors(events))),
  };
}

const read =
  <Content>(field: (content: Content) => string | null) =>
  (state: EditorialState<Content>) =>
    state.content ? field(state.content) : null;
const lines = (list: readonly string[]) => (list.length ? list.join("\n") : null);

// Destinations ---------------------------------------------------------------

const destinationStream = catalogEntryKinds.destination.stream;

/** The destination as its events say (never the read table, which may lag): what an edit form starts from. */
export async function destinationForEditing(id: string): Promise<{ destination: Destination; version: number } | null> {
  if (!validId(id)) return null;
  const found = await forEditing(destinationEditorialDecider, destinationStream(id));
  return found && { destination: found.content, version: found.version };
}

/**
 * Revises a destination from the version the editor read: a stale version is
 * EditConflictError, an unknown one EntryNotFoundError, a bad shared fact or
 * guide EditInvalidError; nothing is written then. Its id and address never change.
 */
export async function reviseDestination(
  id: string,
  edit: DestinationEdit,
  expectedVersion: number,
  by: Actor,
  today = todayUtc(),
): Promise<{ destination: Destination; version: number }> {
  const current = await destinationForEditing(id);
  const applied = applyDestinationEdit(edit, { id, slug: current?.destination.slug ?? slugify(edit.name, "destination") }, today);
  if ("problems" in applied) throw new EditInvalidError(applied.problems);
  const result = await handleCommand(
    destinationEditorialDecider,
    destinationStream(id),
    { kind: "revise", content: applied.destination, expectedVersion, problems: await markdownProblems(applied.destination.content) },
    by,
    options,
  );
  return { destination: liveContent(result.state) ?? applied.destination, version: result.state.version };
}

/**
 * Adds a destination from the admin form, as the seed adds one (DestinationAdded), with the admin
 * as actor; /destinations and its page show it once this returns. Its address is the typed slug,
 * else the name's, and never changes; one another destination has is refused beside the slug
 * field (EditInvalidError, with every other problem found), and nothing is written.
 */
export async function createDestination(edit: NewDestinationEdit, by: Actor, today = todayUtc()): Promise<{ destination: Destination; version: number }> {
  const { slug: typedSlug, ...fields } = edit;
  const slug = typedSlug ?? slugify(edit.name, "destination");
  const owner = await db().selectFrom("destinations").select("id").where("slug", "=", slug).executeTakeFirst();
  const slugProblems: Record<string, string> = owner ? { slug: destinationSlugTakenMessage(slug) } : {};
  const applied = applyDestinationEdit(fields, { id: `dest_${randomBytes(8).toString("hex")}`, slug }, today);
  if ("problems" in applied) throw new EditInvalidError({ ...applied.problems, ...slugProblems });
  const result = await handleCommand(
    destinationEditorialDecider,
    destinationStream(applied.destination.id),
    { kind: "create", content: applied.destination, problems: { ...(await markdownProblems(applied.destination.content)), ...slugProblems } },
    by,
    options,
  );
  return { destination: applied.destination, version: result.state.version };
}

/** Brings back an earlier version's words and facts as a new revision; whether it is listed as popular stays. */
export function restoreDestinationVersion(id: string, fromVersion: number, expectedVersion: number, by: Actor) {
  return restoreVersion(destinationEditorialDecider, destinationEditorialRules, destinationStream(id), fromVersion, expectedVersion, by, (restored) =>
    markdownProblems(restored.content),
  );
}

const destinationRead = read<Destination>;

const destinationHistoryRules: EditorialHistoryRules<EditorialState<Destination>> = {
  evolver: destinationEditorialDecider,
  changeWords: { DestinationAdded: "Added", DestinationRevised: "Revised" },
  fields: [
    { label: "Name", read: destinationRead((destination) => destination.name) },
    { label: "Popular", read: destinationRead((destination) => (destination.isPopular ? "Yes" : "No")) },
    { label: "Caribbean", read: destinationRead((destination) => (destination.isCaribbean ? "Yes" : "No")) },
    { label: "Description", read: destinationRead((destination) => destination.description), long: true },
    { label: "Image URL", read: destinationRead((destination) => destination.imageUrl) },
    { label: "Currency", read: destinationRead((destination) => destination.facts.currency) },
    { label: "Languages", read: destinationRead((destination) => lines(destination.facts.languages)), long: true },
    { label: "Student visa", read: destinationRead((destination) => destination.facts.studentVisa), long: true },
    { label: "Work rights", read: destinationRead((destination) => destination.facts.workRights), long: true },
    { label: "Academic year", read: destinationRead((destination) => destination.facts.academicYear) },
    { label: "Best time to apply", read: destinationRead((destination) => destination.facts.bestTimeToApply) },
    { label: "Tuition (undergraduate)", read: destinationRead((destination) => destination.facts.tuitionInternationalUndergrad) },
    { label: "Tuition (postgraduate)", read: destinationRead((destination) => destination.facts.tuitionInternationalPostgrad) },
    { label: "Living costs a month", read: destinationRead((destination) => destination.facts.livingCostsMonthly) },
    { label: "Official study information", read: destinationRead((destination) => destination.facts.officialStudyInfoUrl) },
    {
      label: "Facts every school shares",
      read: destinationRead(
        (destination) =>
          destination.facts.schoolFacts
            .map((fact) =>
              [
                `${QUICK_FACT_LABELS[fact.key]}, ${fact.appliesTo}:`,
                ...fact.statements.map(
                  (statement) =>
                    `${statement.text} (${statement.cycle ?? "no cycle"}; ${SOURCE_CONFIDENCE_LABELS[statement.confidence]} ${statement.sourceUrl}, checked ${statement.verifiedOn})`,
                ),
              ].join("\n"),
            )
            .join("\n") || null,
      ),
      long: true,
    },
    { label: "Guide", read: destinationRead((destination) => destination.content), long: true },
  ],
  restorable: (snapshot, current) => isRestorable(destinationEditorialRules, snapshot, current),
};

/** A destination's editorial history (seeded changes included); null for an id that never existed. Editors' names come from `displayNames`. */
export function destinationHistory(id: string, displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>) {
  return historyOf(id, destinationStream(id), destinationHistoryRules, (slug) => `/destinations/${slug}`, displayNames);
}

// Pathways -------------------------------------------------------------------

const pathwayStream = catalogEntryKinds.pathway.stream;

/** The pathway as its events say: what an edit form starts from. */
export async function pathwayForEditing(id: string): Promise<{ pathway: Pathway; version: number } | null> {
  if (!validId(id)) return null;
  const found = await forEditing(pathwayEditorialDecider, pathwayStream(id));
  return found && { pathway: found.content, version: found.version };
}

/** Related pathways must exist and not be this one; the guide must render. */
async function pathwayProblems(pathway: Pathway): Promise<EditProblems> {
  const related = pathway.relatedSlugs.length ? await db().selectFrom("pathways").select("slug").where("slug", "in", pathway.relatedSlugs).execute() : [];
  const problems: Record<string, string> = await markdownProblems(pathway.content);
  if (pathway.relatedSlugs.includes(pathway.slug)) problems.relatedSlugs = PATHWAY_FIELD_MESSAGES.relatedSelf;
  else if (related.length !== pathway.relatedSlugs.length) problems.relatedSlugs = PATHWAY_FIELD_MESSAGES.relatedSlugs;
  return problems;
}

/** A slug no other pathway has: the name's, then with -2, -3... */
async function freePathwaySlug(name: string): Promise<string> {
  const base = slugify(name, "pathway");
  const rows = await db()
    .selectFrom("pathways")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Adds a pathway from the admin form; /pathways shows it once this returns. Its slug comes from its name and never changes. */
export async function createPathway(edit: PathwayEdit, by: Actor): Promise<{ pathway: Pathway; version: number }> {
  const pathway = applyPathwayEdit(edit, { id: `pathway_${randomBytes(8).toString("hex")}`, slug: await freePathwaySlug(edit.name) });
  const result = await handleCommand(
    pathwayEditorialDecider,
    pathwayStream(pathway.id),
    { kind: "create", content: pathway, problems: await pathwayProblems(pathway) },
    by,
    options,
  );
  return { pathway, version: result.state.version };
}

/** Revises a pathway from the version the editor read (refusals as reviseDestination's); its id and address never change. */
export async function revisePathway(id: string, edit: PathwayEdit, expectedVersion: number, by: Actor): Promise<{ pathway: Pathway; version: number }> {
  const current = await pathwayForEditing(id);
  const pathway = applyPathwayEdit(edit, { id, slug: current?.pathway.slug ?? slugify(edit.name, "pathway") });
  const result = await handleCommand(
    pathwayEditorialDecider,
    pathwayStream(id),
    { kind: "revise", content: pathway, expectedVersion, problems: current ? await pathwayProblems(pathway) : {} },
    by,
    options,
  );
  return { pathway: liveContent(result.state) ?? pathway, version: result.state.version };
}

/** Brings back an earlier version of a pathway as a new revision. */
export function restorePathwayVersion(id: string, fromVersion: number, expectedVersion: number, by: Actor) {
  return restoreVersion(pathwayEditorialDecider, pathwayEditorialRules, pathwayStream(id), fromVersion, expectedVersion, by, pathwayProblems);
}

const pathwayRead = read<Pathway>;

const pathwayHistoryRules: EditorialHistoryRules<EditorialState<Pathway>> = {
  evolver: pathwayEditorialDecider,
  changeWords: { PathwayAdded: "Added", PathwayRevised: "Revised" },
  fields: [
    { label: "Name", read: pathwayRead((pathway) => pathway.name) },
    { label: "Slug", read: pathwayRead((pathway) => pathway.slug) },
    { label: "Description", read: pathwayRead((pathway) => pathway.description), long: true },
    { label: "Icon", read: pathwayRead((pathway) => pathway.iconClass) },
    { label: "Colour", read: pathwayRead((pathway) => pathway.color) },
    { label: "What you study", read: pathwayRead((pathway) => lines(pathway.whatYouStudy)), long: true },
    { label: "Skills", read: pathwayRead((pathway) => lines(pathway.skills)), long: true },
    { label: "Careers", read: pathwayRead((pathway) => lines(pathway.careers.map(careerLine))), long: true },
    { label: "Typical duration", read: pathwayRead((pathway) => pathway.typicalDuration) },
    { label: "Related pathways", read: pathwayRead((pathway) => pathway.relatedSlugs.join(", ") || null) },
    { label: "Guide", read: pathwayRead((pathway) => pathway.content), long: true },
  ],
  restorable: (snapshot, current) => isRestorable(pathwayEditorialRules, snapshot, current),
};

/** A pathway's editorial history (seeded changes included); null for an id that never existed. */
export function pathwayHistory(id: string, displayNames: (userIds: string[]) => Promise<ReadonlyMap<string, string>>) {
  return historyOf(id, pathwayStream(id), pathwayHistoryRules, (slug) => `/pathways/${slug}`, displayNames);
}
