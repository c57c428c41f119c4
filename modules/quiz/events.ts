import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { quizAnswersSchema } from "./questions.ts";
import { PERSONALITIES } from "./scoring.ts";

/** The result as the student was shown it, kept with the answers that produced it. */
const quizResultSchema = z.object({
  personality: z.enum(PERSONALITIES),
  studyDestinations: z.array(z.string().min(1)).max(4),
  studyFields: z.array(z.string().min(1)),
  recommendations: z.array(z.string().min(1)),
});

export const StudyProfileQuizCompleted = defineEvent(
  "StudyProfileQuizCompleted",
  z.object({ userId: z.string().min(1), answers: quizAnswersSchema, result: quizResultSchema }),
);

export const studentProfileStream = (userId: string) => `student-profile-${userId}`;
