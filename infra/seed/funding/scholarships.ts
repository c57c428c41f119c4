/**
 * Scholarship seed content for the Funding pages.
 *
 * Conventions:
 * - Only programmes a stored official page (or an official announcement quoted
 *   by a reputable outlet) shows as open to at least some Caribbean nationals.
 * - Dates, amounts with a year, links and eligibility notes come from
 *   /work/shared/data/scholarship-facts.md (gathered from public pages on
 *   2026-11-23) and /work/shared/data/scholarship-cycles.md (checked on
 *   2026-11-27; awards taken from it carry CYCLES_VERIFIED_ON), and only from
 *   their high- or medium-confidence rows; a low one is never stated as a fact.
 *   Each value names the year or cycle its source gives ("2024 values"),
 *   `sourceUrl` is where the facts shown were checked, `sourceConfidence` that
 *   row's grade (high: official page; medium: reputable secondary source) and
 *   `lastVerifiedOn` the day they were checked.
 * - `deadline` is the latest closing date such a source gives, even an earlier
 *   cycle's, with `deadlineCycle` naming that cycle and `deadlineSourceUrl`
 *   where it was stated: once it has passed the scholarship shows as closed
 *   until a newer date is confirmed. It is null when no source gives a date;
 *   `deadlineNote` then says why (no deadline by design, set by each programme)
 *   or the page says that no date was confirmed.
 * - Money amounts are left out where they change every year; the `amount` text
 *   says what is covered. "Full" appears only when full tuition is covered,
 *   "Partial" when tuition is only partly covered, and "living" when a living
 *   allowance or stipend is included (the funding filters rely on these words).
 * - `currency` is one the amount's words name when they name any (TT$ is TTD,
 *   J$ JMD; a bare $ names none, and a Jamaican programme's bare $ amount is
 *   filed in JMD). Where an award has no amount it is the default USD.
 * - Yearly cycles: `opensOn` is when the cycle `deadline` belongs to opened;
 *   `earlierCycles` holds older dated cycles (newest first, never the latest
 *   one again), each from a high- or medium-confidence row. `fixedWindow` is
 *   false for awards with no yearly window (applied for at registration,
 *   awarded on results, rolling, dated per programme or university, or no
 *   dated window found), with `deadlineNote` saying why. `eligibilityRules`
 *   and `obligations` restate, as structured values, only what the sources
 *   say (an age, a CXC grade, a bond or return-home period); a rule a source
 *   gives for one country's call is also said in the `eligibility` text.
 */

/** The day the facts below were checked against their sources. */
const VERIFIED_ON = "2026-11-23";
/** The day the rows of scholarship-cycles.md were checked: the awards taken from it. */
const CYCLES_VERIFIED_ON = "2026-11-27";

export interface ScholarshipSeed {
  /** "scholarship_" + slug with hyphens as underscores. */
  id: string;
  slug: string;
  title: string;
  /** 2-4 sentences: what it covers and for whom. */
  description: string;
  provider: string;
  amount: string | null;
  /** The currency its amount's words name (the funding module's `currencyContradiction` holds every seeded award to it). */
  currency: "USD" | "CAD" | "GBP" | "EUR" | "AUD" | "JMD" | "TTD" | "BBD" | "BSD" | "XCD" | "TWD";
  /** ISO date: the latest deadline a high- or medium-confidence source gives, even a past cycle's. */
  deadline: string | null;
  /** The cycle, intake or round that deadline belongs to, as its source names it. */
  deadlineCycle: string | null;
  /** A sentence said with the deadline, or in its place when there is none. */
  deadlineNote: string | null;
  /** Where the deadline (or the note) was stated. */
  deadlineSourceUrl: string | null;
  /** ISO date the latest cycle (the one `deadline`/`deadlineCycle` describe) opened, when a high/medium source states it; else null. */
  opensOn: string | null;
  /**
   * Earlier cycles a high- or medium-confidence source dates, newest first (not the latest one, which is
   * deadline/opensOn/deadlineCycle/deadlineSourceUrl). Each needs at least one of opensOn/closesOn.
   * `intake` names the cycle as the source does ("2020/21", "2022 programme").
   */
  earlierCycles: { intake: string; opensOn: string | null; closesOn: string | null; sourceUrl: string }[];
  /**
   * False when the award has no yearly application window: applied for at registration (GATE), awarded on
   * results with no application (Barbados Scholarships and Exhibitions), rolling, or dates set per programme or
   * per university (Erasmus Mundus, DAAD EPOS...). Then `deadlineNote` must say why in a sentence. True when it
   * opens and closes on a yearly pattern: then it must have at least one dated cycle (deadline, opensOn or an
   * earlier cycle), or, if no source dates any cycle, set fixedWindow true only if a source states the yearly
   * pattern... and if nothing dates it at all, prefer false with a deadlineNote that says no dated window was found.
   */
  fixedWindow: boolean;
  eligibility: string;
  howToApply: string;
  /** Who may apply, as structured rules, ONLY as the award's sources state them (null / empty when they do not say). */
  eligibilityRules: {
    /** ISO 3166-1 alpha-2 codes (JM, TT, BB, BS, GY, BZ, AG, DM, GD, KN, LC, VC, SR, HT, MS, AI, VG, KY, TC...), or the groups "CARICOM" or "OECS"; empty: not limited by citizenship or not stated. */
    citizenships: string[];
    /** Inclusive age limits when applying ("under 20" is maxAge 19; "ages 18–49" is 18 and 49). */
    minAge: number | null;
    maxAge: number | null;
    /** Years of work experience required (Chevening's 2,800 hours = 2). */
    minWorkYears: number | null;
    /** CXC results required: at least `passes` CSEC subjects / CAPE units at grade `grade` or better (I = 1), including the named subjects. */
    cxc: { exam: "CSEC" | "CAPE"; passes: number; grade: number; including: string[] }[];
  };
  /** What the student owes afterwards, as the sources state it (null when not stated). */
  obligations: {
    /** Years of bonded service (GATE's national service bond: the shortest, 1). */
    bondYears: number | null;
    /** Years the student must return to / live in their home country afterwards (Chevening 2, Fulbright 2). */
    returnHomeYears: number | null;
    /** Hours of community service (JAMVAT 200). */
    serviceHours: number | null;
  };
  applicationUrl: string;
  sourceUrl: string;
  /**
   * The confidence of the row in scholarship-facts.md or scholarship-cycles.md
   * whose source address is `sourceUrl`: "high" for an official page,
   * "medium" for a reputable secondary source; null where no row tells.
   */
  sourceConfidence: "high" | "medium" | null;
  lastVerifiedOn: string | null;
  /** Where you study; null if anywhere or several places. */
  destinationId: "canada" | "usa" | "uk" | "caribbean" | null;
  pathwayId: string | null;
  /**
   * The levels of study it is for, only where this entry's own text (its
   * description or eligibility) states them; empty, "any level", where it does
   * not (decision 0032).
   */
  studyLevels: ("undergraduate" | "postgraduate")[];
  isFeatured: boolean;
  isActive: true;
}

export const scholarships: ScholarshipSeed[] = [
  {
    id: "scholarship_chevening_scholarships",
    slug: "chevening-scholarships",
    title: "Chevening Scholarships",
    description:
      "The UK government's global scholarship programme for future leaders to take a one-year master's degree at any UK university. It pays tuition fees, a monthly living allowance, an economy return airfare and other allowances. Chevening is offered in Jamaica, Trinidad and Tobago, Barbados, The Bahamas, Guyana, Belize and the Eastern Caribbean, with interviews run by the local British High Commission.",
    provider: "UK Foreign, Commonwealth & Development Office",
    amount: "Full tuition, monthly living allowance, economy return airfare and additional grants",
    currency: "GBP",
    deadline: "2025-10-07",
    deadlineCycle: "2026/27 cycle, for study from autumn 2026",
    deadlineNote: "That round opened on 5 August 2025.",
    deadlineSourceUrl: "https://www.legit.ng/education/1663790-chevening-scholarships-announces-date-202627-application/",
    opensOn: "2025-08-05",
    earlierCycles: [
      {
        intake: "2022/23",
        opensOn: "2021-08-03",
        closesOn: "2021-11-02",
        sourceUrl:
          "http://www.timescaribbeanonline.com/british-chevening-scholarship-scheme-open-for-applications-from-st-kitts-and-nevis-and-other-eastern-caribbean-countries/",
      },
      { intake: "2020/21", opensOn: "2019-08-05", closesOn: "2019-11-05", sourceUrl: "http://gblcareers.com./2019/08/chevening-scholarships-2019-2020" },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of a Chevening-eligible country (Caribbean Commonwealth countries are eligible) with an undergraduate degree that gives entry to a UK master's programme and at least two years (2,800 hours) of work experience. Chevening's newest eligibility rules count only experience gained after graduating: work done while studying no longer counts. You must apply to three eligible UK master's courses, hold an unconditional offer by Chevening's deadline, and agree to return to your country of citizenship for at least two years after the award. British and dual British citizens are not eligible.",
    howToApply:
      "Apply online directly to Chevening at chevening.org when the annual round is open (for 2026/27 study it ran from 5 August to 7 October 2025). Chevening's newest rules limit each essay to 300 words (it was 500). Shortlisted applicants are interviewed by the British High Commission or Embassy for their country, then must secure an unconditional university offer.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: 2, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: 2, serviceHours: null },
    applicationUrl: "https://www.chevening.org/scholarships/",
    sourceUrl: "https://www.chevening.org/faqs/page/11/?search_api_views_fulltext&field_category=788",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "uk",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_commonwealth_masters_scholarships",
    slug: "commonwealth-masters-scholarships",
    title: "Commonwealth Master's Scholarships",
    description:
      "Funded by the UK Foreign, Commonwealth & Development Office and run by the Commonwealth Scholarship Commission in the UK (CSC), these awards pay for a one-year taught master's degree at a UK university for people from eligible low- and middle-income Commonwealth countries who could not otherwise afford it. Study must fit one of the CSC's six development themes.",
    provider: "Commonwealth Scholarship Commission in the UK",
    amount: "Full tuition, monthly living stipend, return airfare and study allowances",
    currency: "GBP",
    deadline: "2025-10-14",
    deadlineCycle: "2026/27 academic year",
    deadlineNote: "That was the CSC's closing time (16:00); your national nominating agency sets its own, usually earlier, date.",
    deadlineSourceUrl: "https://www.kcl.ac.uk/study-legacy/funding/commonwealth-masters-scholarships",
    opensOn: null,
    earlierCycles: [
      { intake: "2025/26", opensOn: null, closesOn: "2024-10-15", sourceUrl: "https://kcl.ac.uk/study-legacy/funding/commonwealth-masters-scholarships" },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens (or refugees or British Protected Persons) permanently resident in an eligible Commonwealth country; the list changes, and for 2026/27 it included Belize, Dominica, Grenada, Guyana, Jamaica, Montserrat, Saint Lucia and Saint Vincent and the Grenadines. By the September start you need a first degree of at least upper second class (2:1), or a lower second (2:2) plus a relevant postgraduate qualification, and you must be unable to afford UK study without the award. The CSC does not normally fund a second UK master's or MBAs.",
    howToApply:
      "You cannot apply directly to the CSC. Apply to your country's national nominating agency (for example, in Jamaica the Ministry of Finance and the Public Service has acted as the nominating office) and also complete the CSC's online application. Each agency sets its own rules and closing date, usually earlier than the CSC's.",
    eligibilityRules: { citizenships: ["BZ", "DM", "GD", "GY", "JM", "MS", "LC", "VC"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-masters-scholarships/",
    sourceUrl: "https://www.kcl.ac.uk/study-legacy/funding/commonwealth-masters-scholarships",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "uk",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_commonwealth_shared_scholarships",
    slug: "commonwealth-shared-scholarships",
    title: "Commonwealth Shared Scholarships",
    description:
      "Master's scholarships for selected one-year courses at UK universities, funded jointly by the Commonwealth Scholarship Commission and the host university. They are aimed at talented students from low- and middle-income Commonwealth countries who have not studied or worked in a high-income country before and could not otherwise afford UK study.",
    provider: "Commonwealth Scholarship Commission in the UK and participating UK universities",
    amount: "Full tuition, monthly living stipend and return airfare",
    currency: "GBP",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No confirmed date for the current round: each university sets its own deadline. For 2024/25 awards the CSC expected candidate applications to close in mid-December.",
    deadlineSourceUrl: "https://cscuk.fcdo.gov.uk/commonwealth-shared-scholarship-university-applications/",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Citizens or refugees permanently resident in an eligible Commonwealth country; recent lists have included Belize, Dominica, Grenada, Guyana, Jamaica, Montserrat, Saint Lucia and Saint Vincent and the Grenadines (check the current list). You need a 2:1 first degree, or a 2:2 plus a relevant postgraduate qualification, must not have studied or worked for a year or more in a high-income country, and must show you cannot afford UK study without the award.",
    howToApply:
      "Choose one of the courses approved for Shared Scholarships that year (listed on the CSC website), secure admission to it, and apply for the scholarship through the CSC's online system, following the university's instructions. There is no national nominating agency for this scheme.",
    eligibilityRules: { citizenships: ["BZ", "DM", "GD", "GY", "JM", "MS", "LC", "VC"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/",
    sourceUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "uk",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_fulbright_foreign_student_program",
    slug: "fulbright-foreign-student-program",
    title: "Fulbright Foreign Student Program",
    description:
      "The US government's flagship exchange brings graduates and young professionals from over 160 countries to the United States for master's or doctoral study. In the Caribbean it is run by the US Embassy in each country; in Jamaica, for example, it is offered as the Fulbright Graduate Student Program. Grant packages vary by country.",
    provider: "US Department of State (administered by US Embassies)",
    amount: "Tuition support, living stipend, airfare and health coverage (package varies by country)",
    currency: "USD",
    deadline: "2021-05-31",
    deadlineCycle: "2022 programme, US Embassy in Kingston",
    deadlineNote: "Each US Embassy sets its own window, and we found no newer notice for Jamaica, Trinidad and Tobago, Guyana, Belize or The Bahamas.",
    deadlineSourceUrl: "https://jm.usembassy.gov/education-culture/fulbright-graduate-student-program/",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2007/2008 programme, Jamaica",
        opensOn: null,
        closesOn: "2006-06-30",
        sourceUrl: "https://old.jamaica-gleaner.com/gleaner/20051129/lead/lead7.html",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of the country where they apply who hold a first degree (equivalent to a US bachelor's) and meet the embassy's criteria; US citizens, US permanent residents and people already studying in the US are generally not eligible. Rules differ by country: the US Embassy in Kingston has excluded law, medicine, nursing, dentistry, MBA and professional degrees; the US Embassy in Port of Spain has asked for Trinidad and Tobago nationals and passport holders with a first or upper second class degree, no US green card or dual US citizenship, in any field without a clinical practicum, and a two-year return home after the award (J-1 visa).",
    howToApply:
      "Apply through the US Embassy in your home country, which sets its own call, deadline and documents (often including GRE or GMAT scores and an English test where needed). Find your country's page on the Fulbright Foreign Student Program website and watch the embassy's education and culture pages.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: 2, serviceHours: null },
    applicationUrl: "https://foreign.fulbrightonline.org/",
    sourceUrl: "https://tt.usembassy.gov/academic-exchanges/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_hubert_h_humphrey_fellowship",
    slug: "hubert-h-humphrey-fellowship",
    title: "Hubert H. Humphrey Fellowship Program",
    description:
      "A Fulbright exchange that brings accomplished mid-career professionals to a US university for about ten months of non-degree graduate study, leadership training and a professional placement. Fellows do not earn a degree and cannot choose their host university. US Embassies in Jamaica, Guyana, Belize and Barbados (for the Eastern Caribbean) have invited applications.",
    provider: "US Department of State (administered by the Institute of International Education)",
    amount:
      "Full tuition and fees at the host university, living allowance, international airfare, accident and sickness cover, and professional development funds",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote: "No confirmed date for the next round: deadlines vary by country and are set by the US Embassy or Fulbright Commission you apply through.",
    deadlineSourceUrl: "https://humphreyfellowship.org/prospective-applicants/eligibility",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Citizens of a participating country with an undergraduate degree, at least five years of full-time professional experience, a record of public service and leadership, limited or no previous US experience, and good English. Recent graduates and researchers or lecturers without management or policy roles are generally not eligible. In Jamaica the 2020-2021 call also asked for permanent employment in Jamaica, an age of 30 to 50, five years of policy-oriented experience and a TOEFL score.",
    howToApply:
      "Apply through the Public Affairs Section of the US Embassy (or the Fulbright Commission) for your country, which sets the deadline and nominates candidates; you need two reference letters. See the programme's official site for fields and FAQs.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: 5, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.humphreyfellowship.org/",
    sourceUrl: "https://humphreyfellowship.org/prospective-applicants/eligibility",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_oas_academic_scholarship_program",
    slug: "oas-academic-scholarship-program",
    title: "OAS Academic Scholarship Program",
    description:
      "Scholarships from the Organization of American States for master's, doctoral or graduate research study in another OAS member state. Citizens of the English-speaking Caribbean member states and Suriname have also been able to apply for support for the last two years of an undergraduate degree. The awards are a contribution and are not designed to cover every cost.",
    provider: "Organization of American States (OAS)",
    amount: "Partial tuition and living support up to an annual cap set in each call",
    currency: "USD",
    deadline: "2026-04-02",
    deadlineCycle: "2026 call, as one Ministry of Education set it for its candidates",
    deadlineNote: "Your country's OAS National Liaison Office or ministry sets its own date.",
    deadlineSourceUrl: "https://www.caribpulse.com/2026/03/27/community-notice-last-call-oas-scholarship-applications/?postId=72235",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2019 academic cycle, Dominica",
        opensOn: null,
        closesOn: "2019-05-31",
        sourceUrl: "https://www.news.gov.dm/component/content/article/notice-oas-scholarships-opportunities-2019-academic-cycle?catid=29&Itemid=101",
      },
      { intake: "2013-2014", opensOn: "2011-12-16", closesOn: null, sourceUrl: "http://oas.org/en/media_center/press_release.asp?sCodigo=E-1017/11" },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens or permanent residents of an OAS member state (Antigua and Barbuda, The Bahamas, Barbados, Belize, Dominica, Grenada, Guyana, Jamaica, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines and Trinidad and Tobago are members) who will study in a member state other than their own. Calls have excluded medical sciences and the learning of a new language. Each call sets the academic requirements, and your country may add its own: Grenada's 2022 notice capped tuition at US$10,000 a year and asked scholars to return and live in Grenada for at least 24 months afterwards.",
    howToApply:
      "Read the current call on the OAS scholarships site and contact your country's OAS National Liaison Office (ONE), which endorses candidates and may set an earlier deadline and extra requirements.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: 2, serviceHours: null },
    applicationUrl: "https://www.oas.org/en/scholarships/Academic_Program_OAS_2026.asp",
    sourceUrl: "http://oas.org/en/scholarships/specaf_2018.asp",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate", "postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_oas_paec_partnership_scholarships",
    slug: "oas-paec-partnership-scholarships",
    title: "OAS Partnerships Program for Education and Training (PAEC)",
    description:
      "Through PAEC the OAS negotiates scholarships with universities and partner institutions across the Americas and beyond, mostly for master's, doctoral and professional development programmes, including online study. Past partners have included the Coimbra Group of Brazilian Universities and The University of the West Indies; benefits differ with each partner.",
    provider: "Organization of American States (OAS) with partner universities",
    amount: "Partial tuition discounts in most calls; a few partner offers add living support",
    currency: "USD",
    deadline: "2019-08-07",
    deadlineCycle: "OAS-GCUB call for study in Brazil from 2020",
    deadlineNote: "Each partner call has its own window, and we found no 2025 or 2026 call.",
    deadlineSourceUrl: "https://wradiobrasil.com/oea-oferece-bolsas-de-pos-graduacao-para-estrangeiros-estudarem-no-brasil",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2015 intake, OAS-GCUB (Brazil)",
        opensOn: null,
        closesOn: "2014-08-06",
        sourceUrl: "https://www.oas.org/en/media_center/press_release.asp?sCodigo=E-245/14",
      },
    ],
    fixedWindow: false,
    eligibility:
      "Citizens or permanent residents of OAS member states, admitted to the partner's programme. OAS-university scholarships are not offered for study in your own country of citizenship or legal residence (for example, Jamaicans could not use the OAS-UWI award at Mona). Each call lists its own requirements.",
    howToApply:
      "Find the current PAEC call on the OAS scholarships site, apply for admission to the partner programme first, then submit the OAS scholarship application described in the call.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.oas.org/en/scholarships/",
    sourceUrl: "https://www.oas.org/en/media_center/press_release.asp?sCodigo=E-245/14",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_emerging_leaders_in_the_americas_program",
    slug: "emerging-leaders-in-the-americas-program",
    title: "Emerging Leaders in the Americas Program (ELAP)",
    description:
      "Government of Canada scholarships for short-term exchanges: students at colleges and universities in Latin America and the Caribbean spend one term, or five to six months, studying or doing research at a Canadian institution. It is an exchange, not a full degree, and you stay enrolled at your home institution.",
    provider: "Global Affairs Canada",
    amount:
      "Fixed grant towards travel and living costs for one term or five to six months (amount set each year); tuition is waived under the exchange agreement at college and undergraduate level",
    currency: "CAD",
    deadline: "2023-03-06",
    deadlineCycle: "2023-2024 academic year, one Canadian institution's deadline",
    deadlineNote: "The official page says the call for applications is closed; we found no dated deadline for 2025-26 or 2026-27.",
    deadlineSourceUrl: "http://www.sfu.ca/international/index/funding/other-funding-opportunities/elap.html",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2022-2023",
        opensOn: null,
        closesOn: "2022-03-22",
        sourceUrl: "https://www.stvincenttimes.com/applications-for-emerging-leaders-in-the-americas-program-now-open/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of an eligible country who are enrolled full-time and paying tuition at a post-secondary institution there. In the Caribbean the list covers Anguilla, Antigua and Barbuda, The Bahamas, Barbados, Belize, Bermuda, the British Virgin Islands, the Cayman Islands, Cuba, Dominica, the Dominican Republic, Grenada, Guyana, Haiti, Jamaica, Montserrat, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines, Suriname, Trinidad and Tobago and the Turks and Caicos Islands. Not open to people who hold or have applied for Canadian citizenship or permanent residence, who hold another Government of Canada scholarship, or who are enrolled in a programme in Canada. College and undergraduate exchanges need a student exchange agreement between the two institutions.",
    howToApply:
      "Students cannot apply directly. Tell your home institution's international office you are interested; the Canadian partner institution submits the application on your behalf and may set an internal deadline.",
    eligibilityRules: {
      citizenships: ["AI", "AG", "BS", "BB", "BZ", "BM", "VG", "KY", "CU", "DM", "DO", "GD", "GY", "HT", "JM", "MS", "KN", "LC", "VC", "SR", "TT", "TC"],
      minAge: null,
      maxAge: null,
      minWorkYears: null,
      cxc: [],
    },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.educanada.ca/scholarships-bourses/can/institutions/elap-pfla.aspx?lang=eng",
    sourceUrl: "https://www.educanada.ca/scholarships-bourses/can/institutions/elap-pfla.aspx?lang=eng",
    // The facts file's row gives this page with tracking (utm_) parameters added: the same official page.
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "canada",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_lester_b_pearson_international_scholarship",
    slug: "lester-b-pearson-international-scholarship",
    title: "Lester B. Pearson International Scholarship (University of Toronto)",
    description:
      "The University of Toronto's most prestigious award for international students entering a first undergraduate degree in Canada. About 37 scholars a year are chosen for exceptional academic achievement, creativity and school and community leadership.",
    provider: "University of Toronto",
    amount: "Full tuition, books, incidental fees and full residence (living) support for four years",
    currency: "CAD",
    deadline: null,
    deadlineCycle: "Cycle that opened on 1 July 2025 (school nominations)",
    deadlineNote:
      "No confirmed dates for the current round. The cycle that opened in July 2025 began with an invitation to nominate sent to registered schools on 1 July 2025; a school that has never nominated must register first, which can take up to four weeks.",
    deadlineSourceUrl: "https://apply.adm.utoronto.ca/register/pearson-participate",
    opensOn: "2025-07-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "International students (non-Canadians who need a study permit) in their final year of secondary school or recently graduated, starting a first-entry undergraduate programme at the University of Toronto in September. Students already in post-secondary study are not eligible. A nomination from your secondary school is required.",
    howToApply:
      "Your school must nominate you (schools not yet registered with the programme can ask to participate). You then apply to the University of Toronto by the scholarship's admission deadline and complete the Pearson scholarship application from the link you receive. Deadlines fall in the autumn before entry; check the official page.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://future.utoronto.ca/scholarships/lester-b-pearson-international-scholarship-program/",
    sourceUrl: "https://future.utoronto.ca/scholarships/lester-b-pearson-international-scholarship-program/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "canada",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_ubc_international_scholars_program",
    slug: "ubc-international-scholars-program",
    title: "UBC International Scholars Program (Karen McKellin International Leader of Tomorrow Award)",
    description:
      "Need-based awards for outstanding international students entering undergraduate study at the University of British Columbia in Canada: the Karen McKellin International Leader of Tomorrow Award, the Donald A. Wehrung International Student Award and the Vantage One Excellence Award. The value is set by your financial need and can be renewed for up to three further years.",
    provider: "University of British Columbia",
    amount: "Need-based: covers the gap between costs (tuition, fees and living costs) and what your family can pay",
    currency: "CAD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No dated window found: the pages we could confirm give no opening or closing date for the International Scholars application, which falls in the autumn before entry.",
    deadlineSourceUrl: null,
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "International students who will study on a Canadian study permit, are applying for a first undergraduate degree, have superior academic results (all As or equivalent), show leadership and community involvement, and have financial need that would otherwise prevent them from attending UBC. There is a limit on how long ago you can have finished secondary school; check the current rule.",
    howToApply:
      "Apply to UBC for admission and submit the separate International Scholars application by its deadline (in the autumn before entry). UBC considers you for the awards you are eligible for; you do not pick one.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/international-scholars",
    sourceUrl: "https://you.ubc.ca/applying-ubc/blog/scholarships-and-awards/international-scholars-award/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "canada",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_ubc_international_major_entrance_scholarship",
    slug: "ubc-international-major-entrance-scholarship",
    title: "UBC International Major Entrance Scholarship and Outstanding International Student Award",
    description:
      "Merit-based entrance awards for new international undergraduates at the University of British Columbia in Canada. The International Major Entrance Scholarship (IMES) can be renewed for up to three more years; the Outstanding International Student (OIS) Award is a one-time entrance award.",
    provider: "University of British Columbia",
    amount: "Partial: merit-based entrance award; IMES paid $20,000 in year one in 2023/24 (check the official page for the current value)",
    currency: "CAD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote: "No separate application: UBC considers you automatically as soon as it offers you admission.",
    deadlineSourceUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "International students new to UBC, entering from secondary school or another post-secondary institution, studying on a Canadian study permit, with exceptional academic results and strong extracurricular and community involvement.",
    howToApply:
      "No separate application: once UBC offers you admission you are considered automatically. In 2023/24, keeping IMES in later years needed a full course load and a top-10% standing or a 75% average.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/",
    sourceUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "canada",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_daad_epos_development_related_postgraduate_courses",
    slug: "daad-epos-development-related-postgraduate-courses",
    title: "DAAD Development-Related Postgraduate Courses (EPOS)",
    description:
      "The German Academic Exchange Service (DAAD) funds professionals from developing and newly industrialised countries to take selected development-related master's (and in some cases doctoral) programmes at German universities. Funding lasts 12 to 42 months depending on the course, and many courses are taught in English.",
    provider: "German Academic Exchange Service (DAAD)",
    amount:
      "Monthly living stipend (EUR 934 for graduates or EUR 1,300 for doctoral candidates, on an undated DAAD page), health, accident and liability insurance contributions and a travel allowance (check each course for tuition fees)",
    currency: "EUR",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "Set by each course, often about a year ahead: Göttingen's MSc Development Economics, for example, takes applications from 1 October to 15 November each year for the next winter term.",
    deadlineSourceUrl: "https://www.uni-goettingen.de/de/how+to+apply/572166.html",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Graduates with at least two years of professional experience from a country on DAAD's list of eligible countries; we could not confirm which Caribbean countries are on the current list, so check yours. Courses add their own rules: Freiburg's, for example, asks for a degree no older than six years and two years of relevant work after the bachelor's, not counting internships or voluntary work.",
    howToApply:
      "Choose a course from DAAD's current list of EPOS postgraduate courses and apply directly to that German university by the course deadline, which is usually about a year before the course starts. The university shortlists and DAAD makes the final decision.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: 2, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/",
    sourceUrl: "https://www.meg.uni-freiburg.de/admissions/Scholarships/daad%20scholarship",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_rhodes_scholarship_jamaica_commonwealth_caribbean",
    slug: "rhodes-scholarship-jamaica-commonwealth-caribbean",
    title: "Rhodes Scholarships for Jamaica and the Commonwealth Caribbean",
    description:
      "Fully funded postgraduate study at the University of Oxford for young people of outstanding intellect, character, leadership and commitment to service. There are separate constituencies for Jamaica and for the Commonwealth Caribbean, with selection committees in the region.",
    provider: "The Rhodes Trust",
    amount: "Full tuition and college fees, living stipend, and airfare to and from Oxford",
    currency: "GBP",
    deadline: "2019-09-30",
    deadlineCycle: "2020 scholarships",
    deadlineNote: null,
    deadlineSourceUrl: "http://www.jamaicaobserver.com/news/rhodes-scholarship-applications-open_174514",
    opensOn: null,
    earlierCycles: [
      { intake: "2018 scholarships", opensOn: null, closesOn: "2017-09-30", sourceUrl: "https://nia.gov.kn/personal-development/scholarships/rhodes/" },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens meeting the residence rules of the Jamaica constituency or the Commonwealth Caribbean constituency (which has covered Anguilla, Antigua and Barbuda, The Bahamas, Barbados, Belize, the British Virgin Islands, the Cayman Islands, Dominica, Grenada, Guyana, Montserrat, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines, Trinidad and Tobago and the Turks and Caicos Islands). You need a completed bachelor's degree with a very strong record by the start date and must meet the constituency's age limits. If you are connected to more than one constituency you may still make only one Rhodes application a year, and its age and academic criteria are not relaxed.",
    howToApply:
      "Apply online through the Rhodes Trust's application pages for your constituency; applications usually open in early summer and close in the early autumn, followed by interviews in the region. A scholarship is confirmed only once Oxford admits you.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.rhodeshouse.ox.ac.uk/scholarships/apply/",
    sourceUrl: "https://www.rhodeshouse.ox.ac.uk/scholarships/applying-for-inter-jurisdictional-consideration/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "uk",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_gates_cambridge_scholarship",
    slug: "gates-cambridge-scholarship",
    title: "Gates Cambridge Scholarship",
    description:
      "Full-cost scholarships for outstanding applicants from any country outside the UK to take a full-time postgraduate degree in any subject at the University of Cambridge. Selection looks at academic excellence, reasons for the course, commitment to improving the lives of others and leadership.",
    provider: "Gates Cambridge Trust",
    amount: "Full university fees, living (maintenance) allowance, airfares at the start and end of the course, and visa and health surcharge costs",
    currency: "GBP",
    deadline: null,
    deadlineCycle: "Entry 2025-26",
    deadlineNote:
      "Set by your course: Caribbean applicants apply by the funding deadline shown for their course in the University's Course Directory (23:59 UK time). For entry in 2025-26 applications opened on 4 September 2024; we found no official dates for later entry.",
    deadlineSourceUrl: "https://gatescambridge.org/apply/timeline",
    opensOn: "2024-09-04",
    earlierCycles: [
      {
        intake: "2016 entry",
        opensOn: null,
        closesOn: "2015-12-02",
        sourceUrl: "https://www.whitman.edu/academics/fellowships-and-grants/major-fellowships-scholarships-and-grants/gates-cambridge-scholarship",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of any country outside the United Kingdom applying for a full-time PhD, MLitt or one-year postgraduate course at Cambridge (some courses, such as the MBA and MFin, are excluded). Caribbean applicants apply in the international round.",
    howToApply:
      "Apply for your Cambridge course through the University's graduate application portal and complete the Gates Cambridge section in the funding part of the form by the course's funding deadline (usually between early December and early January).",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.gatescambridge.org/",
    sourceUrl: "https://gatescambridge.org/apply/timeline",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "uk",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_uwi_open_scholarship",
    slug: "uwi-open-scholarship",
    title: "UWI Open Scholarship",
    description:
      "The most prestigious of The University of the West Indies' regional undergraduate scholarships, funded by the governments that contribute to UWI. Winners can take a government-funded undergraduate degree at a UWI campus, and the award continues for the whole degree if they keep at least a 3.0 GPA.",
    provider: "The University of the West Indies (Office of the Board for Undergraduate Studies)",
    amount: "Full tuition (the 20% economic cost) and maintenance (living) costs; exact benefits differ by campus",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No dated window found: no page we could confirm gives the application's opening or closing date, so ask the Office of the Board for Undergraduate Studies when it opens.",
    deadlineSourceUrl: null,
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Citizens of a UWI contributing country (Anguilla, Antigua and Barbuda, The Bahamas, Barbados, Belize, Bermuda, the British Virgin Islands, the Cayman Islands, Dominica, Grenada, Jamaica, Montserrat, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines, and Trinidad and Tobago) with one of: CAPE Units 1 and 2 with Grade 1 in at least five subjects, including Caribbean Studies and Communication Studies; an associate degree with a GPA of 3.6; or a UWI first-year GPA of 3.6.",
    howToApply:
      "Apply to UWI for an undergraduate programme and submit the separate UWI Open Scholarship application online while it is open (it runs alongside undergraduate admissions), with two references including one academic referee.",
    eligibilityRules: {
      citizenships: ["AI", "AG", "BS", "BB", "BZ", "BM", "VG", "KY", "DM", "GD", "JM", "MS", "KN", "LC", "VC", "TT"],
      minAge: null,
      maxAge: null,
      minWorkYears: null,
      cxc: [{ exam: "CAPE", passes: 5, grade: 1, including: ["Caribbean Studies", "Communication Studies"] }],
    },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://uwi.edu/obus/obus-scholarships",
    sourceUrl: "https://sta.uwi.edu/admissions/undergrad/faqs_financial_aid_scholarships.asp",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_trinidad_and_tobago_national_scholarships",
    slug: "trinidad-and-tobago-national-scholarships",
    title: "Trinidad and Tobago National Scholarships (President's Medal, Open and Additional)",
    description:
      "Trinidad and Tobago awards national scholarships each year on CAPE results alone, across ten cognate groups. In January 2026 the Minister of Tertiary Education and Skills Training announced 105 national scholarships (47 Open, 58 Additional), worth TT$35.8 million, and two President's Medals. Open Scholars may take a bachelor's degree anywhere; Additional Scholars study at UWI St. Augustine or another locally accredited institution.",
    provider: "Government of the Republic of Trinidad and Tobago (Ministry of Tertiary Education and Skills Training)",
    amount: "Full tuition and compulsory fees, personal maintenance (living) allowance, book allowance and return economy airfare where applicable",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No application deadline: national scholarships are awarded on CAPE results, and the Ministry announces the winners (most recently in January 2026).",
    deadlineSourceUrl: "https://newsday.co.tt/2026/01/24/naps-girls-batce-students-take-presidents-medal-while-105-schols-awarded/",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Citizens of Trinidad and Tobago with no residency status in another country who qualify on CAPE performance: at least eight units at grades 1 or 2 over no more than two consecutive years. You must also be medically fit, have a guarantor, and have applied to or been accepted by an accredited institution. President's Medal winners are funded for undergraduate and postgraduate study up to seven years (nine for medicine in the USA) at any accredited or recognised institution in the world. Scholars sign an agreement and must complete a period of obligatory service in Trinidad and Tobago.",
    howToApply:
      "Awards are made on CAPE results; there is no open competition. Winners are announced by the Ministry and then complete the Scholarships division's data capture form and documents. Separate means-tested National Bursaries have also been offered to CAPE candidates by application.",
    eligibilityRules: { citizenships: ["TT"], minAge: null, maxAge: null, minWorkYears: null, cxc: [{ exam: "CAPE", passes: 8, grade: 2, including: [] }] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.scholarships.moe.gov.tt/",
    sourceUrl: "https://www.scholarships.moe.gov.tt/cape-scholarship-faq/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate", "postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_trinidad_and_tobago_gate",
    slug: "trinidad-and-tobago-gate",
    title: "Government Assistance for Tuition Expenses (GATE), Trinidad and Tobago",
    description:
      "Trinidad and Tobago's tuition funding programme for citizens taking approved programmes at public and approved private tertiary institutions locally and in the region. It is means-tested, so the share of tuition paid depends on household income, and it pays tuition only.",
    provider: "Government of the Republic of Trinidad and Tobago (Ministry responsible for tertiary education)",
    amount:
      "Up to full tuition for approved programmes, means-tested (tuition only): the undated GATE FAQ gives 100% for a household income of TT$10,000 a month or less, 75% above that and under TT$30,000, and 50% from TT$30,000 (check the official page)",
    currency: "TTD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No fixed deadline: apply once you are accepted to a GATE-approved programme. Your application must be verified, clearance-approved and means-confirmed.",
    deadlineSourceUrl: "https://moe.gov.tt/gate-faqs/",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Citizens of Trinidad and Tobago aged 18 to 50 accepted to a GATE-approved programme at a local or regional public tertiary institution or a local private one. The e-GATE FAQ (undated) also asks for three years' continuous residency before you apply. Since a November 2020 announcement GATE covers one programme up to undergraduate level, with postgraduate funding discontinued (check whether this still applies). Recipients must complete a period of national service in Trinidad and Tobago linked to the value received, or repay the funds.",
    howToApply:
      "Once accepted by an approved institution, apply through the government's GATE process (online e-service or through your institution) with proof of citizenship, acceptance and household income for the means test, then sign the GATE student agreement.",
    eligibilityRules: { citizenships: ["TT"], minAge: 18, maxAge: 50, minWorkYears: null, cxc: [] },
    obligations: { bondYears: 1, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.moe.gov.tt/government-assisted-tuition-expenses/",
    sourceUrl: "https://moe.gov.tt/gate-faqs/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_barbados_scholarships_and_exhibitions",
    slug: "barbados-scholarships-and-exhibitions",
    title: "Barbados Scholarships and Exhibitions",
    description:
      "Barbados' national awards for its top CAPE (and Barbados Community College) performers, announced each year by the Ministry responsible for education. A Barbados Scholarship can be taken at universities abroad; an Exhibition is tenable at the UWI campuses. In 2025, 30 students received scholarships and exhibitions.",
    provider: "Government of Barbados (Ministry of Educational Transformation)",
    amount:
      "Scholarship: Full tuition, health insurance where relevant, annual allowances and return economy airfare. Exhibition: UWI tuition plus a living allowance and travel support",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No application deadline: awards are made on CAPE and Barbados Community College results, and the Ministry announces the winners (30 in 2025).",
    deadlineSourceUrl: "https://loudradio.co/top-students-urged-to-give-back-as-30-scholarships-and-exhibitions-awarded",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Barbadian students who reach the Ministry's standard in CAPE or at Barbados Community College: in 2023 scholarship winners had Grade I in eight CAPE units, or a BCC GPA of 4.0. Awardees have been required to enter a bond to return and serve Barbados for a period linked to their study, or repay.",
    howToApply:
      "Awards are based on results rather than an open competition: the Ministry announces the winners and its Tertiary Unit then processes each award with the student. Ask your school or the Tertiary Unit about the current criteria and paperwork.",
    eligibilityRules: { citizenships: ["BB"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://mes.gov.bb/Departments/Tertiary/",
    sourceUrl: "https://mes.gov.bb/Departments/Tertiary/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_bahamas_national_scholarship_programme",
    slug: "bahamas-national-scholarship-programme",
    title: "Bahamas National Scholarship Programme (All Bahamas Merit and National Merit)",
    description:
      "The Ministry of Education's Scholarship and Educational Loan Division runs The Bahamas' national scholarships, including the All Bahamas Merit Scholarship (the country's most prestigious award) and National Merit Scholarships for study at home or at accredited universities abroad. Awards favour areas of national priority.",
    provider: "Government of The Bahamas (Ministry of Education, Scholarship and Educational Loan Division)",
    amount:
      "Annual award up to a maximum set by the Ministry: National Merit up to $25,000 a year for up to four years; All Bahamas Merit also includes book and flight allowances",
    currency: "USD",
    deadline: null,
    deadlineCycle: "2025 cycle (awards for Fall 2025 and Spring 2026)",
    deadlineNote:
      "No confirmed closing date: deadlines vary by scholarship. The 2025 cycle (awards for Fall 2025 and Spring 2026) started on 1 December, with review of applications from July 2025.",
    deadlineSourceUrl: "https://scholarshipsbahamas.com/",
    opensOn: "2024-12-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Bahamian citizens who meet the academic criteria for the award and have applied to or been accepted by an accredited institution. National Merit Scholars must have attended a Bahamian secondary school for three consecutive years and keep a 3.00 GPA. Awards may be deferred for one year, and recipients are expected to return and serve The Bahamas.",
    howToApply:
      "Apply online through the Scholarship and Educational Loan Division's portal during the annual cycle, uploading your passport, NIB card, acceptance letter, certificates and transcripts, essays, references and schedule of fees. Shortlisted merit candidates are interviewed.",
    eligibilityRules: { citizenships: ["BS"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://scholarshipsbahamas.com/",
    sourceUrl: "https://www.ministryofeducationbahamas.com/scholarship-info",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_guyana_online_academy_of_learning",
    slug: "guyana-online-academy-of-learning",
    title: "Guyana Online Academy of Learning (GOAL) Scholarships",
    description:
      "The Government of Guyana's fully funded online scholarships, launched in 2021, let Guyanese study certificate to doctoral programmes from partner universities without leaving home or work. More than 39,000 GOAL scholarships had been awarded by October 2025.",
    provider: "Government of Guyana (Guyana Online Academy of Learning)",
    amount: "Full tuition for an approved online programme",
    currency: "USD",
    deadline: "2026-01-31",
    deadlineCycle: "2026 intake, postgraduate programmes",
    deadlineNote: "In that intake certificate and vocational programmes closed on 31 October 2025 and bachelor's programmes on 31 December 2025.",
    deadlineSourceUrl: "https://guyanachronicle.com/2025/10/02/goal-opens-doors-to-skills-training-degree-programmes-for-2026-applicants",
    opensOn: "2025-12-01",
    earlierCycles: [
      {
        intake: "2025 intake",
        opensOn: null,
        closesOn: "2025-02-28",
        sourceUrl: "https://dpi.gov.gy/application-portal-for-goal-scholarship-programmes-open/",
      },
      { intake: "2021", opensOn: null, closesOn: "2021-05-22", sourceUrl: "https://dpi.gov.gy/goal-processing-about-3500-online-scholarship-applications/" },
    ],
    fixedWindow: true,
    eligibility:
      "Guyanese citizens who meet the entry requirements of the chosen programme (CAPE is the usual basis for degree programmes; some certificate programmes need no formal qualifications). Awardees sign a contract with obligations set by the government.",
    howToApply:
      "Apply online when applications are open, choosing from the current list of programmes and uploading your ID, certificates, transcripts, motivational statement and a letter of support. For the 2026 intake applications went through the Government of Guyana's portal at govofguyana.smapply.io; see goal.edu.gy for the current one.",
    eligibilityRules: { citizenships: ["GY"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://goal.edu.gy/",
    sourceUrl: "https://dpi.gov.gy/application-portal-for-goal-scholarship-programmes-open/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_mext_japanese_government_scholarship",
    slug: "mext-japanese-government-scholarship",
    title: "Japanese Government (MEXT) Scholarship",
    description:
      "Japan's Ministry of Education (MEXT) funds international students at Japanese universities, including research students (master's, doctoral or non-degree research) and, for some countries, undergraduates. Embassies of Japan in the Caribbean recommend candidates after a document review, examination and interview.",
    provider: "Government of Japan (MEXT), through Embassies of Japan",
    amount: "Full tuition, monthly living stipend and return airfare",
    currency: "USD",
    deadline: "2025-06-20",
    deadlineCycle: "2026 research students, Embassy of Japan in Barbados",
    deadlineNote: "Other embassies set their own dates; the Embassy of Japan in Jamaica says its call is usually in April.",
    deadlineSourceUrl: "https://nationnews.com/2025/04/26/applications-open-for-2026-japanese-government-scholarship-programme",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Nationals of countries with which Japan has diplomatic relations who meet the category's age and academic rules: research students need a bachelor's degree and, in the 2026 calls, a birth date on or after 2 April 1991. Which embassy takes you has changed: for 2026 the Embassy in Barbados took nationals of Barbados, Antigua and Barbuda, Dominica and Saint Kitts and Nevis, while the Embassy in Trinidad and Tobago listed Antigua and Barbuda, Dominica, Grenada, Saint Kitts and Nevis, Saint Lucia, Guyana, Suriname, Saint Vincent and the Grenadines and Trinidad and Tobago for 2025, so ask. Belize now has its own Embassy of Japan, which for 2026 also invited College of Technology and Specialized Training College applicants; the Embassy in Jamaica has also covered The Bahamas.",
    howToApply:
      "Apply to the Embassy of Japan accredited to your country during its call (research-student calls have usually been in spring), submitting the MEXT forms. Shortlisted candidates sit tests and an interview before the embassy recommends them to MEXT.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.studyinjapan.go.jp/en/smap-stopj-applications-research.html",
    sourceUrl: "https://www.bz.emb-japan.go.jp/itpr_ja/MEXT2025.html",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate", "postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_chinese_government_scholarship",
    slug: "chinese-government-scholarship",
    title: "Chinese Government Scholarship (Bilateral Program)",
    description:
      "Scholarships from China's Ministry of Education, managed by the China Scholarship Council, for undergraduate, master's, doctoral and non-degree study at designated Chinese universities. Caribbean governments receive places under bilateral agreements and select candidates; undergraduates study in Chinese after preparatory language study.",
    provider: "Government of the People's Republic of China (China Scholarship Council)",
    amount: "Full scholarship: tuition, accommodation, living stipend and medical insurance (airfare depends on your country's arrangement)",
    currency: "USD",
    deadline: "2022-01-20",
    deadlineCycle: "Barbados call for the academic year from September 2022",
    deadlineNote: "Each government's dispatching authority sets its own date; the calls we found closed in January or February.",
    deadlineSourceUrl: "https://mes.gov.bb/News/Latest/Chinese-Government-Scholarship-2022.aspx",
    opensOn: null,
    earlierCycles: [
      { intake: "2021, Barbados", opensOn: null, closesOn: "2021-02-19", sourceUrl: "http://bb.chineseembassy.org/eng/notice/t1848728.htm" },
      {
        intake: "2021/2022, Dominica",
        opensOn: null,
        closesOn: "2021-01-22",
        sourceUrl: "https://dominicanewsonline.com/news/homepage/news/educationyouth/announcement-chinese-scholarship-programme-2021-2022/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of the applying country who are not Chinese citizens and are in good health. Usual age limits are under 25 for bachelor's, under 35 for master's and under 40 for doctoral study, with the matching prior qualification. Your government may add conditions: Barbados' 2022 call asked undergraduates for five CXC passes at grade 1 or 2 and had students pay their own travel, with one to two years of Chinese first.",
    howToApply:
      "Apply through your country's dispatching authority (for example, Jamaica's Ministry of Finance and the Public Service or Barbados' Ministry of Education has handled calls) and complete the online application on the Campus China system using the agency number they give you.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.campuschina.org/",
    sourceUrl: "http://bb.chineseembassy.org/eng/notice/t1848728.htm",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_taiwan_icdf_international_higher_education_scholarship",
    slug: "taiwan-icdf-international-higher-education-scholarship",
    title: "TaiwanICDF International Higher Education Scholarship",
    description:
      "Scholarships from the International Cooperation and Development Fund of Taiwan for English-taught bachelor's, master's and doctoral programmes at partner universities in Taiwan, in fields such as agriculture, public health, engineering, business and ICT. Open to nationals of Taiwan's partner countries, which in the Caribbean region have included Belize, Saint Kitts and Nevis, Saint Lucia and Saint Vincent and the Grenadines.",
    provider: "International Cooperation and Development Fund (TaiwanICDF)",
    amount: "Full tuition and credit fees, housing, monthly living allowance, insurance, textbooks and return airfare",
    currency: "USD",
    deadline: "2026-03-13",
    deadlineCycle: "2026 intake, Taiwan Embassy in Belize",
    deadlineNote:
      "Documents also had to reach the university by its own deadline. In Saint Kitts and Nevis the 2026 programme opened on 7 January 2026 and the Ministry of Education set the date.",
    deadlineSourceUrl: "https://www.roc-taiwan.org/bz_en/post/8446.html",
    opensOn: null,
    earlierCycles: [
      { intake: "2020, Saint Lucia", opensOn: "2020-01-13", closesOn: "2020-03-15", sourceUrl: "https://www.taiwanembassy.org/lc_en/post/3209.html" },
    ],
    fixedWindow: true,
    eligibility:
      "Nationals of a country on TaiwanICDF's list of eligible countries who meet the admission requirements of the partner university and programme; programmes are taught in English, each applicant may apply for one, and students graduating in June 2026 could apply in the 2026 round. Saint Kitts and Nevis strongly recommended a GPA of at least 3.5.",
    howToApply:
      "Complete the online TaiwanICDF application, then submit it with your documents to the Taiwan (ROC) Embassy through your country's designated ministry, and separately apply for admission to the chosen partner university by its deadline.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.icdf.org.tw/wSite/np?ctNode=31561&mp=2",
    sourceUrl: "https://www.roc-taiwan.org/bz_en/post/8446.html",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate", "postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_erasmus_mundus_joint_masters",
    slug: "erasmus-mundus-joint-masters",
    title: "Erasmus Mundus Joint Master's Scholarships",
    description:
      "EU-funded scholarships for integrated master's programmes run by groups of universities, in which you study in at least two European countries and earn a joint or multiple degree. Students from any country in the world may apply, and the programmes themselves award the scholarships to their best-ranked applicants.",
    provider: "European Union (Erasmus+), awarded by each master's consortium",
    amount:
      "Full participation costs (tuition), travel and installation contribution, and monthly living allowance (the ISLANDS master's, for example, pays EUR 1,400 a month for 24 months and waives tuition)",
    currency: "EUR",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "Set by each master's programme, as is whether it has scholarships that year (JEMARO had none for its 2024-2026 intake). The ISLANDS master's, for example, takes scholarship applications until 15 January.",
    deadlineSourceUrl: "https://jemaro.ec-nantes.fr/english-version/admission/deadlines-1",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Holders of a first degree (or final-year students who will graduate before the programme starts) who meet the programme's academic and language requirements. You cannot hold a second Erasmus Mundus master's scholarship.",
    howToApply:
      "Browse the Erasmus Mundus catalogue, then apply directly to each chosen programme by its own deadline (many fall between October and January) and tick the scholarship option in its application.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://erasmus-plus.ec.europa.eu/opportunities/opportunities-for-individuals/students/erasmus-mundus-joint-masters",
    sourceUrl: "https://islandsmaster.eu/application-form/scholarships/",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_joint_japan_world_bank_graduate_scholarship",
    slug: "joint-japan-world-bank-graduate-scholarship",
    title: "Joint Japan/World Bank Graduate Scholarship Program (JJ/WBGSP)",
    description:
      "Funded by the Government of Japan and run by the World Bank, this programme supports mid-career professionals from developing countries on development-related master's programmes at participating universities in the US, Europe, Africa, Oceania and Japan. After graduating, scholars are expected to apply their skills to development work in their home countries.",
    provider: "World Bank (funded by the Government of Japan)",
    amount: "Full tuition, monthly living allowance, basic medical insurance, round-trip airfare and a travel allowance",
    currency: "USD",
    deadline: "2026-05-29",
    deadlineCycle: "2026 call, second window",
    deadlineNote:
      "The 2026 call had two windows, 15 January to 27 February and 30 March to 29 May 2026, and the link went only to candidates a participating programme had shortlisted.",
    deadlineSourceUrl: "https://www.ndtv.com/education/world-bank-japan-graduate-scholarships-2026-eligibility-benefits-selection-process-10946696",
    opensOn: "2026-03-30",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Nationals of a World Bank member developing country, without dual citizenship of a developed country, with a bachelor's degree earned at least three years before the deadline and three years of paid development-related work in the past six, unconditionally admitted to one of the 44 participating master's programmes outside their own country. We could not see the current list of eligible countries, so check that yours is on it.",
    howToApply:
      "Apply first to a participating master's programme; the application link for the scholarship is shared with candidates the universities shortlist. Read the current call and list of participating programmes on the World Bank Scholarships Program page.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: 3, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.worldbank.org/en/programs/scholarships",
    sourceUrl: "https://www.ndtv.com/education/world-bank-japan-graduate-scholarships-2026-eligibility-benefits-selection-process-10946696",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_barbados_national_development_scholarships",
    slug: "barbados-national-development-scholarships",
    title: "Barbados National Development Scholarships",
    description:
      "Government of Barbados scholarships for undergraduate and postgraduate study at internationally accredited universities in areas the country has named as priorities, such as data analytics and artificial intelligence, robotics, electric vehicle maintenance, renewable energy, forensic pathology and audiology. In return, scholars serve Barbados under a bond.",
    provider: "Government of Barbados (Ministry of Educational Transformation, Tertiary Unit)",
    amount:
      "Full tuition, economy airfare, a living allowance (US$6,300, CAN$5,880 or £7,560 a year), BDS$1,000 for books and $736 for clothing in cold countries (2024 values; check the official page)",
    currency: "USD",
    deadline: "2024-10-25",
    deadlineCycle: "2024 awards",
    deadlineNote: "The closing date moves from year to year (in 2012 it was 15 June).",
    deadlineSourceUrl: "https://advomag.com/applications-invited-for-national-development-scholarships-2024/?amp=1",
    opensOn: null,
    earlierCycles: [
      { intake: "2012", opensOn: null, closesOn: "2012-06-15", sourceUrl: "https://gisbarbados.gov.bb/blog/2012-national-development-scholarships-available/" },
    ],
    fixedWindow: true,
    eligibility:
      "Citizens of Barbados aged 18 to 40 accepted at an internationally accredited university for a programme in one of the year's priority areas; programmes offered at a UWI campus are not considered. Scholars sign a bond, backed by two sureties, to serve Barbados for one year for each year of the award (2024 rules).",
    howToApply: "Read the year's notice for its list of priority areas, then complete the application form and submit it by the closing date the notice gives.",
    eligibilityRules: { citizenships: ["BB"], minAge: 18, maxAge: 40, minWorkYears: null, cxc: [] },
    obligations: { bondYears: 1, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://mes.gov.bb/News/Latest/National-Development-Scholarships-2024.aspx",
    sourceUrl: "https://mes.gov.bb/News/Latest/National-Development-Scholarships-2024.aspx",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate", "postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_errol_walton_barrow_scholarship",
    slug: "errol-walton-barrow-scholarship",
    title: "Errol Walton Barrow Scholarship (Barbados)",
    description:
      "A Government of Barbados scholarship kept for students from the island's newer secondary schools, for associate or undergraduate study in Culinary Arts, Aeronautics or Maritime Studies. It was announced in 2020 as a yearly award, and its first recipient was named at the 2023 Scholarships and Exhibitions ceremony.",
    provider: "Government of Barbados",
    amount: null,
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote: "No deadline found: it is awarded each year, and we found no published application window.",
    deadlineSourceUrl: "https://advomag.com/javani-alleyne-receives-errol-walton-barrow-scholarship/?amp=1",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Qualified Barbadians who finished secondary school at an institution established after 1951, going on to associate or undergraduate study in Culinary Arts, Aeronautics or Maritime Studies.",
    howToApply:
      "The pages we checked publish no application process: ask the Tertiary Unit of the Ministry responsible for education how candidates are chosen this year.",
    eligibilityRules: { citizenships: ["BB"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://mes.gov.bb/Departments/Tertiary/",
    sourceUrl: "https://gisbarbados.gov.bb/blog/three-scholarships-for-newer-secondary-students/?ajaxCalendar=1&mo=7&yr=2021",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_marcus_garvey_public_sector_graduate_scholarship",
    slug: "marcus-garvey-public-sector-graduate-scholarship",
    title: "Marcus Garvey Public Sector Graduate Scholarship (Jamaica)",
    description:
      "The Government of Jamaica's graduate scholarship for people working in the public sector, administered by the Ministry of Finance and the Public Service. Nineteen scholarships were awarded in 2023.",
    provider: "Government of Jamaica (Ministry of Finance and the Public Service)",
    amount: null,
    currency: "USD",
    deadline: "2020-09-30",
    deadlineCycle: "First round, for study from 2021/22",
    deadlineNote:
      "That round opened on 31 August 2020; the Finance Minister later gave the period as 1 September to 5 October 2020, perhaps after an extension. In August 2023 the Government said the next intake should start in October or November of that year, but we found no confirmed date for a later round.",
    deadlineSourceUrl: "https://jis.gov.jm/features/ministry-begins-accepting-applications-for-marcus-garvey-graduate-scholarship-august-31/",
    opensOn: "2020-08-31",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Jamaican public sector employees. For the first round (2020) applicants had to be 45 or younger with two years' service, and the Government planned 30 awards a year for five years. The pages we could confirm do not give the current rules (employment and study-leave conditions, fields of study), so check them with the Ministry of Finance and the Public Service.",
    howToApply: "Watch the Ministry of Finance and the Public Service for the next intake's notice and apply as it directs.",
    eligibilityRules: { citizenships: ["JM"], minAge: null, maxAge: 45, minWorkYears: 2, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.mof.gov.jm/",
    sourceUrl: "https://jis.gov.jm/marcus-garvey-graduate-scholarship-recipients-to-be-announced-aug-17/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_trinidad_and_tobago_national_bursaries",
    slug: "trinidad-and-tobago-national-bursaries",
    title: "Trinidad and Tobago National Bursaries",
    description:
      "Means-tested bursaries from the Government of Trinidad and Tobago for citizens with strong CAPE results, for study at an accredited local institution or a regional UWI campus. Cabinet approved 345 bursaries worth just over $51 million for the 2024/2025 academic year; recipients agree to stay and work in Trinidad and Tobago.",
    provider: "Government of the Republic of Trinidad and Tobago (Ministry responsible for tertiary education)",
    amount: null,
    currency: "USD",
    deadline: "2021-04-12",
    deadlineCycle: "CAPE 2020 cohort",
    deadlineNote: "The application form was available from 15 March to 12 April 2021; we found no later window.",
    deadlineSourceUrl: "http://news.gov.tt/content/award-scholarships-cape-2020",
    opensOn: "2021-03-15",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Citizens of Trinidad and Tobago with no residency elsewhere who passed at least eight CAPE units at Grades I or II within two consecutive years (one Grade III is allowed), are accepted at an accredited local institution or a regional UWI campus under GATE rules, and meet the GATE means test. You also need evidence of extracurricular activities and a statement of purpose. Recipients sign an agreement to remain and work in Trinidad and Tobago and may defer for up to one year.",
    howToApply:
      "Apply on the Ministry's bursary application form when it opens, with your CAPE results, proof of acceptance, means-test documents, extracurricular evidence and statement of purpose.",
    eligibilityRules: { citizenships: ["TT"], minAge: null, maxAge: null, minWorkYears: null, cxc: [{ exam: "CAPE", passes: 8, grade: 2, including: [] }] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.scholarships.moe.gov.tt/bursary-programme-faq/",
    sourceUrl: "https://www.scholarships.moe.gov.tt/bursary-programme-faq/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_global_korea_scholarship_graduate",
    slug: "global-korea-scholarship-graduate",
    title: "Global Korea Scholarship (GKS) for Graduate Study, Embassy Track",
    description:
      "The Korean government's scholarship for a master's (two years) or doctoral (three years) degree at a Korean university, after a year of Korean language study. For Barbados, Grenada, Guyana, Saint Lucia, Saint Vincent and the Grenadines and Trinidad and Tobago, the Embassy of the Republic of Korea in Trinidad and Tobago recommends candidates for a small quota of places per country.",
    provider: "Government of the Republic of Korea (through the Embassy of Korea in Trinidad and Tobago)",
    amount: null,
    currency: "USD",
    deadline: "2025-03-07",
    deadlineCycle: "2025 GKS Graduate Program, Embassy of Korea in Trinidad and Tobago",
    deadlineNote: null,
    deadlineSourceUrl: "https://overseas.mofa.go.kr/tt-en/brd/m_25925/view.do?page=1&seq=57",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "For 2025 the embassy's places were Guyana 2, Grenada 1, Barbados 2, Saint Lucia 1, Saint Vincent and the Grenadines 1 and Trinidad and Tobago 3. Applicants had to be under 40 (born after 1 September 1985) with a cumulative GPA of 80% or a place in the top 20% of their class, or the equivalent.",
    howToApply:
      "Apply to the Embassy of Korea in Trinidad and Tobago when it publishes the year's call, following its guidelines and closing time (18:00 local time in 2025).",
    eligibilityRules: { citizenships: ["GY", "GD", "BB", "LC", "VC", "TT"], minAge: null, maxAge: 39, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://overseas.mofa.go.kr/tt-en/brd/m_25925/view.do?page=1&seq=57",
    sourceUrl: "https://overseas.mofa.go.kr/tt-en/brd/m_25925/view.do?page=1&seq=57",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_mofa_taiwan_scholarship",
    slug: "mofa-taiwan-scholarship",
    title: "MOFA Taiwan Scholarship",
    description:
      "Taiwan's Ministry of Foreign Affairs scholarship for a degree at a university in Taiwan, often with up to a year of Mandarin first, offered in the Caribbean through partner governments such as Saint Vincent and the Grenadines, Belize and Saint Kitts and Nevis. 321 Vincentians have received Taiwan scholarships since 2004.",
    provider: "Government of Taiwan (Ministry of Foreign Affairs)",
    amount:
      "Round-trip airfare, tuition and a monthly stipend for up to five years including Mandarin study (Belize's 2019 call: NT$30,000 a month for degree study, NT$25,000 for Mandarin)",
    currency: "TWD",
    deadline: "2021-03-31",
    deadlineCycle: "2021 programme, Saint Vincent and the Grenadines",
    deadlineNote: "That year Saint Kitts and Nevis applicants had to apply by 1 March 2021; we found no 2026 date.",
    deadlineSourceUrl: "https://annsvg.com/index.php/2021/03/05/2021-taiwan-scholarship-programmes/",
    opensOn: "2021-02-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Nationals of a country where the programme is offered. Belize's 2019 call asked for citizens aged 18 to 30 with a high school diploma and a GPA of 3 or above; Saint Kitts and Nevis' 2021 call was open to people aged 18 and over with a high school diploma.",
    howToApply:
      "Follow your government's annual call (in Saint Kitts and Nevis applications went to the Ministry of Education) and the instructions on the Taiwan Scholarship site.",
    eligibilityRules: { citizenships: [], minAge: 18, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://taiwanscholarship.moe.gov.tw/",
    sourceUrl: "https://www.stvincenttimes.com/30-bright-minds-awarded-taiwan-scholarships-in-st-vincent/",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_mexican_government_scholarships_for_international_students",
    slug: "mexican-government-scholarships-for-international-students",
    title: "Mexican Government Scholarships for International Students (AMEXCID)",
    description:
      "Mexico's Agency for International Development Cooperation (AMEXCID) offers scholarships for foreigners to study in Mexico through a yearly call that lists the eligible countries. Past calls have been open to nationals of the OECS member states.",
    provider: "Government of Mexico (AMEXCID)",
    amount: null,
    currency: "USD",
    deadline: "2024-06-28",
    deadlineCycle: "2024 call",
    deadlineNote: "We could not see which Caribbean countries the 2024 call covered; the call for 2020 was open to nationals of OECS member states.",
    deadlineSourceUrl: "https://mon.gov.mk/content/?id=8628",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2020 call",
        opensOn: null,
        closesOn: "2019-09-27",
        sourceUrl: "https://pressroom.oecs.org/government-of-mexico-scholarships-open-to-citizens-of-oecs-member-states",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Nationals of the countries listed in each year's call; the call for 2020 named the OECS member states. Check the current call for your country.",
    howToApply: "Read the current call on AMEXCID's page and apply online through the SIGCA system (sigca.sre.gob.mx).",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.gob.mx/amexcid/acciones-y-programas/becas-para-extranjeros-29785",
    sourceUrl: "https://pressroom.oecs.org/government-of-mexico-scholarships-open-to-citizens-of-oecs-member-states",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_turkiye_scholarships",
    slug: "turkiye-scholarships",
    title: "Türkiye Scholarships (Türkiye Bursları)",
    description:
      "The Government of Türkiye's scholarship programme for international students to study in Türkiye, starting with a one-year Turkish language course.",
    provider: "Government of Türkiye (Türkiye Scholarships)",
    amount: null,
    currency: "USD",
    deadline: "2021-02-20",
    deadlineCycle: "2021 round",
    deadlineNote: "That round opened on 10 January 2021; we found no newer confirmed date.",
    deadlineSourceUrl: "https://www.dailysabah.com/turkey/education/turkiye-scholarships-2021-applications-close-in-3-days",
    opensOn: "2021-01-10",
    earlierCycles: [],
    fixedWindow: true,
    eligibility: "International students. Check the official site for the current age limits and academic requirements.",
    howToApply: "Apply online on the Türkiye Scholarships website while the yearly round is open.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.turkiyeburslari.gov.tr",
    sourceUrl: "https://www.dailysabah.com/turkey/education/turkiye-scholarships-2021-applications-close-in-3-days",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_mccall_macbain_scholarships",
    slug: "mccall-macbain-scholarships",
    title: "McCall MacBain Scholarships (McGill University)",
    description:
      "Scholarships for graduate study at McGill University in Montreal. Its 2021/22 rules were for Canadian citizens, permanent residents and refugees only; for the 2025 cohort there was no citizenship requirement, so Caribbean graduates could apply.",
    provider: "McCall MacBain Scholarships at McGill University",
    amount: null,
    currency: "CAD",
    deadline: "2024-09-25",
    deadlineCycle: "2025 cohort, national application deadline",
    deadlineNote: null,
    deadlineSourceUrl: "https://prod.lsa.umich.edu/onsf/scholarships/future-graduate-program-career-experience/mccall-macbain-scholarship.html",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "For the 2025 cohort: no citizenship requirement, and you had to finish your bachelor's before the McGill programme began, or within the past five years, or be under 30. Confirm the current rules on the official site.",
    howToApply: "Apply online on the McCall MacBain Scholarships website by the application deadline.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://mccallmacbainscholars.org/",
    sourceUrl: "https://prod.lsa.umich.edu/onsf/scholarships/future-graduate-program-career-experience/mccall-macbain-scholarship.html",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "canada",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_knight_hennessy_scholars",
    slug: "knight-hennessy-scholars",
    title: "Knight-Hennessy Scholars (Stanford University)",
    description:
      "Stanford University's graduate scholarship programme, which encourages citizens and residents of every country to apply. Scholars take a full-time graduate degree at Stanford, so you must be admitted to your Stanford programme as well as selected.",
    provider: "Stanford University (Knight-Hennessy Scholars)",
    amount: null,
    currency: "USD",
    deadline: "2024-10-09",
    deadlineCycle: "2025 cohort",
    deadlineNote: null,
    deadlineSourceUrl: "https://amherst.edu/academiclife/support/fellowships/national/knight-hennessy-scholarship/knight-hennessy-application",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Citizens and residents of all countries. For autumn 2026 entry your first bachelor's degree had to be from 2019 or later, and you must be admitted to a full-time Stanford graduate programme.",
    howToApply: "Submit the Knight-Hennessy application by its deadline and apply to your Stanford graduate programme as well.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://knight-hennessy.stanford.edu/",
    sourceUrl: "https://knight-hennessy.stanford.edu/admission/faqs-frequently-asked-questions",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_jamaica_tertiary_students_assistance_programme",
    slug: "jamaica-tertiary-students-assistance-programme",
    title: "Tertiary Students Assistance Programme (TSAP), Jamaica: Ministry of Education Scholarships and Grants",
    description:
      "Jamaica's Ministry of Education runs the Tertiary Students Assistance Programme (TSAP), whose scholarships, Financial Assistance grant and JAMVAT component help students pay for tertiary study. Scholarships are for full-time students and carry a bond; grant holders give 100 hours of service. One application window covers every TSAP component.",
    provider: "Government of Jamaica (Ministry of Education)",
    amount: "Financial Assistance grant of up to $350,000 (2025 values; check the official page)",
    currency: "JMD",
    deadline: "2025-06-30",
    deadlineCycle: "2025 academic year",
    deadlineNote: "That date closed all TSAP components (the scholarships, the grant and JAMVAT).",
    deadlineSourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2022/2023 financial year",
        opensOn: "2022-04-01",
        closesOn: null,
        sourceUrl: "https://jis.gov.jm/education-ministry-receives-365-million-for-scholarship-programme/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Scholarships: full-time tertiary students aged 18 to 49; returning students need a GPA of at least 3.0, and scholars are bonded. Financial Assistance grant: ages 17 to 40, a returning GPA of at least 2.2, and 100 hours of service (2025 rules). The pages we checked do not state a citizenship rule, so confirm it with the Ministry.",
    howToApply: "Apply on the Ministry of Education's TSAP portal while the year's window is open, choosing the scholarship, the grant or JAMVAT.",
    eligibilityRules: { citizenships: [], minAge: 17, maxAge: 49, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://tsap.moey.gov.jm/",
    sourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_jamaica_jamvat",
    slug: "jamaica-jamvat",
    title: "JAMVAT Tuition Assistance (Jamaica, TSAP)",
    description:
      "JAMVAT is the service component of the Jamaican Ministry of Education's Tertiary Students Assistance Programme (TSAP). Students working towards a first degree give 200 hours of service, and the Ministry then pays part of their tuition.",
    provider: "Government of Jamaica (Ministry of Education)",
    amount: "Partial tuition: 30 per cent of the tuition cost, not exceeding $350,000, after 200 hours of service",
    currency: "JMD",
    deadline: "2025-06-30",
    deadlineCycle: "2025 academic year",
    deadlineNote: "JAMVAT closes with the other TSAP components.",
    deadlineSourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2022/2023 financial year",
        opensOn: "2022-04-01",
        closesOn: null,
        sourceUrl: "https://jis.gov.jm/education-ministry-receives-365-million-for-scholarship-programme/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Students working towards a first degree, aged 18 to 35 (the 2025 notice says 17 to 35); returning students need a GPA of at least 2.5. You must complete 200 hours of service before the payment is made.",
    howToApply: "Apply for JAMVAT on the Ministry of Education's TSAP portal while the year's TSAP window is open.",
    eligibilityRules: { citizenships: [], minAge: 17, maxAge: 35, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: 200 },
    applicationUrl: "https://tsap.moey.gov.jm/jamvat",
    sourceUrl: "https://jis.gov.jm/tertiary-students-can-get-assistance-through-jamvat/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_jamaica_public_sector_parents_tertiary_grant",
    slug: "jamaica-public-sector-parents-tertiary-grant",
    title: "Tertiary Grant for Children of Public Sector Workers (Jamaica)",
    description:
      "A Government of Jamaica grant, run by the Ministry of Finance and the Public Service, towards the tertiary tuition of children of public sector workers. It pays tuition only.",
    provider: "Government of Jamaica (Ministry of Finance and the Public Service)",
    amount: "Tuition only, up to $150,000 (2024/25 values)",
    currency: "JMD",
    deadline: "2024-08-30",
    deadlineCycle: "2024/25 academic year",
    deadlineNote: "Applications closed at 5:00 p.m. that day.",
    deadlineSourceUrl: "https://jis.gov.jm/applications-for-tertiary-grants-by-public-sector-parents-close-aug-30",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibility: "Children under 25 with a GPA of at least 3.0 whose parent has worked in the public sector for at least two continuous years.",
    howToApply: "Apply to the Ministry of Finance and the Public Service through its scholarships page before the year's closing date.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: 24, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.mof.gov.jm/scholarships",
    sourceUrl: "https://jis.gov.jm/applications-for-tertiary-grants-by-public-sector-parents-close-aug-30",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_uwi_mona_scholarships_and_bursaries",
    slug: "uwi-mona-scholarships-and-bursaries",
    title: "UWI Mona Scholarships and Bursaries (Office of Student Financing)",
    description:
      "The Office of Student Financing at The University of the West Indies, Mona campus, runs a yearly intake for scholarships and bursaries given by many donors to its full-time undergraduates. Each donor sets its own conditions; most expect a GPA of at least 3.0.",
    provider: "The University of the West Indies, Mona (Office of Student Financing)",
    amount: null,
    currency: "USD",
    deadline: "2022-08-30",
    deadlineCycle: "2022/2023 school year",
    deadlineNote: "That window ran from 1 May 2022, extended from 29 July. The office's page says the intake for 2025/2026 is closed but gives no dates.",
    deadlineSourceUrl: "https://www.mona.uwi.edu/osf/scholarships-bursaries",
    opensOn: "2022-05-01",
    earlierCycles: [{ intake: "2013/2014", opensOn: null, closesOn: "2013-05-30", sourceUrl: "http://myspot.mona.uwi.edu/osf/scholarships-and-bursaries" }],
    fixedWindow: true,
    eligibility: "Full-time undergraduates at UWI Mona. Most donors expect a GPA of 3.0 or higher; a few accept a lower one (2.2 or 2.5).",
    howToApply:
      "Apply through the Mona Office of Student Financing during its yearly scholarship intake; unless an award says otherwise, one closing date applies to all awards.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.mona.uwi.edu/osf/node/820",
    sourceUrl: "https://www.mona.uwi.edu/osf/node/820",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_jamaica_tsap_scholarships",
    slug: "jamaica-tsap-scholarships",
    title: "Ministry of Education Scholarships (TSAP), Jamaica",
    description:
      "The scholarship component of the Jamaican Ministry of Education's Tertiary Students Assistance Programme (TSAP), for full-time tertiary students. Scholars are bonded. For the 2022/23 financial year the Ministry had about J$365 million for these scholarships.",
    provider: "Government of Jamaica (Ministry of Education)",
    amount: null,
    currency: "USD",
    deadline: "2025-06-30",
    deadlineCycle: "2025 academic year",
    deadlineNote: "That date closed all TSAP components (the scholarships, the grant and JAMVAT).",
    deadlineSourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2022/2023 financial year",
        opensOn: "2022-04-01",
        closesOn: null,
        sourceUrl: "https://jis.gov.jm/education-ministry-receives-365-million-for-scholarship-programme/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Full-time tertiary students aged 18 to 49; returning students need a GPA of at least 3.0 (2025 rules). Scholars are bonded. The pages we checked state neither a citizenship rule nor the length of the bond, so confirm both with the Ministry.",
    howToApply: "Apply for the scholarship on the Ministry of Education's TSAP portal while the year's TSAP window is open.",
    eligibilityRules: { citizenships: [], minAge: 18, maxAge: 49, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://tsap.moey.gov.jm/",
    sourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_jamaica_tsap_financial_assistance_grant",
    slug: "jamaica-tsap-financial-assistance-grant",
    title: "Financial Assistance Grant (TSAP), Jamaica",
    description:
      "The grant component of the Jamaican Ministry of Education's Tertiary Students Assistance Programme (TSAP), for tertiary students. Grant holders give 100 hours of service, and the 2025 grant was worth up to J$350,000.",
    provider: "Government of Jamaica (Ministry of Education)",
    amount: "Grant of up to $350,000 (2025 values; check the official page)",
    currency: "JMD",
    deadline: "2025-06-30",
    deadlineCycle: "2025 academic year",
    deadlineNote: "That date closed all TSAP components (the scholarships, the grant and JAMVAT).",
    deadlineSourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    opensOn: null,
    earlierCycles: [
      {
        intake: "2022/2023 financial year",
        opensOn: "2022-04-01",
        closesOn: null,
        sourceUrl: "https://jis.gov.jm/education-ministry-receives-365-million-for-scholarship-programme/",
      },
    ],
    fixedWindow: true,
    eligibility:
      "Tertiary students aged 17 to 40; returning students need a GPA of at least 2.2, and grant holders give 100 hours of service (2025 rules). The pages we checked do not state a citizenship rule, so confirm it with the Ministry.",
    howToApply: "Apply for the Financial Assistance grant on the Ministry of Education's TSAP portal while the year's TSAP window is open.",
    eligibilityRules: { citizenships: [], minAge: 17, maxAge: 40, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: 100 },
    applicationUrl: "https://tsap.moey.gov.jm/",
    sourceUrl: "https://jis.gov.jm/funding-available-for-tertiary-level-students/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_annual_jamaica_scholarship",
    slug: "annual-jamaica-scholarship",
    title: "Annual Jamaica Scholarship",
    description:
      "A Government of Jamaica scholarship from the Ministry of Education for students in the first year of a bachelor's degree at The University of the West Indies or the University of Technology, Jamaica. Scholars are bonded to work in Jamaica afterwards.",
    provider: "Government of Jamaica (Ministry of Education, Youth and Information)",
    amount: null,
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote:
      "No dated window found: the 2019 form asked for it to be e-mailed to the Ministry within the stated timeline, but the copy we saw gives no dates.",
    deadlineSourceUrl: "https://www.scribd.com/document/453493500/Annual-Jamaica-Scholarship-Application-Form-2019-pdf",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "First-year bachelor's students at UWI or UTech who are Jamaican by birth or naturalisation and were domiciled in Jamaica for the five years before the award (2019 form). Scholars sign a bond to work in Jamaica; the form we saw does not say for how long.",
    howToApply: "Ask the Ministry of Education for the current application form and timeline; in 2019 the completed form was e-mailed to the Ministry.",
    eligibilityRules: { citizenships: ["JM"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://www.scribd.com/document/453493500/Annual-Jamaica-Scholarship-Application-Form-2019-pdf",
    sourceUrl: "https://www.scribd.com/document/453493500/Annual-Jamaica-Scholarship-Application-Form-2019-pdf",
    sourceConfidence: "medium",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "caribbean",
    pathwayId: null,
    studyLevels: ["undergraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_fulbright_graduate_student_program_jamaica",
    slug: "fulbright-graduate-student-program-jamaica",
    title: "Fulbright Graduate Student Program (Jamaica)",
    description:
      "The Jamaican call of the Fulbright programme, run by the US Embassy in Kingston, for Jamaican graduates to study at a US university. Fulbright grantees from Jamaica have been required to return home for two years afterwards.",
    provider: "US Department of State (US Embassy in Kingston)",
    amount: null,
    currency: "USD",
    deadline: "2021-05-31",
    deadlineCycle: "2022 programme",
    deadlineNote: "Applications closed at 11:59 p.m. that day; we found no newer notice from the US Embassy in Kingston.",
    deadlineSourceUrl: "https://jm.usembassy.gov/education-culture/fulbright-graduate-student-program/",
    opensOn: null,
    earlierCycles: [
      { intake: "2007/2008 programme", opensOn: null, closesOn: "2006-06-30", sourceUrl: "https://old.jamaica-gleaner.com/gleaner/20051129/lead/lead7.html" },
    ],
    fixedWindow: true,
    eligibility:
      "Jamaican citizens with a first degree, in any field except law, medicine, nursing and dentistry; MBA and other professional degrees are excluded (2022 programme). The 2007/2008 call asked for GMAT or GRE scores and a return to Jamaica for two years after the award.",
    howToApply:
      "Apply through the US Embassy in Kingston when it opens the year's call, following its instructions and deadline; watch its education and culture pages.",
    eligibilityRules: { citizenships: ["JM"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: 2, serviceHours: null },
    applicationUrl: "https://jm.usembassy.gov/education-culture/fulbright-graduate-student-program/",
    sourceUrl: "https://jm.usembassy.gov/education-culture/fulbright-graduate-student-program/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: ["postgraduate"],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_fulbright_foreign_student_program_trinidad_and_tobago",
    slug: "fulbright-foreign-student-program-trinidad-and-tobago",
    title: "Fulbright Foreign Student Program (Trinidad and Tobago)",
    description:
      "The Trinidad and Tobago call of the Fulbright programme, run by the US Embassy in Port of Spain, which funds study in the United States for up to two years. Grantees travel on a J-1 visa and must return home for two years afterwards.",
    provider: "US Department of State (US Embassy in Port of Spain)",
    amount:
      "Tuition assistance placed by the Institute of International Education, monthly living stipend, monthly book allowance, airfare at the start and end, and basic health insurance, for up to two years (2024-2025 programmes)",
    currency: "USD",
    deadline: null,
    deadlineCycle: null,
    deadlineNote: "No dated window found: the embassy's page for the 2024-2025 programmes gives no application dates, and we found no newer notice.",
    deadlineSourceUrl: "https://tt.usembassy.gov/academic-exchanges/",
    opensOn: null,
    earlierCycles: [],
    fixedWindow: false,
    eligibility:
      "Nationals and passport holders of Trinidad and Tobago without a US green card or dual US citizenship, with a first or upper second class degree, in any field that does not need a clinical practicum. Grantees must return to Trinidad and Tobago for two years after the award.",
    howToApply: "Apply through the US Embassy in Port of Spain when it announces the year's call; watch its academic exchanges page.",
    eligibilityRules: { citizenships: ["TT"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: 2, serviceHours: null },
    applicationUrl: "https://tt.usembassy.gov/academic-exchanges/",
    sourceUrl: "https://tt.usembassy.gov/academic-exchanges/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_fulbright_laspau_faculty_development_program",
    slug: "fulbright-laspau-faculty-development-program",
    title: "Fulbright-Laspau Faculty Development Program (Eastern Caribbean)",
    description:
      "A Fulbright programme administered by Laspau for faculty and staff of higher-education institutions in the Eastern Caribbean, advertised by the US Embassy in Bridgetown. Its FY2023 call asked applicants for a GRE score.",
    provider: "US Department of State (US Embassy in Bridgetown; administered by Laspau)",
    amount: null,
    currency: "USD",
    deadline: null,
    deadlineCycle: "FY2023 programmes",
    deadlineNote: "That application opened on 1 February 2022; the page we saw gives no closing date, and we found no newer call.",
    deadlineSourceUrl: "https://bb.usembassy.gov/the-fulbright-laspau-faculty-development-program/",
    opensOn: "2022-02-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Faculty or staff of higher-education institutions in the Eastern Caribbean. A GRE score is required, and medicine, nursing and dentistry are not offered (FY2023 call).",
    howToApply: "Apply when the US Embassy in Bridgetown announces the year's Fulbright-Laspau call, following its instructions.",
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://bb.usembassy.gov/the-fulbright-laspau-faculty-development-program/",
    sourceUrl: "https://bb.usembassy.gov/the-fulbright-laspau-faculty-development-program/",
    sourceConfidence: "high",
    lastVerifiedOn: CYCLES_VERIFIED_ON,
    destinationId: "usa",
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_all_bahamas_merit_scholarship",
    slug: "all-bahamas-merit-scholarship",
    title: "All Bahamas Merit Scholarship",
    description:
      "A national scholarship of The Bahamas, run by the Ministry of Education's Scholarship and Educational Loan Division. Unlike the National Merit Scholarship, it includes book and flight allowances.",
    provider: "Government of The Bahamas (Ministry of Education, Scholarship and Educational Loan Division)",
    amount: "Scholarship with book and flight allowances (value set by the Ministry)",
    currency: "USD",
    deadline: null,
    deadlineCycle: "2025 cycle (awards for Fall 2025 and Spring 2026)",
    deadlineNote:
      "The national scholarships' 2025 cycle started on 1 December 2024, with review of applications from July 2025; we found no confirmed closing date for this award.",
    deadlineSourceUrl: "https://scholarshipsbahamas.com/",
    opensOn: "2024-12-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Bahamian citizens. Candidates bring a portfolio to their interview, and an award may be deferred for one year. The pages we could confirm do not give the academic criteria, so check them with the Scholarship and Educational Loan Division.",
    howToApply:
      "Apply online through the Scholarship and Educational Loan Division's portal during the annual cycle, uploading your passport, NIB card, acceptance letter, certificates, essays and two references.",
    eligibilityRules: { citizenships: ["BS"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://scholarshipsbahamas.com/",
    sourceUrl: "https://scholarshipsbahamas.com/knowledge-base/category/all-bahamas-merit-national-merit/",
    sourceConfidence: "high",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_bahamas_national_merit_scholarship",
    slug: "bahamas-national-merit-scholarship",
    title: "National Merit Scholarship (Bahamas)",
    description:
      "A national scholarship of The Bahamas for graduates of Bahamian secondary schools, paid each year for up to four years while the student keeps a 3.00 GPA. Scholars must return and serve The Bahamas.",
    provider: "Government of The Bahamas (Ministry of Education, Scholarship and Educational Loan Division)",
    amount: "Up to $25,000 a year for up to four years, without book or flight allowances (undated source; check the official page)",
    currency: "USD",
    deadline: null,
    deadlineCycle: "2025 cycle (awards for Fall 2025 and Spring 2026)",
    deadlineNote:
      "The national scholarships' 2025 cycle started on 1 December 2024, with review of applications from July 2025; we found no confirmed closing date for this award.",
    deadlineSourceUrl: "https://scholarshipsbahamas.com/",
    opensOn: "2024-12-01",
    earlierCycles: [],
    fixedWindow: true,
    eligibility:
      "Bahamian citizens who graduated from a Bahamian secondary school after three consecutive years there. Scholars keep a GPA of 3.00 to hold the award and must return and serve The Bahamas; the source does not say for how long.",
    howToApply:
      "Apply online through the Scholarship and Educational Loan Division's portal during the annual cycle, uploading your passport, NIB card, acceptance letter, certificates, essays and two references.",
    eligibilityRules: { citizenships: ["BS"], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
    applicationUrl: "https://scholarshipsbahamas.com/",
    sourceUrl: "https://iroar.fmuniv.edu/event/the-national-merit-scholarship-programme/",
    sourceConfidence: "medium",
    lastVerifiedOn: VERIFIED_ON,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
  },
];
