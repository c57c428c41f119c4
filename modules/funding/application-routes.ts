import type { StudyLevel } from "./eligibility.ts";

/*
 * The main application routes the funding calendar shows beside the awards
 * (issue 26): UCAS, OUAC, the Common App and UWI. Their dates come only from
 * /work/shared/data (school-facts.md, gathered 2026-11-23; open-datasets.md,
 * checked 2026-11-27), and only from high- or medium-confidence rows; a route
 * with none shows "Dates not found" and its official site. A past cycle's
 * date is read as the awards' are (cycles.ts): an expected month, never
 * confirmed.
 *
 * Why not the catalogue's facts: its deadline statements (a school's or a
 * destination's, such as the UK's UCAS dates) keep a source's words and the
 * days it names, not which day closes what, so a calendar could not label
 * them; and the one route fact it has (UCAS) is an aggregator's.
 */

/** How far a route's date can be trusted, in school-facts.md's words: only these two are ever shown. */
export type ApplicationRouteConfidence = "high" | "medium";

/** One dated deadline of a route, as a source states it for one cycle. */
export interface ApplicationRouteDeadline {
  /** Stable within the route: part of the calendar entry's UID. */
  id: string;
  /** What closes (or opens), in the route's words: "Cave Hill undergraduate applications, August intake". */
  label: string;
  /** YYYY-MM-DD, when the source states the day applications open. */
  opensOn: string | null;
  /** YYYY-MM-DD: the closing day the source states. */
  closesOn: string | null;
  /** The cycle the source gives the dates for. */
  cycle: string;
  sourceUrl: string;
  confidence: ApplicationRouteConfidence;
  /** The day the source was read. */
  checkedOn: string;
  /** What a student should know with the date (an extension, a single campus). */
  note: string | null;
}

export interface ApplicationRoute {
  id: "ucas" | "ouac" | "common-app" | "uwi";
  name: string;
  /** Who applies through it, in a few words. */
  about: string;
  /** The route's official site, as our data names it. */
  officialUrl: string;
  /** Where our data names that site. */
  officialUrlSource: string;
  /** The levels of study it is for (isOpenToStudyLevel's rule). */
  studyLevels: StudyLevel[];
  /** Empty: no high- or medium-confidence date in our data ("Dates not found"). */
  deadlines: ApplicationRouteDeadline[];
  /** Why there are no dates, or what the dates do not cover. */
  note: string | null;
}

const SCHOOL_FACTS_CHECKED_ON = "2026-11-23";

export const APPLICATION_ROUTES: readonly ApplicationRoute[] = [
  {
    id: "ucas",
    name: "UCAS",
    about: "UK undergraduate applications",
    // school-facts.md, "UCAS deadlines for 2026 entry": "Confirm on ucas.com."
    officialUrl: "https://www.ucas.com/",
    officialUrlSource: "/work/shared/data/school-facts.md (United Kingdom)",
    studyLevels: ["undergraduate"],
    // 15 October 2025, 14 January 2026 and 30 June 2026 (2026 entry) are stated only by low and low-to-medium sources.
    deadlines: [],
    note: "Only unofficial pages gave UCAS dates; check them on the UCAS website.",
  },
  {
    id: "ouac",
    name: "OUAC",
    about: "Ontario university applications",
    // school-facts.md cites https://www.ouac.on.ca/guide/105-fees/ (high, fall 2017 fees).
    officialUrl: "https://www.ouac.on.ca/",
    officialUrlSource: "https://www.ouac.on.ca/guide/105-fees/ (school-facts.md)",
    studyLevels: ["undergraduate"],
    // Only a university's own advice (Toronto: apply "before November 1") and one award's 2024 OUAC date (medium to low) were found.
    deadlines: [],
    note: "No OUAC date was found on an official page; check OUAC and each university's own page.",
  },
  {
    id: "common-app",
    name: "Common App",
    about: "US college applications",
    // The application address several US colleges give in the IPEDS HD2024 directory (extracts/us-institutions-scorecard-2022-23.csv).
    officialUrl: "https://www.commonapp.org/",
    officialUrlSource: "IPEDS HD2024 application URLs (/work/shared/data/extracts/us-institutions-scorecard-2022-23.csv)",
    studyLevels: ["undergraduate"],
    deadlines: [],
    note: "No Common App date was found on an official page; check the Common App and each college's own page.",
  },
  {
    id: "uwi",
    name: "UWI",
    about: "Applications to the University of the West Indies",
    // school-facts.md: "Applications for all campuses start at www.uwi.edu/admissions" (high).
    officialUrl: "https://www.uwi.edu/admissions",
    officialUrlSource: "http://sta.uwi.edu/admissions/apply/dom_appproc_online.asp (school-facts.md)",
    studyLevels: ["undergraduate"],
    deadlines: [
      {
        id: "cave-hill-undergraduate",
        label: "Cave Hill undergraduate applications, August intake",
        opensOn: null,
        closesOn: "2024-06-30",
        cycle: "2024/25",
        sourceUrl: "https://www.cavehill.uwi.edu/admissions/application-process/deadline-dates.aspx",
        confidence: "high",
        checkedOn: SCHOOL_FACTS_CHECKED_ON,
        note: "The 2024 date was an extension, so the usual closing day may be earlier.",
      },
      {
        id: "cave-hill-mbbs",
        label: "Cave Hill MBBS (medicine) applications",
        opensOn: null,
        closesOn: "2024-03-31",
        cycle: "2024/25",
        sourceUrl: "https://www.cavehill.uwi.edu/admissions/application-process/deadline-dates.aspx",
        confidence: "high",
        checkedOn: SCHOOL_FACTS_CHECKED_ON,
        note: null,
      },
    ],
    note: "Each campus sets its own dates; no current dates were found for Mona, St. Augustine or Five Islands.",
  },
];
