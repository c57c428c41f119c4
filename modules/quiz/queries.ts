import { listDestinations, listPathways } from "../catalog/index.ts";
import { listScholarships, windowSentence, type ScholarshipDestination, type ScholarshipView } from "../funding/index.ts";
import { db } from "./db.ts";
import { CAREER_FIELDS, quizAnswersSchema, type QuizAnswers } from "./questions.ts";
import { PERSONALITIES, recommendationsFor, studyLevelFor, type Personality, type QuizResult } from "./scoring.ts";

export interface StudentProfileView {
  userId: string;
  personalityType: Personality;
  preferredDestinations: string[];
  careerInterests: string[];
  quizAnswers: QuizAnswers;
  quizCompletedAt: Date;
  updatedAt: Date;
  /** The saved result as the results screen shows it. */
  result: QuizResult;
}

/** A student's profile from their last completed quiz; null before the first. */
export async function studentProfile(userId: string): Promise<StudentProfileView | null> {
  const row = await db().selectFrom("student_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  const answers = quizAnswersSchema.parse(row.quiz_answers);
  const personality = PERSONALITIES.find((candidate) => candidate === row.personality_type) ?? "Balanced Explorer";
  return {
    userId: row.user_id,
    personalityType: personality,
    preferredDestinations: row.preferred_destinations,
    careerInterests: row.career_interests,
    quizAnswers: answers,
    quizCompletedAt: row.quiz_completed_at,
    updatedAt: row.updated_at,
    result: {
      personality,
      studyDestinations: row.preferred_destinations,
      studyFields: row.career_interests,
      recommendations: recommendationsFor(answers, personality, row.preferred_destinations),
    },
  };
}

export interface MatchedDestination {
  /** The result's name, e.g. "Caribbean Universities". */
  name: string;
  /** Catalogue pages for it; empty when the catalogue has none (Switzerland, say). */
  links: { name: string; slug: string }[];
}

export interface QuizMatches {
  destinations: MatchedDestination[];
  pathways: { name: string; slug: string }[];
  /** Each with its window on the day matched, in words (funding's windowSentence). */
  scholarships: { id: string; title: string; provider: string; amount: string | null; window: string; applicationUrl: string | null }[];
}

/** Result names that are not catalogue names, by the catalogue destination that fits best. */
const DESTINATION_ALIASES: Record<string, string> = { "Southern United States": "United States" };
const CARIBBEAN_UNIVERSITIES = "Caribbean Universities";

function scholarshipDestination(destination: { slug: string; isCaribbean: boolean }): ScholarshipDestination | null {
  if (destination.isCaribbean) return "caribbean";
  return destination.slug === "canada" || destination.slug === "usa" || destination.slug === "uk" ? destination.slug : null;
}

/**
 * The real catalogue pages and scholarships behind a result: destinations by
 * name ("Caribbean Universities" = every Caribbean destination), pathways from
 * the career goal, and up to three open scholarships for those destinations
 * and open to the level of study the student chose, taken in turn from each so
 * no single country crowds out the rest.
 */
function quizScholarship({ id, title, provider, amount, window, applicationUrl }: ScholarshipView): QuizMatches["scholarships"][number] {
  return { id, title, provider, amount, window: windowSentence(window), applicationUrl };
}

export async function quizMatches(result: QuizResult, answers: QuizAnswers): Promise<QuizMatches> {
  const [catalogue, pathways] = await Promise.all([listDestinations(), listPathways()]);
  const destinations = result.studyDestinations.map((name) => {
    const found =
      name === CARIBBEAN_UNIVERSITIES
        ? catalogue.filter((destination) => destination.isCaribbean)
        : catalogue.filter((destination) => destination.name === (DESTINATION_ALIASES[name] ?? name));
    return { name, found };
  });

  const wanted = [...new Set(destinations.flatMap(({ found }) => found.map(scholarshipDestination)).filter((value) => value !== null))];
  const openToStudyLevel = studyLevelFor(answers);
  const lists = await Promise.all(
    wanted.length > 0
      ? wanted.map((destination) => listScholarships({ limit: 3, destination, openToStudyLevel }))
      : [listScholarships({ limit: 3, openToStudyLevel })],
  );
  const scholarships: QuizMatches["scholarships"] = [];
  for (let round = 0; round < 3 && scholarships.length < 3; round++) {
    for (const list of lists) {
      const scholarship = list[round];
      if (scholarship && scholarships.length < 3 && !scholarships.some((chosen) => chosen.id === scholarship.id)) {
        scholarships.push(quizScholarship(scholarship));
      }
    }
  }

  // No award for the recommended destinations is open to the student's level: those open to it anywhere.
  if (scholarships.length === 0 && wanted.length > 0) {
    for (const scholarship of await listScholarships({ limit: 3, openToStudyLevel })) scholarships.push(quizScholarship(scholarship));
  }

  const pathwaySlugs = (CAREER_FIELDS[answers.career_goals] ?? []).map((field) => field.pathwaySlug);
  return {
    destinations: destinations.map(({ name, found }) => ({ name, links: found.map(({ name: linkName, slug }) => ({ name: linkName, slug })) })),
    pathways: pathwaySlugs.flatMap((slug) =>
      pathways.filter((pathway) => pathway.slug === slug).map(({ name, slug: pathwaySlug }) => ({ name, slug: pathwaySlug })),
    ),
    scholarships,
  };
}
