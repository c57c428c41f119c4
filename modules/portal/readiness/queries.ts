import { db } from "./db.ts";
import { readinessInputs } from "./projection.ts";
import { addDays, readiness, readinessChange, type Readiness, type ReadinessChange } from "./score.ts";

export interface StudentReadiness extends Readiness {
  change: ReadinessChange;
}

/** The student's score now, its parts, its message, and how it moved since a week before `today` (YYYY-MM-DD). */
export async function studentReadiness(userId: string, today: string): Promise<StudentReadiness> {
  const database = db();
  const current = readiness(await readinessInputs(database, userId));
  const history = await database
    .selectFrom("readiness_daily_scores")
    .select(["day", "score"])
    .where("user_id", "=", userId)
    .where("day", "<=", addDays(today, -7))
    .orderBy("day", "desc")
    .limit(1)
    .execute();
  return { ...current, change: readinessChange(current.score, history.map(dailyScore), today) };
}

function dailyScore(row: { day: string | Date; score: number }) {
  return { day: typeof row.day === "string" ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10), score: row.score };
}
