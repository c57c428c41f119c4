/*
 * The paid 1-on-1 guidance services, their prices (USD) and contents,
 * and how a request for one is prefilled. Pure data and rules, no I/O.
 */

export interface GuidanceService {
  id: string;
  name: string;
  price: number;
  unit: string;
  summary: string;
  includes: string[];
  button: "Book Session" | "Get Started";
  note?: string;
  highlight?: boolean;
}

export const SINGLE_SESSIONS: readonly GuidanceService[] = [
  {
    id: "document-review",
    name: "Application Document Review",
    price: 75,
    unit: "60 minutes",
    summary: "A counselor reads your personal statement, CV or essays before the session and goes through them with you line by line.",
    includes: ["60-minute one-on-one session", "Written comments on one document", "Next steps you can act on the same day"],
    button: "Book Session",
  },
  {
    id: "strategic-planning",
    name: "Strategic Planning Session",
    price: 100,
    unit: "60 minutes",
    summary: "Your shortlist, timeline, tests and funding plan, worked out together, so you know what to do month by month.",
    includes: ["60-minute one-on-one session", "A written application timeline", "Destination and scholarship suggestions"],
    button: "Book Session",
  },
];

export const PACKAGES: readonly GuidanceService[] = [
  {
    id: "gold",
    name: "Gold Package",
    price: 249,
    unit: "3 sessions",
    summary: "For students applying this year who want a counselor with them from plan to submission.",
    includes: ["Strategic planning session", "Personal statement brainstorm and outline session", "Final application review session", "Up to 5 support emails"],
    note: "Save over 15% compared with booking the sessions one by one.",
    button: "Get Started",
    highlight: true,
  },
  {
    id: "platinum",
    name: "Platinum Package",
    price: 499,
    unit: "12-month access",
    summary: "Everything in Gold, plus support through the whole year of applications.",
    includes: [
      "Everything in the Gold Package",
      "2 flex sessions to use when you need them",
      "Unlimited mastermind and workshop access during your 12 months",
      "Priority support",
    ],
    note: "Over $700 of services bundled.",
    button: "Get Started",
  },
];

/** A service as a consultation request names it, and the message it starts with. */
export interface GuidanceServicePreset {
  id: string;
  name: string;
  message: string;
}

export function guidanceServicePreset(service: GuidanceService): GuidanceServicePreset {
  return {
    id: service.id,
    name: `${service.name} ($${service.price})`,
    message: `I would like to book the ${service.name} ($${service.price}, ${service.unit}).`,
  };
}

/** A service with its request preset, as the guidance page lists it. */
export type GuidanceOffer = GuidanceService & { preset: GuidanceServicePreset };

function toOffer(service: GuidanceService): GuidanceOffer {
  return { ...service, preset: guidanceServicePreset(service) };
}

/** The guidance page's offer: single sessions and packages, in the spec's order. */
export function guidanceOffers(): { singleSessions: GuidanceOffer[]; packages: GuidanceOffer[] } {
  return { singleSessions: SINGLE_SESSIONS.map(toOffer), packages: PACKAGES.map(toOffer) };
}

/** The service a `?service=` id names, or null for an unknown one. */
export function guidanceServiceById(id: string | null): GuidanceOffer | null {
  const service = [...SINGLE_SESSIONS, ...PACKAGES].find((candidate) => candidate.id === id);
  return service ? toOffer(service) : null;
}
