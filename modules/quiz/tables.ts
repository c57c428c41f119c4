import type { ColumnType } from "kysely";

/** A student's study profile, as the quiz last left it. */
export interface StudentProfilesTable {
  user_id: string;
  personality_type: string;
  preferred_destinations: ColumnType<string[], string, string>;
  career_interests: ColumnType<string[], string, string>;
  /** The answers as JSON: queries parse them with `quizAnswersSchema`, so this file imports nothing from the module. */
  quiz_answers: ColumnType<unknown, string, string>;
  quiz_completed_at: Date;
  updated_at: Date;
}

export interface QuizTables {
  student_profiles: StudentProfilesTable;
}
