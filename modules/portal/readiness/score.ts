/**
 * The Application Readiness Score: how far a student has
 * come, from what they have done in the portal. Each part earns points up to
 * its maximum; the score is the sum of the parts' whole points, so the parts
 * shown to the student always add up to the score. docs/portal.md repeats this.
 */
export interface ReadinessInputs {
  /** 0..1: the share of the profile's fields filled in (identity's profileCompleteness). */
  profileCompleteness: number;
  quizCompleted: boolean;
  checklistTasksTotal: number;
  checklistTasksCompleted: number;
  shortlistedSchools: number;
  savedScholarships: number;
  savedArticles: number;
}

export const NO_READINESS_INPUTS: ReadinessInputs = {
  profileCompleteness: 0,
  quizCompleted: false,
  checklistTasksTotal: 0,
  checklistTasksCompleted: 0,
  shortlistedSchools: 0,
  savedScholarships: 0,
  savedArticles: 0,
};

export type ReadinessPartName = "profile" | "quiz" | "checklists" | "shortlist" | "scholarships" | "reading";

export interface ReadinessPart {
  name: ReadinessPartName;
  label: string;
  points: number;
  max: number;
  /** What earns the rest of the points, in the student's words. */
  howToEarn: string;
}

export interface Readiness {
  score: number;
  parts: ReadinessPart[];
  message: string;
}

/** Enough of a kind to count fully: three schools to choose between, three scholarships to apply to, three guides read. */
const ENOUGH = 3;

function share(count: number): number {
  return Math.min(Math.max(count, 0), ENOUGH) / ENOUGH;
}

function fraction(done: number, total: number): number {
  return total > 0 ? Math.min(Math.max(done / total, 0), 1) : 0;
}

export function readiness(inputs: ReadinessInputs): Readiness {
  const parts: ReadinessPart[] = [
    {
      name: "profile",
      label: "Profile complete",
      max: 25,
      points: Math.round(25 * Math.min(Math.max(inputs.profileCompleteness, 0), 1)),
      howToEarn: "Fill in every field of your profile.",
    },
    {
      name: "quiz",
      label: "Study profile quiz taken",
      max: 10,
      points: inputs.quizCompleted ? 10 : 0,
      howToEarn: "Take the 10-question study profile quiz.",
    },
    {
      name: "checklists",
      label: "Checklist tasks done",
      max: 30,
      points: Math.round(30 * fraction(inputs.checklistTasksCompleted, inputs.checklistTasksTotal)),
      howToEarn: "Activate a checklist and tick off its tasks.",
    },
    {
      name: "shortlist",
      label: "Schools shortlisted",
      max: 20,
      points: Math.round(20 * share(inputs.shortlistedSchools)),
      howToEarn: "Shortlist at least 3 schools.",
    },
    {
      name: "scholarships",
      label: "Scholarships saved",
      max: 10,
      points: Math.round(10 * share(inputs.savedScholarships)),
      howToEarn: "Save at least 3 scholarships to apply for.",
    },
    {
      name: "reading",
      label: "Guides saved",
      max: 5,
      points: Math.round(5 * share(inputs.savedArticles)),
      howToEarn: "Save at least 3 articles or guides.",
    },
  ];
  const score = parts.reduce((sum, part) => sum + part.points, 0);
  return { score, parts, message: readinessMessage(score) };
}

/** The spec's four messages, by score. */
export function readinessMessage(score: number): string {
  if (score >= 80) return "Excellent! You're well-prepared for applications.";
  if (score >= 60) return "Good progress! Keep working on your checklist items.";
  if (score >= 40) return "You're making progress. Focus on completing key tasks.";
  return "Let's get started! Complete your profile and checklists.";
}

/** A student's score at the end of a day (UTC, `YYYY-MM-DD`), as the readiness projection records it. */
export interface DailyScore {
  day: string;
  score: number;
}

export interface ReadinessChange {
  change: number;
  /** "week": against the score 7 days ago; "since-joined": the account is younger than a week, so against its start at 0. */
  period: "week" | "since-joined";
}

/**
 * The change against the score at the end of the day a week before `today`.
 * Scores are recorded on the days they changed, so the baseline is the newest
 * recorded day on or before then; an account younger than that started at 0.
 */
export function readinessChange(currentScore: number, history: readonly DailyScore[], today: string): ReadinessChange {
  const weekAgo = addDays(today, -7);
  const baseline = history.filter((entry) => entry.day <= weekAgo).sort((a, b) => (a.day < b.day ? 1 : -1))[0];
  return baseline ? { change: currentScore - baseline.score, period: "week" } : { change: currentScore, period: "since-joined" };
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
