import { z } from "zod";
import { STUDY_LEVELS, type StudyLevel } from "@modules/funding/index.ts";

/** A level other than ours means every level: a filter never fails. */
const calendarQuery = z.object({ level: z.enum(STUDY_LEVELS).nullable().catch(null) });

/** The funding calendar's filter, read the same for its page and its feed (`?level=`). */
export function calendarLevel(request: Request): StudyLevel | null {
  return calendarQuery.parse({ level: new URL(request.url).searchParams.get("level") }).level;
}
