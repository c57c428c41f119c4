import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { articleHistory, restoreArticleVersion } from "@modules/content/index.ts";
import {
  EditConflictError,
  EditInvalidError,
  EntryNotFoundError,
  VersionNotFoundError,
  type Actor,
  type EditorialRevision,
} from "@modules/eventstore/index.ts";
import { restoreScholarshipVersion, scholarshipHistory } from "@modules/funding/index.ts";
import { counselorHistory, restoreCounselorVersion } from "@modules/counseling/index.ts";
import {
  destinationHistory,
  pathwayHistory,
  programmeHistory,
  restoreDestinationVersion,
  restorePathwayVersion,
  restoreProgrammeVersion,
  restoreSchoolVersion,
  schoolHistory,
} from "@modules/catalog/index.ts";
import { userDisplayNames } from "@modules/identity/index.ts";
import { officialFeeHistory, restoreOfficialFeeVersion } from "@modules/portal/index.ts";
import { exclusiveEventHistory, restoreExclusiveEventVersion } from "@modules/portal/index.ts";
import type { Outcome } from "~/components/outcome.tsx";
import { HISTORY_COPY, HISTORY_TOASTS, type HistoryEntity } from "~/components/admin/history/copy.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";
import type { HistoryPageData } from "~/components/admin/history/types.ts";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

/** Shown in UTC and named so: the server renders it, and no browser zone is known without JavaScript. */
const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

interface EntityHistory {
  title: string;
  version: number;
  deleted: boolean;
  publicPath: string | null;
  revisions: EditorialRevision[];
}

const pathOf = (entity: HistoryEntity, id: string, page: "history" | "edit") => `${HISTORY_COPY[entity].backPath}/${encodeURIComponent(id)}/${page}`;

/** A restore's outcome, carried in the redirect's query so the page shows it with or without JavaScript. */
function toastOf(request: Request): Outcome | null {
  return outcomeFromQuery(request, "restored", HISTORY_TOASTS.restored) ?? outcomeFromQuery(request, "unchanged", HISTORY_TOASTS.unchanged);
}

function pageData(entity: HistoryEntity, id: string, history: EntityHistory | null, request: Request) {
  if (!history) throw notFound("private page");
  const page: HistoryPageData = {
    entity,
    id,
    title: history.title,
    version: history.version,
    deleted: history.deleted,
    publicPath: history.publicPath,
    historyPath: pathOf(entity, id, "history"),
    editPath: history.deleted ? null : pathOf(entity, id, "edit"),
    revisions: history.revisions.map((revision) => ({ ...revision, atLabel: `${timeFormat.format(new Date(revision.at))} UTC` })),
    toast: toastOf(request),
  };
  return data(page, { headers: PRIVATE_NO_STORE });
}

/** An article's history page (404 for an id that never existed; a deleted article's history is still shown). */
export async function articleHistoryPage(request: Request, articleId: string) {
  return pageData("article", articleId, await articleHistory(articleId, userDisplayNames), request);
}

/** A scholarship's history page (404 for an id that never existed; a deleted scholarship's history is still shown). */
export async function scholarshipHistoryPage(request: Request, id: string) {
  return pageData("scholarship", id, await scholarshipHistory(id, userDisplayNames), request);
}

/** A school's history page (seeded changes included; 404 for an id that never existed). */
export async function schoolHistoryPage(request: Request, id: string) {
  return pageData("school", id, await schoolHistory(id, userDisplayNames), request);
}

/** An official fee's history page (404 for an id that never existed or a school's own charge). */
export async function officialFeeHistoryPage(request: Request, id: string) {
  const history = await officialFeeHistory(id);
  return pageData("official-fee", id, history ? { ...history, publicPath: null } : null, request);
}

/** An event's history page (404 for an id that never existed; a cancelled event's history is still shown). */
export async function eventHistoryPage(request: Request, id: string) {
  const history = await exclusiveEventHistory(id);
  return pageData("event", id, history && { ...history, deleted: history.cancelled, publicPath: null }, request);
}

/** A counselor's history page (seeded changes included; 404 for an id that never existed). */
export async function counselorHistoryPage(request: Request, id: string) {
  return pageData("counselor", id, await counselorHistory(id, userDisplayNames), request);
}

const restoreForm = z.object({
  fromVersion: z.coerce.number().int().min(1).max(1_000_000),
  expectedVersion: z.coerce.number().int().min(1).max(1_000_000),
});

export interface RestoreReply {
  toast: Outcome;
}

/** What each kind of refusal answers: a message on the page, nothing written; an unknown entity is a 404; anything else is not a refusal. */
function refusalOf(error: unknown): { status: number; toast: Outcome } | "not found" | null {
  if (error instanceof EditConflictError) return { status: 409, toast: HISTORY_TOASTS.conflict(error.noun) };
  if (error instanceof VersionNotFoundError) return { status: 404, toast: HISTORY_TOASTS.unknownVersion(error.noun) };
  if (error instanceof EditInvalidError) return { status: 400, toast: HISTORY_TOASTS.invalid(error.message) };
  return error instanceof EntryNotFoundError ? "not found" : null;
}

async function restoreAction(
  request: Request,
  entity: HistoryEntity,
  id: string,
  restore: (fromVersion: number, expectedVersion: number) => Promise<{ changed: boolean }>,
) {
  const parsed = restoreForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<RestoreReply>({ toast: HISTORY_TOASTS.badForm }, { status: 400, headers: PRIVATE_NO_STORE });
  const { fromVersion, expectedVersion } = parsed.data;
  try {
    const { changed } = await restore(fromVersion, expectedVersion);
    return redirect(`${pathOf(entity, id, "history")}?${changed ? "restored" : "unchanged"}=${fromVersion}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === "not found") throw notFound("private page");
    if (!refusal) throw error;
    return data<RestoreReply>({ toast: refusal.toast }, { status: refusal.status, headers: PRIVATE_NO_STORE });
  }
}

/** "Restore this version" on an article's history: a new revision, or a message and nothing written. */
export function articleRestoreAction(request: Request, articleId: string, by: Actor) {
  return restoreAction(request, "article", articleId, (fromVersion, expectedVersion) => restoreArticleVersion(articleId, fromVersion, expectedVersion, by));
}

/** "Restore this version" on a scholarship's history: a new revision, or a message and nothing written. */
export function scholarshipRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "scholarship", id, (fromVersion, expectedVersion) => restoreScholarshipVersion(id, fromVersion, expectedVersion, by));
}

/** "Restore this version" on a school's history: a new revision, or a message and nothing written. */
export function schoolRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "school", id, (fromVersion, expectedVersion) => restoreSchoolVersion(id, fromVersion, expectedVersion, by));
}

/** "Restore this version" on an official fee's history: a new revision, or a message and nothing written. */
export function officialFeeRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "official-fee", id, (fromVersion, expectedVersion) => restoreOfficialFeeVersion(id, fromVersion, expectedVersion, by));
}

/** "Restore this version" on an event's history: new revisions (a new time is a reschedule, emailed), or a message and nothing written. */
export function eventRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "event", id, (fromVersion, expectedVersion) => restoreExclusiveEventVersion(id, fromVersion, expectedVersion, by));
}

/** "Restore this version" on a counselor's history: a new revision, or a message and nothing written. */
export function counselorRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "counselor", id, (fromVersion, expectedVersion) => restoreCounselorVersion(id, fromVersion, expectedVersion, by));
}

/** A destination's history page (seeded changes included; 404 for an id that never existed). */
export async function destinationHistoryPage(request: Request, id: string) {
  return pageData("destination", id, await destinationHistory(id, userDisplayNames), request);
}

/** "Restore this version" on a destination's history: a new revision, or a message and nothing written. */
export function destinationRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "destination", id, (fromVersion, expectedVersion) => restoreDestinationVersion(id, fromVersion, expectedVersion, by));
}

/** A pathway's history page (seeded changes included; 404 for an id that never existed). */
export async function pathwayHistoryPage(request: Request, id: string) {
  return pageData("pathway", id, await pathwayHistory(id, userDisplayNames), request);
}

/** "Restore this version" on a pathway's history: a new revision, or a message and nothing written. */
export function pathwayRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "pathway", id, (fromVersion, expectedVersion) => restorePathwayVersion(id, fromVersion, expectedVersion, by));
}

/** A programme's history page (seeded and imported changes included; 404 for an id that never existed). */
export async function programmeHistoryPage(request: Request, id: string) {
  const history = await programmeHistory(id, userDisplayNames);
  return pageData("programme", id, history && { ...history, deleted: false }, request);
}

/** "Restore this version" on a programme's history: a new revision, or a message and nothing written. */
export function programmeRestoreAction(request: Request, id: string, by: Actor) {
  return restoreAction(request, "programme", id, (fromVersion, expectedVersion) => restoreProgrammeVersion(id, fromVersion, expectedVersion, by));
}
