import type { ColumnType } from "kysely";
import type { QuizAnswers } from "./questions.ts";

/** A student's study profile, as the quiz last left it. */
export interface StudentProfilesTable {
  user_id: string;
  personality_type: string;
  preferred_destinations: ColumnType<string[], string, string>;
  career_interests: ColumnType<string[], string, string>;
  quiz_answers: ColumnType<QuizAnswers, string, string>;
  quiz_completed_at: Date;
  updated_at: Date;
}

export interface QuizTables {
  student_profiles: StudentProfilesTable;
}
