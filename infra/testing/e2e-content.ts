import type { ExclusiveEventContent } from "../../modules/portal/index.ts";
import type { DestinationSeed } from "../seed/catalog/seed-types.ts";

/**
 * Content that exists only in the end-to-end test database, for states the
 * real seed never reaches: a destination with no schools yet, and
 * events dated from the run itself. Plain data, so Playwright specs can import it too.
 */
export const DESTINATION_WITHOUT_SCHOOLS = {
  id: "dest_e2e_fixture_land",
  name: "Fixture Land",
  slug: "fixture-land",
  description: "A destination that exists only in the end-to-end test database, with no schools listed yet.",
  imageUrl: null,
  isPopular: false,
  isCaribbean: false,
  content: "This destination exists only so the tests can see a destination page before any school is listed for it.",
  facts: {
    currency: "USD",
    languages: [],
    studentVisa: null,
    workRights: null,
    academicYear: null,
    bestTimeToApply: null,
    tuitionInternationalUndergrad: null,
    tuitionInternationalPostgrad: null,
    livingCostsMonthly: null,
    officialStudyInfoUrl: null,
    schoolFacts: [],
  },
} satisfies DestinationSeed;

/**
 * The instant this run's events are dated from. infra/test-e2e.sh sets it once
 * for the seed and for Playwright, so a run that crosses midnight UTC between
 * seeding and a spec still agrees with itself; without it (a hand-run seed),
 * now.
 */
function runStartedAt(): Date {
  const given = process.env.E2E_RUN_STARTED_AT;
  const startedAt = given ? new Date(given) : new Date();
  if (Number.isNaN(startedAt.getTime())) throw new Error(`E2E_RUN_STARTED_AT is not an instant: ${given}`);
  return startedAt;
}

const DAY_MS = 86_400_000;
const RUN_DAY_MS = Math.floor(runStartedAt().getTime() / DAY_MS) * DAY_MS;

/** 23:00 UTC (7:00 PM AST, the programme's evening slot) on the day `days` whole days after the run's UTC day (before it, when negative). */
function eveningOf(days: number): string {
  return new Date(RUN_DAY_MS + days * DAY_MS + 23 * 3_600_000).toISOString();
}

const FUNDING = { presenter: "Study Compass Funding Team", presenterTitle: "Study Compass scholarship advisers" };
const ADVISERS = { presenter: "Study Compass Admissions Team", presenterTitle: "Study Compass admissions advisers" };
const ONLY_IN_TESTS = "This event exists only in the end-to-end test database.";

/**
 * Events of the programme that exist only in the end-to-end database, dated
 * from the run, so the specs read the same upcoming and completed events on
 * any day: the seeded programme has fixed dates that pass. Each spec that
 * registers and reads a count has an event of its own. The workshop comes
 * first (the soonest day and, among ids starting then, the smallest: ids sort
 * "e2e-" before every seeded one), so the dashboard's next two upcoming
 * events always hold it: only a seeded event on the run's own UTC day (or one
 * still under way from the evening before) can come sooner, and the seeded
 * events are weeks apart.
 */
export const E2E_EVENTS = {
  /** Capacity 50: the hub spec registers for it and reads the count. */
  workshop: {
    eventId: "e2e-application-workshop",
    title: "Application Feedback Workshop",
    description: `A hands-on session on scholarship applications, with feedback for each participant. ${ONLY_IN_TESTS}`,
    type: "workshop",
    startsAt: eveningOf(1),
    durationMinutes: 90,
    ...FUNDING,
    maxAttendees: 50,
    tags: ["Scholarships", "Writing"],
    recordingUrl: null,
  },
  /** No maximum: no count is shown. */
  webinar: {
    eventId: "e2e-interview-webinar",
    title: "Interview Practice Webinar",
    description: `Common admissions interview questions, practised together. ${ONLY_IN_TESTS}`,
    type: "webinar",
    startsAt: eveningOf(2),
    durationMinutes: 45,
    ...ADVISERS,
    maxAttendees: null,
    tags: ["Interviews"],
    recordingUrl: null,
  },
  /** The events screen spec registers for it through the JSON API (201, then 200). */
  questions: {
    eventId: "e2e-arrival-q-and-a",
    title: "Arriving Abroad: Q&A",
    description: `Questions and answers on the first weeks at a university abroad. ${ONLY_IN_TESTS}`,
    type: "q_and_a",
    startsAt: eveningOf(3),
    durationMinutes: 60,
    ...ADVISERS,
    maxAttendees: 100,
    tags: ["Student life"],
    recordingUrl: null,
  },
  /** In the calendar feed spec's feed; never given a meeting link. */
  panel: {
    eventId: "e2e-budget-panel",
    title: "Budgeting for Study Abroad: Panel",
    description: `Our advisers compare ways to plan a budget for a degree abroad. ${ONLY_IN_TESTS}`,
    type: "panel_discussion",
    startsAt: eveningOf(4),
    durationMinutes: 75,
    ...FUNDING,
    maxAttendees: 150,
    tags: ["Funding", "Budgeting"],
    recordingUrl: null,
  },
  /** The Join Meeting spec sets its meeting link (events:set-link). */
  withMeetingLink: {
    eventId: "e2e-open-q-and-a",
    title: "Open Q&A with Our Advisers",
    description: `Bring any question about studying abroad. ${ONLY_IN_TESTS}`,
    type: "q_and_a",
    startsAt: eveningOf(5),
    durationMinutes: 60,
    ...ADVISERS,
    maxAttendees: null,
    tags: ["Questions"],
    recordingUrl: null,
  },
  /** Three days before the run: completed, registration closed, no recording. */
  completed: {
    eventId: "e2e-past-webinar",
    title: "Choosing Your Course: Webinar",
    description: `How to compare courses on content, length and entry requirements. ${ONLY_IN_TESTS}`,
    type: "webinar",
    startsAt: eveningOf(-3),
    durationMinutes: 60,
    ...ADVISERS,
    maxAttendees: 100,
    tags: ["Planning"],
    recordingUrl: null,
  },
} satisfies Record<string, ExclusiveEventContent>;
