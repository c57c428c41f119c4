import type { ExclusiveEventContent } from "../../../modules/portal/index.ts";

/*
 * Study Compass's own programme of events for Caribbean students.
 * Every event is ours and presented by our own teams, named by role, never by
 * a real person's name. Times are instants in UTC; 23:00 UTC is 7:00 PM AST,
 * the evening in the Eastern Caribbean. Meeting links are not seeded: an
 * operator sets each one (`npm run events:set-link`) once the meeting exists,
 * and Join Meeting appears only then. No recording exists yet, so none is linked.
 */
const ADVISERS = { presenter: "Study Compass Admissions Team", presenterTitle: "Study Compass admissions advisers" };
const FUNDING = { presenter: "Study Compass Funding Team", presenterTitle: "Study Compass scholarship advisers" };
const STUDENT_LIFE = { presenter: "Study Compass Student Life Team", presenterTitle: "Study Compass student-life advisers" };

export const seedExclusiveEvents: readonly ExclusiveEventContent[] = [
  {
    eventId: "interview-master-class",
    title: "Master Class: University Interviews",
    description:
      "How admissions interviews work, what interviewers listen for, and how to talk about your Caribbean school experience with confidence. Bring your questions; we practise common ones together.",
    type: "webinar",
    startsAt: "2026-12-10T23:00:00.000Z",
    durationMinutes: 45,
    ...ADVISERS,
    maxAttendees: null,
    tags: ["Interviews", "Admissions"],
    recordingUrl: null,
  },
  {
    eventId: "scholarship-application-workshop",
    title: "Scholarship Application Workshop",
    description:
      "A hands-on session on finding scholarships you qualify for and writing applications that answer what each funder asks. Limited to 50 participants so everyone gets feedback.",
    type: "workshop",
    startsAt: "2027-01-14T23:00:00.000Z",
    durationMinutes: 90,
    ...FUNDING,
    maxAttendees: 50,
    tags: ["Scholarships", "Funding", "Writing"],
    recordingUrl: null,
  },
  {
    eventId: "student-life-canada-q-and-a",
    title: "Student Life in Canada: Q&A",
    description: "Questions and answers on arriving in Canada: housing, winter, working while you study, and staying connected to home.",
    type: "q_and_a",
    startsAt: "2027-02-11T23:00:00.000Z",
    durationMinutes: 60,
    ...STUDENT_LIFE,
    maxAttendees: 100,
    tags: ["Canada", "Student life"],
    recordingUrl: null,
  },
  {
    eventId: "paying-for-study-abroad-panel",
    title: "Paying for Study Abroad: Panel Discussion",
    description:
      "Our advisers compare the ways students fund a degree abroad: scholarships, savings, loans and part-time work, and how to plan a budget in your own currency.",
    type: "panel_discussion",
    startsAt: "2027-03-18T23:00:00.000Z",
    durationMinutes: 75,
    ...FUNDING,
    maxAttendees: 150,
    tags: ["Funding", "Budgeting"],
    recordingUrl: null,
  },
  {
    eventId: "personal-statement-webinar",
    title: "Writing Your Personal Statement",
    description:
      "From first draft to final: structure, voice, and the details that make a statement yours. Includes a walk-through of a sample statement we wrote for this session.",
    type: "webinar",
    startsAt: "2027-04-15T23:00:00.000Z",
    durationMinutes: 60,
    ...ADVISERS,
    maxAttendees: 100,
    tags: ["Personal statement", "Writing"],
    recordingUrl: null,
  },
  {
    eventId: "student-visa-workshop",
    title: "Student Visa Preparation Workshop",
    description:
      "What to gather for a student visa or study permit, in what order, and how to avoid the delays we see most often. Always check the official government guidance for your destination.",
    type: "workshop",
    startsAt: "2027-05-20T23:00:00.000Z",
    durationMinutes: 90,
    ...ADVISERS,
    maxAttendees: 60,
    tags: ["Visas", "Planning"],
    recordingUrl: null,
  },
  {
    eventId: "choosing-a-destination-webinar",
    title: "Choosing Where to Study",
    description: "How to compare destinations on cost, course length, entry requirements and life after graduation.",
    type: "webinar",
    startsAt: "2026-10-15T23:00:00.000Z",
    durationMinutes: 60,
    ...ADVISERS,
    maxAttendees: 100,
    tags: ["Destinations", "Planning"],
    recordingUrl: null,
  },
  {
    eventId: "application-timeline-q-and-a",
    title: "Your Application Timeline: Q&A",
    description: "Questions and answers on when to sit tests, request references and submit, for a September start.",
    type: "q_and_a",
    startsAt: "2026-09-17T23:00:00.000Z",
    durationMinutes: 45,
    ...ADVISERS,
    maxAttendees: null,
    tags: ["Applications", "Deadlines"],
    recordingUrl: null,
  },
];
