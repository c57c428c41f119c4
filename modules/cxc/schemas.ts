import { z } from "zod";
import { CXC_EXAMS, type CxcExam } from "./exams.ts";
import { CXC_REQUIREMENT_LIMITS } from "./requirements-text.ts";

const examValues = CXC_EXAMS.map((exam) => exam.value) as [CxcExam, ...CxcExam[]];
const grade = z.number().int().min(1).max(7);

/** A CXC requirement: at least `passes` CSEC subjects or CAPE units at `grade` or better (I is 1), including the named subjects. */
export const cxcRequirementSchema = z.object({
  exam: z.enum(examValues),
  passes: z.number().int().min(1).max(CXC_REQUIREMENT_LIMITS.passes),
  grade,
  including: z.array(z.string().trim().min(1).max(CXC_REQUIREMENT_LIMITS.subjectLength)).max(CXC_REQUIREMENT_LIMITS.subjects),
});

/** The lowest grade of CSEC English A or CAPE Communication Studies that waives a school's English-language test; null when its source does not say. */
export const englishExemptionsSchema = z.object({
  csecEnglishA: grade.max(6).nullable(),
  capeCommunicationStudies: grade.nullable(),
});
