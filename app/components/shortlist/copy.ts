/** The shortlist pages' fixed texts. */
export const SHORTLIST_COPY = {
  title: "My University Shortlist",
  lead: "The schools you are weighing, with their real fees, deadlines and admission facts. Set a status and priority for each, keep notes, and compare up to three side by side.",
  add: "Add to shortlist",
  added: "On your shortlist",
  takeQuiz: "Take the quiz to see your match",
  emptyTitle: "No schools on your shortlist yet",
  emptyText: "Browse destinations and open a school's page to add it here.",
  noResults: "No schools on your shortlist match these filters.",
  compareTitle: "Compare schools",
} as const;

/** The short version of the Match formula (docs/portal.md, "Shortlist match score"), shown on the page. */
export const MATCH_EXPLAINED = [
  "Destination, 40 points: the school is in a country your quiz result recommends.",
  "Programmes, 35 points: the school teaches a study pathway your career interests lead to.",
  "Cost, 25 points: lowest yearly tuition plus living costs within your quiz budget earns all 25, falling to none at twice your budget.",
  "A part we cannot compare (no verified fee, or a currency we have no dated rate for) is left out, and the score is taken over the other parts.",
] as const;
