// Who a scholarship is for, as structured facts a page or the quiz can filter on (decision 0032).
// Today: the study levels an award funds. A later issue adds citizenship and CXC/CAPE results beside them.

/** The levels of study an award can be for: a first degree (associate or bachelor's), or a master's or doctorate after one. */
export const STUDY_LEVELS = ["undergraduate", "postgraduate"] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const STUDY_LEVEL_LABELS: Readonly<Record<StudyLevel, string>> = {
  undergraduate: "Undergraduate (associate or bachelor's degree)",
  postgraduate: "Postgraduate (master's or doctorate)",
};

/**
 * Whether an award is open to a student at that level. No levels means the
 * award does not say (its sources do not state one): open to any level. A
 * student whose level is none of ours (a short course) sees only those.
 */
export function isOpenToStudyLevel(studyLevels: readonly StudyLevel[], level: StudyLevel | null): boolean {
  if (studyLevels.length === 0) return true;
  return level !== null && studyLevels.includes(level);
}

/** The levels as stored: each once, in STUDY_LEVELS order, so ticking the same boxes is the same content. */
export function normalisedStudyLevels(levels: readonly StudyLevel[]): StudyLevel[] {
  return STUDY_LEVELS.filter((level) => levels.includes(level));
}
