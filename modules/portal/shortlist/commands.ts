import { handleCommand, type Actor } from "../../eventstore/index.ts";
import { listSchools } from "../../catalog/index.ts";
import { shortlistDecider, type ShortlistCommand } from "./decide.ts";
import { shortlistStream } from "./events.ts";
import type { ShortlistChange } from "./schemas.ts";
import { shortlistProjection } from "./projection.ts";

async function decideOnShortlist(command: ShortlistCommand, by: Actor): Promise<void> {
  // Read-your-writes: the next page shows the shortlist as changed.
  await handleCommand(shortlistDecider, shortlistStream(command.userId), command, by, { waitFor: [shortlistProjection] });
}

/** Adds a school to the student's shortlist; an id the catalogue does not list is refused (UnknownSchoolError). */
export async function shortlistSchool(userId: string, schoolId: string, by: Actor): Promise<void> {
  const schoolIsListed = (await listSchools()).some((school) => school.id === schoolId);
  await decideOnShortlist({ type: "shortlist", userId, schoolId, schoolIsListed }, by);
}

/**
 * One change from the shortlist's forms (already parsed with
 * shortlistChangeSchema). A school not on this student's shortlist is
 * refused with NotOnShortlistError, whoever else's it may be.
 */
export async function changeShortlist(userId: string, change: ShortlistChange, by: Actor): Promise<void> {
  const { schoolId } = change;
  switch (change.intent) {
    case "add":
      return shortlistSchool(userId, schoolId, by);
    case "remove":
      return decideOnShortlist({ type: "unshortlist", userId, schoolId }, by);
    case "status":
      return decideOnShortlist({ type: "changeStatus", userId, schoolId, status: change.status }, by);
    case "priority":
      return decideOnShortlist({ type: "changePriority", userId, schoolId, priority: change.priority }, by);
    case "notes":
      return decideOnShortlist({ type: "note", userId, schoolId, notes: change.notes }, by);
  }
}
