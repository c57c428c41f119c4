import type { ColumnType, Generated } from "kysely";

/** What the readiness score is computed from, per student, kept by the readiness projection. */
export interface ReadinessInputsTable {
  user_id: string;
  profile_completeness: Generated<number>;
  quiz_completed: Generated<boolean>;
  checklist_tasks_total: Generated<number>;
  checklist_tasks_completed: Generated<number>;
  score: Generated<number>;
  updated_at: Date;
}

/** The shortlisted schools and saved scholarships and articles the score counts. */
export interface ReadinessItemsTable {
  user_id: string;
  kind: "school" | "scholarship" | "article";
  item_id: string;
}

/** The score at the end of each day it changed (the events' days, so a replay rebuilds the same history). */
export interface ReadinessDailyScoresTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  score: number;
}

export interface ReadinessTables {
  readiness_inputs: ReadinessInputsTable;
  readiness_items: ReadinessItemsTable;
  readiness_daily_scores: ReadinessDailyScoresTable;
}
