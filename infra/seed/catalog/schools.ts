import { readStatedDates } from "../../../modules/catalog/index.ts";
import { readCxcRequirements } from "../../../modules/cxc/index.ts";
import type { CxcEntry } from "../../../modules/catalog/index.ts";
import type { FactStatementSeed, MoneyAmountSeed, QuickFactSeed, SchoolSeed } from "./seed-types.js";

/**
 * Fields that are the same for every seeded school; its CXC entry minimum comes from CXC_ENTRY below.
 */
type SchoolInput = Omit<SchoolSeed, "imageUrl" | "logoUrl" | "isActive" | "cxcEntry">;

function school(input: SchoolInput): SchoolSeed {
  const cxcEntry = CXC_ENTRY[input.id];
  if (!cxcEntry) throw new Error(`school ${input.id}: state its CXC entry minimum in CXC_ENTRY (published, not by CXC, or not published)`);
  return { ...input, cxcEntry, imageUrl: null, logoUrl: null, isActive: true };
}

/*
 * Quick facts come from /work/shared/data/school-facts.md: values
 * as public pages stated them when checked on 2026-11-23, with the year or
 * cycle they refer to. Only high- and medium-confidence rows are used; where
 * none was found, the fact links the official page to check instead. Each
 * statement's `confidence` is its row's: high is "official", medium
 * "secondary", low "aggregator".
 */
const CHECKED_ON = "2026-11-23";

/** How far the source can be trusted is required: every statement must say it (see `FactStatementSeed`). */
type StatedDetails = Pick<FactStatementSeed, "confidence"> & { cycle?: string; olderPage?: boolean; amounts?: MoneyAmountSeed[] };

/** A statement's dates are the days its words name, read as the editors read them. */
function stated(sourceUrl: string, text: string, { confidence, cycle, olderPage, amounts }: StatedDetails): FactStatementSeed {
  const dates = readStatedDates(text);
  return { text, cycle: cycle ?? null, olderPage: olderPage ?? false, amounts: amounts ?? [], dates, sourceUrl, confidence, verifiedOn: CHECKED_ON };
}

function verified(statements: FactStatementSeed[], note: string | null = null): QuickFactSeed {
  return { status: "verified", note, statements };
}

/** Looked for and not found: the card says so and links `checkUrl`. */
function notFound(checkUrl: string, note: string | null = null): QuickFactSeed {
  return { status: "not-found", note, checkUrl, checkedOn: CHECKED_ON };
}

/** One figure, or [min, max] (max null for "or more"). */
function money(currency: string, figures: number | [number, number | null], period: MoneyAmountSeed["period"], label: string | null = null): MoneyAmountSeed {
  const [min, max] = typeof figures === "number" ? [figures, figures] : figures;
  return { label, currency, min, max, period };
}

// Country-wide figures a government requires students to show for a year's living costs, as the schools' pages state them.
// The planner's floor is the official fee (infra/seed/portal/upfront-costs.ts, kind proof-of-funds), never these copies.
const CANADA_STUDY_PERMIT_MINIMUM = stated(
  "https://www.businesstoday.in/nri/visa/story/canada-hikes-study-permit-funds-requirement-students-now-need-a-minimum-of-ca22895-492052-2025-09-02",
  "Study permit (outside Quebec): a single applicant must show CA$22,895 a year for living costs, for applications from 1 September 2025",
  { confidence: "secondary", cycle: "from 1 Sep 2025", amounts: [money("CAD", 22895, "year", "Study-permit minimum, single applicant")] },
);

const UK_VISA_MINIMUM_LONDON = stated(
  "https://ayjsolicitors.com/news/student-visa-maintenance-requirement-change-effective-january-2025",
  "UK Student visa: £1,483 a month for living costs in London, for up to nine months (£13,347)",
  {
    confidence: "secondary",
    cycle: "from 2 Jan 2025",
    amounts: [money("GBP", 1483, "month", "Student visa minimum, London"), money("GBP", 13347, "year", "Student visa minimum, London, nine months")],
  },
);

const UK_VISA_MINIMUM_OUTSIDE_LONDON = stated(
  "https://ayjsolicitors.com/news/student-visa-maintenance-requirement-change-effective-january-2025",
  "UK Student visa: £1,136 a month for living costs outside London, for up to nine months (£10,224)",
  {
    confidence: "secondary",
    cycle: "from 2 Jan 2025",
    amounts: [
      money("GBP", 1136, "month", "Student visa minimum, outside London"),
      money("GBP", 10224, "year", "Student visa minimum, outside London, nine months"),
    ],
  },
);

const IRELAND_FUNDS_2016 = stated(
  "http://inis.gov.ie/en/INIS/Pages/Notice%20Regarding%20Evidence%20of%20Finances%20for%20all%20Non%20EEA%20Students",
  "Irish immigration required students who need a visa to show access to €7,000 (students who do not need a visa €3,000) at first registration",
  {
    confidence: "official",
    cycle: "2016",
    amounts: [money("EUR", 7000, "year", "Immigration minimum, visa-required students"), money("EUR", 3000, "year", "Immigration minimum, non-visa students")],
  },
);

const IRELAND_RESIDENCE_PERMIT = stated(
  "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
  "Registering for an Irish residence permit costs €300",
  { confidence: "official", amounts: [money("EUR", 300, "once", "Residence-permit registration")] },
);

const AUSTRALIA_VISA_MINIMUM = stated(
  "https://ncsolicitors.com/study-in-australia-update-on-living-costs-and-financial-capacity-requirement/",
  "Student visa (subclass 500): the main applicant must show AUD 29,710 a year for living costs, from 10 May 2024 (previously AUD 24,505)",
  { confidence: "secondary", cycle: "from 10 May 2024", amounts: [money("AUD", 29710, "year", "Student visa minimum, main applicant")] },
);

const CAVE_HILL_COSTS_OF_LIVING = stated(
  "https://cavehill.uwi.edu/international/international-students/financial-information.aspx",
  "International and exchange students, per month (US$): shared off-campus accommodation $300–$400 (about $500 unshared), transport $100–$200, meals $450–$900 ($15–$30 a day), incidentals $200. One-off: visa $150. Mandatory fees a year: Guild $60, Student Amenities $530, ID card $15",
  {
    confidence: "official",
    amounts: [
      money("USD", [300, 400], "month", "Shared off-campus accommodation"),
      money("USD", [100, 200], "month", "Transport"),
      money("USD", [450, 900], "month", "Meals"),
      money("USD", 200, "month", "Incidentals"),
      money("USD", 150, "once", "Visa"),
      money("USD", 60, "year", "Guild fee"),
      money("USD", 530, "year", "Student Amenities fee"),
      money("USD", 15, "year", "ID card"),
    ],
  },
);

const USC_REGULAR_ADMISSION = stated(
  "http://www.usc.edu.tt/future-students/undergraduate-admissions.html",
  "Regular admission asks for five GCE O-Level or CSEC passes including English Language (a CSEC general-level pass means Grades 1–3 from June 1998)",
  { confidence: "official", olderPage: true },
);

/*
 * Each school's published CXC minimum for first-degree entry (issue 27 item 6, decision 0048), only from
 * /work/shared/data/school-facts.md and this seed's own sourced notes for Caribbean applicants (checked
 * with the rest of the seed on CHECKED_ON). Requirements are in the cxc module's syntax; where a source
 * says "passes" without a grade, the grade is CXC's own pass line (CSEC III, CAPE V). Every school is
 * covered: the 15 Caribbean ones and all 22 international ones, so whichever ten students shortlist most.
 * Where no page gave a minimum, it is not published, with the official page to check.
 */
const NO_ENGLISH_EXEMPTIONS = { csecEnglishA: null, capeCommunicationStudies: null };

function publishedMinimum(
  requirements: string[],
  source: { text: string; sourceUrl: string; confidence?: "official" | "secondary"; cycle?: string; olderPage?: boolean },
  details: {
    appliesTo?: string;
    capeDiplomaAccepted?: boolean;
    englishExemptions?: { csecEnglishA: number | null; capeCommunicationStudies: number | null };
  } = {},
): CxcEntry {
  const read = readCxcRequirements(requirements.join("\n"));
  if (!read.ok) throw new Error(read.errors.join(" "));
  return {
    status: "published",
    appliesTo: details.appliesTo ?? null,
    requirements: read.value,
    capeDiplomaAccepted: details.capeDiplomaAccepted ?? null,
    englishExemptions: details.englishExemptions ?? NO_ENGLISH_EXEMPTIONS,
    text: source.text,
    sourceUrl: source.sourceUrl,
    confidence: source.confidence ?? "official",
    cycle: source.cycle ?? null,
    olderPage: source.olderPage ?? false,
    verifiedOn: CHECKED_ON,
  };
}

/** The Council of Legal Education's law schools admit law graduates: first entry is not on CXC results. */
function notByCxc(sourceUrl: string, text: string, confidence: "official" | "secondary", cycle: string | null): CxcEntry {
  return { status: "not-by-cxc", text, sourceUrl, confidence, cycle, verifiedOn: CHECKED_ON };
}

function minimumNotPublished(checkUrl: string): CxcEntry {
  return { status: "not-published", checkUrl, checkedOn: CHECKED_ON };
}

const CLE_INSTRUCTION_SHEET =
  "https://docslib.org/doc/10535720/council-of-legal-education-annual-entrance-examination-norman-manley-hugh-wooding-and-eugene-dupuch-law-schools-instruction-information-sheet";
const CLE_ENTRY_WORDS =
  "Holders of the UWI LLB are admitted directly; holders of other common-law degrees sit the Council of Legal Education entrance examination (first week of July; Contract, Tort, Property, Equity and Criminal Law; at least 40% in each).";

const CXC_ENTRY: Readonly<Record<string, CxcEntry>> = {
  // Canada
  school_university_of_toronto: publishedMinimum(
    ["CAPE 6 at V"],
    {
      text: "The University of Toronto's minimum requirement for CAPE applicants is the complete CAPE diploma (six units). English at CSEC or CAPE level is required for all programmes, CAPE Pure or Integrated Mathematics is needed for programmes with a calculus prerequisite, and other prerequisites should be taken at CAPE level.",
      sourceUrl: "https://future.utoronto.ca/apply/requirements/international-high-school-secondary/cape/",
    },
    { capeDiplomaAccepted: true },
  ),
  school_mcgill_university: minimumNotPublished("https://www.mcgill.ca/undergraduate-admissions/"),
  school_university_of_british_columbia: minimumNotPublished("https://you.ubc.ca/"),
  school_york_university: publishedMinimum(
    ["CAPE 6 at III"],
    {
      text: "York's published minimum for CAPE applicants (shown on its Glendon campus page) is a CAPE diploma of at least six units, including programme prerequisites, with grades 1-3 in each unit and an overall average of at least 3.",
      sourceUrl: "https://www.glendon.yorku.ca/futurestudents/apply/international-students/gce-or-cape/",
    },
    { capeDiplomaAccepted: true },
  ),
  school_toronto_metropolitan_university: minimumNotPublished("https://torontomu.ca/international/admissions/how-to-apply"),
  // United States
  school_harvard_university: minimumNotPublished("https://college.harvard.edu/admissions"),
  school_howard_university: minimumNotPublished("https://admission.howard.edu/undergraduate/intl-first-year"),
  school_massachusetts_institute_of_technology: minimumNotPublished("https://mitadmissions.org/"),
  school_florida_international_university: minimumNotPublished("http://admissions.fiu.edu/apply/freshman/"),
  school_embry_riddle_aeronautical_university: minimumNotPublished("https://daytonabeach.erau.edu/admissions/international-admissions"),
  school_culinary_institute_of_america: minimumNotPublished("https://www.ciachef.edu/"),
  school_fashion_institute_of_technology: minimumNotPublished("https://www.fitnyc.edu/admissions/undergraduate-applicants/international-students/index.php"),
  // United Kingdom and Ireland
  school_university_of_oxford: minimumNotPublished("https://www.ox.ac.uk/admissions/undergraduate"),
  school_university_college_london: minimumNotPublished("https://www.ucl.ac.uk/"),
  school_university_of_edinburgh: minimumNotPublished("https://www.ed.ac.uk/"),
  school_university_of_manchester: minimumNotPublished("https://www.manchester.ac.uk/"),
  school_trinity_college_dublin: minimumNotPublished("https://www.tcd.ie/"),
  school_university_college_dublin: minimumNotPublished("https://www.ucd.ie/apply"),
  // Germany and Australia
  school_technical_university_of_munich: minimumNotPublished("https://www.tum.de/en/"),
  school_heidelberg_university: minimumNotPublished("https://www.uni-heidelberg.de/"),
  school_university_of_melbourne: minimumNotPublished("https://www.unimelb.edu.au/"),
  school_university_of_sydney: minimumNotPublished("https://www.sydney.edu.au/"),
  // Jamaica
  school_uwi_mona: publishedMinimum(
    ["CSEC 5 at III including Mathematics, English A", "CAPE 4 at V"],
    {
      text: "Social Sciences minimum: five CSEC/GCE O-Level passes including Mathematics and English (CSEC General Proficiency Grades I–III from June 1998) plus two CAPE subjects (Units 1 and 2), or alternatives. The English Language Proficiency Test is required unless the applicant has, among other routes, Grade 1 in CSEC English A or Grades 1 & 2 in CAPE Communication Studies.",
      sourceUrl: "https://www.mona.uwi.edu/socsci/faculty-admission-requirements",
    },
    { appliesTo: "Faculty of Social Sciences", englishExemptions: { csecEnglishA: 1, capeCommunicationStudies: 2 } },
  ),
  school_university_of_technology_jamaica: minimumNotPublished("https://utechjamaica.edu.jm/faqs/how-to-apply"),
  school_northern_caribbean_university: minimumNotPublished("https://www.ncu.edu.jm/"),
  school_norman_manley_law_school: notByCxc("http://nmls.edu.jm/entry-requirements", CLE_ENTRY_WORDS, "official", "rev. October 2020"),
  // The Bahamas
  school_university_of_the_bahamas: minimumNotPublished("https://www.ub.edu.bs/"),
  school_eugene_dupuch_law_school: notByCxc(CLE_INSTRUCTION_SHEET, CLE_ENTRY_WORDS, "secondary", "rev. October 2020"),
  // Barbados
  school_uwi_cave_hill: minimumNotPublished("https://cavehill.uwi.edu/admissions/application-process/how-to-apply.aspx"),
  school_barbados_community_college: minimumNotPublished("https://bcc.edu.bb/Apply"),
  // Trinidad and Tobago
  school_uwi_st_augustine: publishedMinimum(
    ["CAPE 4 at V", "CSEC 3 at III"],
    {
      text: "Normal matriculation at St. Augustine is passes in five subjects, at least two of them at CAPE/A-level: two 2-unit CAPE subjects, or six CAPE units including Caribbean Studies and Communication Studies, with the rest as CSEC passes. Approved Caribbean associate degrees (GPA 2.5 or above) can also meet matriculation. Each faculty adds its own subject requirements.",
      sourceUrl: "https://sta.uwi.edu/admissions/undergrad/matriculation.asp",
    },
    { appliesTo: "Normal matriculation, by two 2-unit CAPE subjects and three CSEC passes (the source's other routes are in its words)" },
  ),
  school_university_of_trinidad_and_tobago: minimumNotPublished("https://www.u.tt/"),
  school_university_of_the_southern_caribbean: publishedMinimum(["CSEC 5 at III including English A"], {
    text: USC_REGULAR_ADMISSION.text,
    sourceUrl: USC_REGULAR_ADMISSION.sourceUrl,
    olderPage: true,
  }),
  school_hugh_wooding_law_school: notByCxc(CLE_INSTRUCTION_SHEET, CLE_ENTRY_WORDS, "secondary", "rev. October 2020"),
  // Eastern Caribbean
  school_uwi_five_islands: minimumNotPublished("https://www.uwi.edu/admissions"),
  school_st_georges_university: minimumNotPublished("https://www.sgu.edu/"),
  school_sir_arthur_lewis_community_college: publishedMinimum(
    ["CSEC 5 at III including English A, Mathematics"],
    {
      text: "At least five CSEC General Proficiency passes (Grades I–III after June 1998) including English A and Mathematics, or GED/SAT results with a transcript evaluation; applicants whose first language is not English must show evidence of competency",
      sourceUrl: "https://salcc.edu.lc/admission",
      cycle: "2026 cycle",
    },
    { appliesTo: "Associate degree, bachelor's and CAPE programmes" },
  ),
};

/**
 * Schools. Values we could not confirm are null or empty on purpose. Fees,
 * deadlines and entry requirements change every year: quick facts carry the
 * year or cycle their source gives, and descriptions point students to the
 * official pages.
 */
export const schools: SchoolSeed[] = [
  // ---------------------------------------------------------------- Canada
  school({
    id: "school_university_of_toronto",
    name: "University of Toronto",
    slug: "university-of-toronto",
    destinationId: "dest_canada",
    type: "university",
    description:
      "Canada's largest university, with three campuses: St. George in downtown Toronto, Mississauga and Scarborough. It is a major research university, known for medicine, engineering, computer science and business, and Toronto has one of the largest Caribbean communities outside the region.",
    website: "https://www.utoronto.ca/",
    location: "Toronto, Ontario",
    established: 1827,
    programs: [
      "Life sciences and medicine",
      "Engineering",
      "Computer science",
      "Commerce and management",
      "Humanities and social sciences",
      "Law",
      "Education",
      "Architecture",
    ],
    ranking: "Generally ranked as Canada's top university in the major global rankings",
    accreditation: null,
    admissionRequirements:
      "Admission is competitive and depends on the programme. Caribbean applicants are assessed on CSEC and CAPE results, and programme prerequisites apply (for example CAPE Pure Mathematics for programmes that need calculus). International applicants apply through the Ontario Universities' Application Centre (OUAC).",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound(
        "https://planningandbudget.utoronto.ca/tuition-fee-lookup-tool/",
        "Varies by programme; international undergraduate fees are among the highest in Canada",
      ),
      livingCosts: verified([
        stated(
          "https://thevarsity.ca/2025/01/13/absurdly-expensive-international-students-weigh-in-on-cost-of-living-financial-aid/",
          "U of T Student Life estimates, as reported by The Varsity: housing in the Greater Toronto Area CA$1,130–2,700 a month, groceries above CA$350 a month, and utilities, phone and internet CA$175–281 a month",
          {
            confidence: "secondary",
            cycle: "January 2025",
            amounts: [
              money("CAD", [1130, 2700], "month", "Housing"),
              money("CAD", [350, null], "month", "Groceries"),
              money("CAD", [175, 281], "month", "Utilities, phone and internet"),
            ],
          },
        ),
        CANADA_STUDY_PERMIT_MINIMUM,
      ]),
      applicationFee: verified([
        stated(
          "https://www.ouac.on.ca/guide/105-fees/",
          "OUAC 105 application: base fee $156 for the first three choices, $50 for each additional choice, and a $10 International Service Fee if you are not a Canadian citizen or permanent resident; University of Toronto supplemental/document evaluation fee $90",
          {
            confidence: "official",
            cycle: "Fall 2017 entry",
            amounts: [
              money("CAD", 156, "once", "OUAC base fee, first three choices"),
              money("CAD", 50, "once", "Each additional choice"),
              money("CAD", 10, "once", "OUAC International Service Fee"),
              money("CAD", 90, "once", "U of T supplemental/document evaluation fee"),
            ],
          },
        ),
      ]),
      applicationDeadline: verified([
        stated(
          "https://www.artsci.utoronto.ca/future/ready-apply/important-deadlines",
          "Arts & Science: apply by November 7 for early consideration; application deadline January 12; documents by December 15 (early consideration) or February 1",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "https://www.utm.utoronto.ca/future-students/admissions/english-language-requirements",
          "Not required after four or more years of full-time study in an English-language school in a country where English is the dominant language",
          { confidence: "official" },
        ),
        stated(
          "http://electronicinfo.ca/universities/u-of-t-scarborough/language-requirements",
          "Otherwise (U of T Scarborough, per OUAC's eINFO guide): TOEFL iBT 100 with 22 in Writing, or IELTS 6.5 overall with no band below 6.0; results by April 1",
          { confidence: "secondary" },
        ),
      ]),
    },
    studentPopulation: "102,431 full- and part-time students across three campuses (2024-25)",
    internationalStudents: null,
    campusSize: null,
    accommodation: "Residences are available, mainly for first-year students; most upper-year students rent off campus.",
    highlights: [
      "Insulin was discovered here in 1921-22 by Banting, Best, Macleod and Collip",
      "Three campuses across the Greater Toronto Area",
      "Publishes specific admission requirements for CAPE students",
      "Transfer credit may be awarded for CAPE subjects",
    ],
    notableAlumni: ["Frederick Banting", "Lester B. Pearson", "Margaret Atwood", "Malcolm Gladwell"],
    researchAreas: ["Medicine and health sciences", "Artificial intelligence and machine learning", "Engineering", "Stem cell and regenerative medicine"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://future.utoronto.ca/",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: {
      text: "The University of Toronto's minimum requirement for CAPE applicants is the complete CAPE diploma (six units). English at CSEC or CAPE level is required for all programmes, CAPE Pure or Integrated Mathematics is needed for programmes with a calculus prerequisite, and other prerequisites should be taken at CAPE level. Transfer credit may be awarded for CAPE subjects.",
      sourceUrl: "https://future.utoronto.ca/apply/requirements/international-high-school-secondary/cape/",
    },
    isFeatured: true,
  }),
  school({
    id: "school_mcgill_university",
    name: "McGill University",
    slug: "mcgill-university",
    destinationId: "dest_canada",
    type: "university",
    description:
      "An English-language research university in the centre of Montreal, a mainly French-speaking city. McGill is known for medicine, law, science, engineering and music, and has a second campus for agricultural and environmental sciences at Sainte-Anne-de-Bellevue.",
    website: "https://www.mcgill.ca/",
    location: "Montreal, Quebec",
    established: 1821,
    programs: [
      "Medicine and health sciences",
      "Engineering",
      "Science",
      "Arts and social sciences",
      "Management",
      "Law (common law and civil law)",
      "Music",
      "Agricultural and environmental sciences",
    ],
    ranking: "Consistently ranked among Canada's top universities",
    accreditation: null,
    admissionRequirements:
      "Competitive. McGill reviews CSEC and CAPE results together with programme prerequisites; medicine, dentistry, law and music have separate requirements and deadlines.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://mcgill.ca/student-accounts/node/98/"),
      livingCosts: verified([
        stated(
          "https://www.thetribune.ca/?p=6502820",
          "Quebec requires international students to show at least CA$24,617 for living costs to qualify for a CAQ and study permit (previously $15,508 for adults)",
          { confidence: "secondary", cycle: "from 1 Jan 2026", amounts: [money("CAD", 24617, "year", "Quebec CAQ and study-permit minimum")] },
        ),
      ]),
      applicationFee: verified([
        stated("http://www.mcgill.ca/applying/admissionsguide/2014-15/procedures", "A non-refundable application fee of $100.00", {
          confidence: "official",
          cycle: "2014-15",
          amounts: [money("CAD", 100, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "https://www.mcgill.ca/undergraduate-admissions/apply",
          "Applications open on October 1, with two programme choices per application; the entrance-scholarship deadline is usually a week after your application deadline (the deadline itself is not on this page)",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: notFound(
        "https://www.mcgill.ca/undergraduate-admissions/",
        "Teaching is in English. Proof of English proficiency is required unless you meet an exemption; check McGill's current policy.",
      ),
    },
    studentPopulation: "About 40,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: "Residences are available for first-year students.",
    highlights: [
      "English-language teaching in bilingual Montreal",
      "The Faculty of Law teaches both common law and civil law",
      "Macdonald Campus for agricultural and environmental sciences",
      "Schulich School of Music",
    ],
    notableAlumni: ["Leonard Cohen", "Justin Trudeau", "William Shatner", "James Naismith"],
    researchAreas: ["Neuroscience", "Medicine and health", "Engineering", "Environmental and agricultural sciences"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://www.mcgill.ca/undergraduate-admissions/",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "agriculture",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: null,
    isFeatured: true,
  }),
  school({
    id: "school_university_of_british_columbia",
    name: "University of British Columbia",
    slug: "university-of-british-columbia",
    destinationId: "dest_canada",
    type: "university",
    description:
      "A large public research university with its main campus in Vancouver and a second campus in Kelowna in the Okanagan. Strong in science, engineering, business, forestry, and land and food systems, with many co-op work programmes.",
    website: "https://www.ubc.ca/",
    location: "Vancouver, British Columbia (second campus in Kelowna)",
    established: 1908,
    programs: ["Science", "Applied science (engineering)", "Commerce", "Arts", "Medicine", "Law", "Education", "Land and food systems", "Forestry"],
    ranking: "Usually ranked among the top three universities in Canada",
    accreditation: null,
    admissionRequirements:
      "UBC assesses your final-year academic results and programme prerequisites (for example CAPE Mathematics for science and engineering). Medicine and law require previous university study.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://vancouver.calendar.ubc.ca/fees/tuition-fees/undergraduate",
          "International tuition per credit for students who started in 2025S or later: Arts $1,651.62, Applied Science $1,720.37, Commerce $2,137.13. UBC counts 30 credits as a normal full-time year; continuing international students' tuition rises about 3% a year",
          {
            confidence: "official",
            cycle: "2025/26",
            amounts: [money("CAD", 1651.62, "credit", "Arts"), money("CAD", 1720.37, "credit", "Applied Science"), money("CAD", 2137.13, "credit", "Commerce")],
          },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://students.ubc.ca/about-student-services/go-global/coming-ubc-study-abroad/coming-ubc-exchange/budgeting-exchange",
          "UBC's budget for exchange students: $6,000–$8,000 a term in total, including on-campus housing $3,000–$3,500, groceries $2,000 and a U-Pass $164 a term",
          {
            confidence: "official",
            amounts: [
              money("CAD", [6000, 8000], "term", "Total, exchange students"),
              money("CAD", [3000, 3500], "term", "On-campus housing"),
              money("CAD", 2000, "term", "Groceries"),
              money("CAD", 164, "term", "U-Pass"),
            ],
          },
        ),
        CANADA_STUDY_PERMIT_MINIMUM,
      ]),
      applicationFee: verified([
        stated(
          "https://vancouver.calendar.ubc.ca/fees/application-and-administrative-fees",
          "$173.25 for applicants on a study permit (Canadian citizens and permanent residents $78.50); B.Com Personal Profile $97.25",
          {
            confidence: "official",
            cycle: "Applications for 2026W and 2027S",
            amounts: [money("CAD", 173.25, "once", "Applicants on a study permit"), money("CAD", 97.25, "once", "B.Com Personal Profile")],
          },
        ),
      ]),
      applicationDeadline: verified([
        stated(
          "https://vancouver.calendar.ubc.ca/admissions/undergraduate-admission-procedures",
          "Application deadlines are January 15 unless otherwise noted",
          { confidence: "official", cycle: "2025/26 calendar" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "https://you.ubc.ca/applying-ubc/english-language-competency/",
          "Nine ways to meet the standard, including four or more consecutive years of full-time education in English, immediately before UBC, in a country other than Canada where English is the principal language, or an approved test; documents are due by February 15",
          { confidence: "official" },
        ),
      ]),
    },
    studentPopulation: "About 70,000 across both campuses",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Two campuses: Vancouver and the Okanagan",
      "Co-op programmes that combine study with paid work terms",
      "Faculty of Land and Food Systems for agriculture and nutrition",
      "Pacific coast setting",
    ],
    notableAlumni: ["Kim Campbell", "John Turner"],
    researchAreas: ["Climate and sustainability", "Health sciences", "Forestry and natural resources", "Computer science"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://you.ubc.ca/",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "agriculture",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_york_university",
    name: "York University",
    slug: "york-university",
    destinationId: "dest_canada",
    type: "university",
    description:
      "One of Canada's largest universities, based in north Toronto with a bilingual Glendon campus. Known for the Schulich School of Business, Osgoode Hall Law School, the arts and social sciences, and a very diverse student body that includes many students of Caribbean heritage.",
    website: "https://www.yorku.ca/",
    location: "Toronto, Ontario",
    established: 1959,
    programs: [
      "Business (Schulich School of Business)",
      "Law (Osgoode Hall Law School)",
      "Engineering",
      "Arts, media and performance",
      "Health, kinesiology and nursing",
      "Psychology",
      "Education",
      "Social work",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "York accepts the CAPE diploma for undergraduate admission; programme prerequisites (such as two-unit Mathematics) apply. International applicants apply through OUAC.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://yorkinternational.yorku.ca/budgeting-for-your-education/",
          "International undergraduates: full-time tuition for most non-professional programs (5 courses) plus compulsory supplementary fees, $33,791–$38,826",
          { confidence: "official", amounts: [money("CAD", [33791, 38826], "year", "Most non-professional programs, with supplementary fees")] },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://yorkinternational.yorku.ca/budgeting-for-your-education/",
          "Residence single room (8 months) $7,512; meal plan $2,900–$5,750; personal (on campus) $1,600; living off campus $20,000; personal (off campus) $4,000; textbooks $1,200–$2,600; UHIP and student health plan $1,026; estimated total per year $48,000–$70,000+",
          {
            confidence: "official",
            amounts: [
              money("CAD", 7512, "year", "Residence single room, 8 months"),
              money("CAD", [2900, 5750], "year", "Meal plan"),
              money("CAD", 20000, "year", "Living off campus"),
              money("CAD", [1200, 2600], "year", "Textbooks"),
              money("CAD", 1026, "year", "UHIP and student health plan"),
              money("CAD", [48000, null], "year", "Estimated total per year"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated(
          "https://www.ouac.on.ca/guide/105-fees/",
          "OUAC 105 application: base fee $156 plus a $10 International Service Fee (York's own supplemental fee not shown)",
          {
            confidence: "official",
            cycle: "Fall 2017 entry",
            amounts: [money("CAD", 156, "once", "OUAC base fee"), money("CAD", 10, "once", "OUAC International Service Fee")],
          },
        ),
      ]),
      applicationDeadline: verified([
        stated(
          "https://futurestudents.yorku.ca/admissions-faq",
          "Ontario high-school students January 15, 2024; for all other students the deadline for guaranteed consideration was February 1, 2024, with applications accepted afterwards until programmes were full",
          { confidence: "official", cycle: "Fall 2024" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "http://futurestudents.yorku.ca/requirements/language-tests",
          "Most faculties TOEFL iBT 83 or IELTS 6.5; Nursing iBT 89 or IELTS 7; Engineering iBT 96–99 or IELTS 7.5; Schulich iBT 100 or IELTS 7.5. Not required after four full years of high-school study in English in a country where English is a primary language",
          { confidence: "official", olderPage: true },
        ),
        stated(
          "https://www.yorku.ca/edu/students/english-proficiency/",
          "Faculty of Education (consecutive BEd) only: applicants from Anguilla, Antigua and Barbuda, Bahamas, Barbados, Belize, Bermuda, BVI, Cayman Islands, Dominica, Grenada, Guyana, Jamaica, Montserrat, Saint Kitts-Nevis, St. Lucia, St. Vincent, Trinidad and Tobago, and Turks and Caicos are exempt",
          { confidence: "official" },
        ),
      ]),
    },
    studentPopulation: "More than 50,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Publishes CAPE entry requirements and gives transfer credit for strong two-unit CAPE courses",
      "Bilingual (English and French) Glendon campus",
      "Harriet Tubman Institute for research on Africa and its diasporas",
      "Large, diverse student body in a city with a big Caribbean community",
    ],
    notableAlumni: [],
    researchAreas: ["Social sciences and humanities", "Business", "Health", "Space and earth science"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://futurestudents.yorku.ca/how-do-i-apply",
    pathwaySlugs: [
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "communications",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: {
      text: "York's published minimum for CAPE applicants (shown on its Glendon campus page) is a CAPE diploma of at least six units, including programme prerequisites, with grades 1-3 in each unit and an overall average of at least 3. Transfer credit may be granted for two-unit CAPE courses passed with grades 1-3, depending on the programme.",
      sourceUrl: "https://www.glendon.yorku.ca/futurestudents/apply/international-students/gce-or-cape/",
    },
    isFeatured: false,
  }),
  school({
    id: "school_toronto_metropolitan_university",
    name: "Toronto Metropolitan University",
    slug: "toronto-metropolitan-university",
    destinationId: "dest_canada",
    type: "university",
    description:
      "A career-focused public university in downtown Toronto, formerly Ryerson University (renamed in 2022). Known for journalism and media, fashion, business, engineering, hospitality and tourism management, and social work.",
    website: "https://www.torontomu.ca/",
    location: "Toronto, Ontario",
    established: 1948,
    programs: [
      "Journalism and media production",
      "Fashion",
      "Business and management",
      "Hospitality and tourism management",
      "Engineering and architectural science",
      "Computer science",
      "Social work",
      "Law",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "Programme-specific requirements; some creative programmes need a portfolio or supplementary application. International applicants apply through OUAC.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.torontomu.ca/admissions/tuition-fees/",
          "International full-time undergraduate tuition $36,806–$42,498: Arts $36,818–$36,843; Community Services $36,806–$38,169; Engineering and Architectural Science $42,217–$42,498; Science $36,815–$36,875; Ted Rogers School of Management $42,316–$42,372; The Creative School $36,845–$37,265",
          { confidence: "official", cycle: "2025-2026", amounts: [money("CAD", [36806, 42498], "year", "International full-time undergraduate")] },
        ),
      ]),
      livingCosts: verified([CANADA_STUDY_PERMIT_MINIMUM]),
      applicationFee: verified([
        stated("https://www.torontomu.ca/international/admissions/how-to-apply/january-start.html", "TMU International Application fee: $150 CAD", {
          confidence: "official",
          cycle: "January 2025 start",
          amounts: [money("CAD", 150, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "https://torontomu.ca/international/admissions/how-to-apply",
          "Apply through the TMU International Application for Fall 2025 by February 1, 2025, and save $50 CAD",
          { confidence: "official", cycle: "Fall 2025" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "https://www.torontomu.ca/admissions/undergraduate/requirements/english-language.html",
          "No test needed after four years of full-time high-school study in Canada, in a country where English is the first language (TMU's exempt-country list), or in a school where English is the main language of instruction",
          { confidence: "official" },
        ),
      ]),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Renamed from Ryerson University in 2022",
      "Practical, career-oriented programmes in the heart of Toronto",
      "Dedicated schools of fashion and of hospitality and tourism management",
      "Lincoln Alexander School of Law, opened in 2021",
    ],
    notableAlumni: [],
    researchAreas: ["Media and communication", "Urban and built environment", "Engineering", "Social innovation"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://torontomu.ca/international/admissions/how-to-apply",
    pathwaySlugs: [
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "communications",
      "hospitality",
      "social-work",
      "fashion",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- USA
  school({
    id: "school_harvard_university",
    name: "Harvard University",
    slug: "harvard-university",
    destinationId: "dest_usa",
    type: "university",
    description:
      "The oldest institution of higher education in the United States, in Cambridge, Massachusetts, near Boston. Undergraduates study in Harvard College, which is extremely selective but admits international students on a need-blind basis and meets full demonstrated financial need.",
    website: "https://www.harvard.edu/",
    location: "Cambridge, Massachusetts",
    established: 1636,
    programs: [
      "Liberal arts and sciences",
      "Economics and government",
      "Computer science and engineering",
      "Medicine (graduate-entry MD)",
      "Law (JD)",
      "Business (MBA)",
      "Education",
    ],
    ranking: "Regularly ranked among the top universities in the world",
    accreditation: "New England Commission of Higher Education (NECHE)",
    admissionRequirements:
      "Holistic admission: school record (CSEC and CAPE results and school reports), essays, recommendations and activities. Check the current testing policy before applying.",
    acceptanceRate: "Below 5% in recent years",
    quickFacts: {
      tuition: notFound(
        "https://college.harvard.edu/admissions",
        "High published cost, but need-based aid can cover most or all costs for lower- and middle-income families, including international students",
      ),
      livingCosts: notFound("https://college.harvard.edu/admissions", "Boston/Cambridge is an expensive area, but undergraduates live on campus"),
      applicationFee: verified([
        stated("https://college.harvard.edu/admissions/apply/application-timeline/restrictive-early-action", "$85 fee (or request a fee waiver)", {
          confidence: "official",
          amounts: [money("USD", 85, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "https://college.harvard.edu/admissions/apply/first-year-applicants",
          "Early Action candidates apply by November 1; Regular Decision candidates apply by January 1",
          { confidence: "official", olderPage: true },
        ),
      ]),
      englishRequirements: notFound("https://college.harvard.edu/admissions"),
    },
    studentPopulation: "About 7,000 undergraduates; more than 20,000 students in total",
    internationalStudents: null,
    campusSize: null,
    accommodation: "Undergraduates live in campus housing: first-year dorms, then upper-class houses.",
    highlights: [
      "Need-blind admission for international applicants",
      "Meets full demonstrated financial need",
      "Liberal arts model: choose your concentration (major) after exploring",
      "Graduate schools of medicine, law, business, education and more",
    ],
    notableAlumni: ["W. E. B. Du Bois", "John F. Kennedy", "Barack Obama"],
    researchAreas: ["Medicine and public health", "Economics and government", "Life sciences", "Computer science"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://college.harvard.edu/admissions",
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "psychology", "education"],
    caribbeanApplicants: null,
    isFeatured: true,
  }),
  school({
    id: "school_howard_university",
    name: "Howard University",
    slug: "howard-university",
    destinationId: "dest_usa",
    type: "university",
    description:
      "A private, historically Black university (HBCU) in Washington, D.C., founded in 1867. Howard has long attracted students from the Caribbean and Africa and has strong schools of medicine, law, communications, business and the fine arts.",
    website: "https://howard.edu/",
    location: "Washington, D.C.",
    established: 1867,
    programs: [
      "Medicine, dentistry and pharmacy",
      "Law",
      "Communications",
      "Business",
      "Engineering and computer science",
      "Fine arts",
      "Social work",
      "Education",
    ],
    ranking: "One of the best-known historically Black universities in the United States",
    accreditation: "Middle States Commission on Higher Education",
    admissionRequirements:
      "Holistic admission based on your school record (including CSEC and CAPE), essays and recommendations; check the current testing policy.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance",
          "Undergraduate tuition $37,996 and mandatory fees $940 (one rate for all undergraduates)",
          { confidence: "official", cycle: "2026-2027", amounts: [money("USD", 37996, "year", "Tuition"), money("USD", 940, "year", "Mandatory fees")] },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance",
          "On campus: housing $13,618, food $7,430, books $1,220, transport $1,154, personal $2,468; estimated cost of attendance $66,082. Off campus: housing $18,664, food $6,888, transport $3,020, personal $4,066",
          {
            confidence: "official",
            cycle: "2026-2027",
            amounts: [
              money("USD", 13618, "year", "Housing, on campus"),
              money("USD", 7430, "year", "Food, on campus"),
              money("USD", 1220, "year", "Books"),
              money("USD", 1154, "year", "Transport, on campus"),
              money("USD", 2468, "year", "Personal, on campus"),
              money("USD", 66082, "year", "Estimated cost of attendance, on campus"),
              money("USD", 18664, "year", "Housing, off campus"),
              money("USD", 6888, "year", "Food, off campus"),
              money("USD", 3020, "year", "Transport, off campus"),
              money("USD", 4066, "year", "Personal, off campus"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated("http://www.howard.edu/enrollment/admission/international.htm", "A non-refundable US$45 application fee", {
          confidence: "official",
          cycle: "about 2010",
          amounts: [money("USD", 45, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "https://admission.howard.edu/undergraduate/intl-first-year",
          "No spring entry for first-year applicants since August 2018; apply through the Common App",
          { confidence: "official", cycle: "Spring and Fall 2025" },
        ),
      ]),
      englishRequirements: notFound("https://admission.howard.edu/undergraduate/intl-first-year"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Historically Black university founded in 1867",
      "College of Medicine and Howard University Hospital",
      "Cathy Hughes School of Communications",
      "Chadwick A. Boseman College of Fine Arts",
    ],
    notableAlumni: ["Thurgood Marshall", "Toni Morrison", "Kwame Ture (Stokely Carmichael), born in Trinidad", "Kamala Harris", "Chadwick Boseman"],
    researchAreas: ["Health disparities", "African diaspora studies", "Law and civil rights", "Engineering"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://admission.howard.edu/undergraduate/intl-first-year",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "communications",
      "social-work",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_massachusetts_institute_of_technology",
    name: "Massachusetts Institute of Technology (MIT)",
    slug: "massachusetts-institute-of-technology",
    destinationId: "dest_usa",
    type: "university",
    description:
      "A world-leading university for science, engineering and technology in Cambridge, Massachusetts. Admission is extremely competitive, but MIT is need-blind for international applicants and meets full demonstrated need.",
    website: "https://www.mit.edu/",
    location: "Cambridge, Massachusetts",
    established: 1861,
    programs: [
      "Engineering",
      "Computer science and artificial intelligence",
      "Mathematics and physics",
      "Economics",
      "Management (Sloan School)",
      "Architecture",
    ],
    ranking: "Regularly ranked among the top universities in the world",
    accreditation: "New England Commission of Higher Education (NECHE)",
    admissionRequirements:
      "Holistic admission with a strong emphasis on mathematics and science; MIT requires standardised test scores, so check its current testing policy.",
    acceptanceRate: "Around 4-5% in recent years",
    quickFacts: {
      tuition: verified([
        stated("http://web.mit.edu/facts/tuition.shtml", "Tuition $61,990; student life fee $406", {
          confidence: "official",
          cycle: "2024–2025",
          amounts: [money("USD", 61990, "year", "Tuition"), money("USD", 406, "year", "Student life fee")],
        }),
        stated("http://web.mit.edu/facts/tuition.shtml", "MIT's aid is need-based and meets full need for all students, domestic and international", {
          confidence: "official",
          cycle: "2023–2024",
        }),
      ]),
      livingCosts: verified([
        stated(
          "https://sfs.mit.edu/cost-of-attendance-for-the-class-of-2028/",
          "Housing $13,060; food $7,220; books and supplies $910; personal $2,374; total cost of attendance $85,960 (travel not included)",
          {
            confidence: "official",
            cycle: "2024–2025",
            amounts: [
              money("USD", 13060, "year", "Housing"),
              money("USD", 7220, "year", "Food"),
              money("USD", 910, "year", "Books and supplies"),
              money("USD", 2374, "year", "Personal"),
              money("USD", 85960, "year", "Total cost of attendance, travel not included"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated(
          "https://mitadmissions.org/apply/firstyear/getting-started/",
          "Our application fee is $75; fee waivers are available to domestic and international applicants",
          { confidence: "official", olderPage: true, amounts: [money("USD", 75, "once")] },
        ),
      ]),
      applicationDeadline: verified([
        stated("https://mitadmissions.org/apply/firstyear/getting-started/", "Early Action November 1; Regular Action January 1", {
          confidence: "official",
          olderPage: true,
        }),
      ]),
      englishRequirements: notFound("https://mitadmissions.org/"),
    },
    studentPopulation: "About 11,000-12,000, of whom roughly 4,500 are undergraduates",
    internationalStudents: null,
    campusSize: null,
    accommodation: "Undergraduates generally live on campus.",
    highlights: [
      "Need-blind admission for international applicants",
      "Meets full demonstrated financial need",
      "Undergraduate research opportunities from the first year",
      "Strong entrepreneurship and start-up culture",
    ],
    notableAlumni: ["Kofi Annan", "Buzz Aldrin", "Richard Feynman"],
    researchAreas: ["Artificial intelligence", "Engineering", "Physics", "Energy and climate"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://mitadmissions.org/",
    pathwaySlugs: ["engineering", "information-technology", "business-finance"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_florida_international_university",
    name: "Florida International University",
    slug: "florida-international-university",
    destinationId: "dest_usa",
    type: "university",
    description:
      "A large public research university in Miami with a very diverse, largely Hispanic and Caribbean-heritage student body. Known for business, hospitality and tourism management, engineering, computing, law and medicine.",
    website: "https://www.fiu.edu/",
    location: "Miami, Florida",
    established: 1965,
    programs: [
      "Business",
      "Hospitality and tourism management",
      "Engineering and computing",
      "International relations",
      "Medicine (MD)",
      "Law",
      "Communication and journalism",
      "Education",
    ],
    ranking: null,
    accreditation: "Southern Association of Colleges and Schools Commission on Colleges (SACSCOC)",
    admissionRequirements: "Assesses your secondary record, including CSEC and CAPE; check the current testing policy and programme requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://onestop.fiu.edu/finances/estimate-your-costs/undergraduate-tuition-fees/index.html",
          "Non-Florida residents: tuition $9,283 and fees $199 per semester",
          {
            confidence: "official",
            cycle: "2025-2026",
            amounts: [money("USD", 9283, "semester", "Tuition, non-Florida residents"), money("USD", 199, "semester", "Fees")],
          },
        ),
        stated(
          "https://www.wlrn.org/2025-07-31/fiu-joins-fsu-uf-in-raising-out-of-state-tuition-more-schools-may-follow",
          "FIU's trustees raised out-of-state tuition 10% from fall 2025: about $1,240 more a year for 30 credit hours ($39 per credit); the university's cost table may not include the rise yet",
          { confidence: "secondary", cycle: "2025-26" },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://onestop.fiu.edu/finances/estimate-your-costs/undergraduate-tuition-fees/index.html",
          "Per semester: housing $4,465, food $2,461, transport $1,473, personal $1,737, books $675; total annual cost for non-Florida residents $40,630",
          {
            confidence: "official",
            cycle: "2025-2026",
            amounts: [
              money("USD", 4465, "semester", "Housing"),
              money("USD", 2461, "semester", "Food"),
              money("USD", 1473, "semester", "Transport"),
              money("USD", 1737, "semester", "Personal"),
              money("USD", 675, "semester", "Books"),
              money("USD", 40630, "year", "Total annual cost, non-Florida residents"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated("http://profiles.asee.org/profiles/7447/screen/3?school_name=Florida+International+University", "A $30.00 non-refundable fee", {
          confidence: "secondary",
          cycle: "2016",
          amounts: [money("USD", 30, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "http://admissions.fiu.edu/apply/freshman/",
          "International applicants: complete application by March 5, transcripts and test scores by March 19 (rolling admission); non-binding early date October 23; Spring 2025 international deadline October 18, 2024",
          { confidence: "official", cycle: "Fall 2024 and Spring 2025" },
        ),
      ]),
      englishRequirements: notFound("http://admissions.fiu.edu/apply/freshman/"),
    },
    studentPopulation: "More than 50,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Short flight from much of the Caribbean",
      "Chaplin School of Hospitality and Tourism Management",
      "Large Caribbean and Latin American student community",
      "Herbert Wertheim College of Medicine",
    ],
    notableAlumni: [],
    researchAreas: ["Environment and coastal resilience", "Hurricane research", "Health", "Computing"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "http://admissions.fiu.edu/apply/freshman/",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "communications",
      "hospitality",
      "social-work",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_embry_riddle_aeronautical_university",
    name: "Embry-Riddle Aeronautical University",
    slug: "embry-riddle-aeronautical-university",
    destinationId: "dest_usa",
    type: "university",
    description:
      "A private university specialising in aviation and aerospace, with residential campuses in Daytona Beach, Florida, and Prescott, Arizona, plus a Worldwide campus. It offers degrees that combine study with flight training, as well as aerospace engineering and aviation management.",
    website: "https://erau.edu/",
    location: "Daytona Beach, Florida (also Prescott, Arizona)",
    established: 1926,
    programs: [
      "Aeronautical science (professional pilot)",
      "Aerospace engineering",
      "Air traffic management",
      "Aviation maintenance",
      "Aviation business and management",
      "Cybersecurity",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "Holistic admission; pilot programmes also require a suitable aviation medical certificate, so check the medical requirements early.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://daytonabeach.erau.edu/admissions/estimated-costs",
          "Daytona Beach: tuition $44,160 (block rate for 12–16 credits; $1,840 per credit) and fees $1,846; flight costs are charged separately",
          { confidence: "official", cycle: "2025-26", amounts: [money("USD", 44160, "year", "Tuition"), money("USD", 1846, "year", "Fees")] },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://daytonabeach.erau.edu/admissions/estimated-costs",
          "On campus: housing $9,860, food $7,906, books $1,300, transport $1,700, personal $2,000; total $68,842 (off campus $69,448)",
          {
            confidence: "official",
            cycle: "2025-26",
            amounts: [
              money("USD", 9860, "year", "Housing, on campus"),
              money("USD", 7906, "year", "Food, on campus"),
              money("USD", 1300, "year", "Books"),
              money("USD", 1700, "year", "Transport"),
              money("USD", 2000, "year", "Personal"),
              money("USD", 68842, "year", "Total, on campus"),
              money("USD", 69448, "year", "Total, off campus"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated("https://daytonabeach.erau.edu/admissions/international-admissions", "$50 non-refundable fee", {
          confidence: "official",
          amounts: [money("USD", 50, "once")],
        }),
      ]),
      applicationDeadline: verified([
        stated(
          "https://daytonabeach.erau.edu/admissions/international-admissions",
          "International priority dates: Fall June 1; Spring October 1; Summer A and B March 1",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "http://catalog.erau.edu/daytona-beach/admissions/undergraduate/international-applicants/",
          "Preferred TOEFL iBT 79, IELTS 6.0 or Cambridge English 170; usually not required if you graduated from an English educational system within the last two years or English is your primary language",
          { confidence: "official", olderPage: true },
        ),
      ]),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Focused entirely on aviation and aerospace",
      "Pilot degrees combine academic study with flight training",
      "Flight training adds substantial costs on top of tuition",
      "Aerospace engineering alongside pilot and management programmes",
    ],
    notableAlumni: [],
    researchAreas: ["Aviation safety", "Aerospace engineering", "Unmanned aircraft systems"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://daytonabeach.erau.edu/admissions/international-admissions",
    pathwaySlugs: ["aviation", "engineering", "information-technology"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_culinary_institute_of_america",
    name: "The Culinary Institute of America",
    slug: "culinary-institute-of-america",
    destinationId: "dest_usa",
    type: "college",
    description:
      "A private culinary college founded in 1946, with its main campus in Hyde Park, New York, and other campuses in California's Napa Valley, San Antonio, Texas, and Singapore. It offers associate and bachelor's degrees in culinary arts, baking and pastry, and food and hospitality business.",
    website: "https://www.ciachef.edu/",
    location: "Hyde Park, New York",
    established: 1946,
    programs: ["Culinary arts", "Baking and pastry arts", "Food business management", "Hospitality management", "Culinary science"],
    ranking: null,
    accreditation: null,
    admissionRequirements: null,
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated("https://www.ciachef.edu/cia-tuition/", "Hyde Park, associate and bachelor's degrees: tuition $16,925 and general fee $835 per semester", {
          confidence: "official",
          cycle: "2022–2023",
          amounts: [money("USD", 16925, "semester", "Tuition"), money("USD", 835, "semester", "General fee")],
        }),
      ]),
      livingCosts: verified([
        stated(
          "https://www.ciachef.edu/cia-tuition/",
          "Board (CIA meal plan) $2,120 per semester; health insurance $1,812 a year (may be waived); supplies and uniforms $1,100 in the entering semester. Housing costs were not on the page",
          {
            confidence: "official",
            cycle: "2022–2023",
            amounts: [
              money("USD", 2120, "semester", "Board (meal plan)"),
              money("USD", 1812, "year", "Health insurance, may be waived"),
              money("USD", 1100, "once", "Supplies and uniforms, entering semester"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated("https://www.ciachef.edu/cia-tuition/", "An application fee of $50 will be charged", {
          confidence: "official",
          cycle: "2022–2023",
          amounts: [money("USD", 50, "once")],
        }),
      ]),
      applicationDeadline: notFound("https://www.ciachef.edu/"),
      englishRequirements: notFound("https://www.ciachef.edu/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Hands-on training in professional kitchens and student-run restaurants",
      "Associate and bachelor's degrees",
      "Campuses in New York, California, Texas and Singapore",
    ],
    notableAlumni: ["Anthony Bourdain", "Grant Achatz", "Roy Choi"],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["culinary", "hospitality"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_fashion_institute_of_technology",
    name: "Fashion Institute of Technology (FIT)",
    slug: "fashion-institute-of-technology",
    destinationId: "dest_usa",
    type: "college",
    description:
      "A public college of the State University of New York (SUNY) in Manhattan, founded in 1944 and focused on fashion, design, art and the business of fashion. It is home to The Museum at FIT.",
    website: "https://www.fitnyc.edu/",
    location: "New York City, New York",
    established: 1944,
    programs: [
      "Fashion design",
      "Fashion business management",
      "Textile development and marketing",
      "Advertising and marketing communications",
      "Illustration and photography",
      "Interior design",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements: "Art and design programmes normally require a portfolio.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://catalog.fitnyc.edu/pastcatalogs/2018-19/undergraduate/expensesandfinancialaid/tuitionandfees",
          "Out-of-state tuition: baccalaureate level $10,396 per semester; associate level $7,335 per semester",
          {
            confidence: "official",
            cycle: "2018-19",
            amounts: [money("USD", 10396, "semester", "Baccalaureate level, out-of-state"), money("USD", 7335, "semester", "Associate level, out-of-state")],
          },
        ),
        stated("http://www.fitnyc.edu/12132.asp", "Tuition rates for foreign students are the same as for out-of-state students", { confidence: "official" }),
      ]),
      livingCosts: notFound("https://www.fitnyc.edu/", "New York City is one of the most expensive places to live in the USA"),
      applicationFee: notFound("https://viewbook.fitnyc.edu/how-to-apply/"),
      applicationDeadline: notFound("https://viewbook.fitnyc.edu/how-to-apply/"),
      englishRequirements: notFound("https://www.fitnyc.edu/admissions/undergraduate-applicants/international-students/index.php"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: ["Part of the State University of New York (SUNY)", "Located in Manhattan, close to the New York fashion industry", "The Museum at FIT"],
    notableAlumni: ["Calvin Klein", "Michael Kors"],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://viewbook.fitnyc.edu/how-to-apply/",
    pathwaySlugs: ["fashion", "creative-arts", "business-finance", "communications"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- United Kingdom
  school({
    id: "school_university_of_oxford",
    name: "University of Oxford",
    slug: "university-of-oxford",
    destinationId: "dest_uk",
    type: "university",
    description:
      "The oldest university in the English-speaking world, where teaching existed in some form by 1096. Students belong to one of more than 30 colleges and are taught in small tutorials. Many Caribbean leaders studied here, often as Rhodes Scholars.",
    website: "https://www.ox.ac.uk/",
    location: "Oxford, England",
    established: 1096,
    programs: [
      "Medicine",
      "Law (Jurisprudence)",
      "Philosophy, Politics and Economics (PPE)",
      "Engineering science",
      "Computer science",
      "Economics and management",
      "Experimental psychology",
      "History and English",
    ],
    ranking: "Regularly ranked among the top universities in the world",
    accreditation: null,
    admissionRequirements:
      "Very high grades (for CAPE applicants, typically top grades across several two-unit subjects), plus admissions tests for many courses and an interview for shortlisted applicants. Check the course page for exact requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.ox.ac.uk/admissions/undergraduate"),
      livingCosts: verified([
        stated(
          "https://www.ox.ac.uk/admissions/undergraduate/fees-and-funding/living-costs",
          "Estimated at £1,425–£2,035 a month, or £12,825–£18,315 for nine months (including food £330–£515 and accommodation £790–£955 a month); applicants must confirm they can fund at least the lower amount",
          {
            confidence: "official",
            cycle: "2025-26",
            amounts: [money("GBP", [1425, 2035], "month", "Oxford's estimate"), money("GBP", [12825, 18315], "year", "Oxford's estimate for nine months")],
          },
        ),
      ]),
      applicationFee: notFound("https://www.ox.ac.uk/admissions/undergraduate"),
      applicationDeadline: notFound("https://www.ox.ac.uk/admissions/undergraduate", "15 October (UCAS deadline in the year before entry)"),
      englishRequirements: verified([
        stated(
          "https://www.ox.ac.uk/admissions/undergraduate/applying-to-oxford/for-international-students/english-language-requirements",
          "Standard level for Computer Science, Mathematics, Mathematics and Computer Science, and Mathematics and Statistics; higher level for all other courses. IELTS at least 6.5 in each component (standard) or 7.0 (higher); TOEFL iBT component minima Listening 22, Reading 24, Speaking 25, Writing 24",
          { confidence: "official" },
        ),
        stated(
          "https://www.ox.ac.uk/admissions/undergraduate/applying-to-oxford/for-international-students/ELR",
          "No need to show proficiency if English is your first language and you have always been a resident and citizen of a majority English-speaking country recognised by UKVI",
          { confidence: "official" },
        ),
        stated(
          "http://www.ox.ac.uk/admissions/postgraduate_courses/apply/internat_students.html",
          "An older Oxford (postgraduate) list of majority English-speaking countries includes Antigua and Barbuda, The Bahamas, Barbados, Belize, Dominica, Grenada, Guyana, Jamaica, St Kitts and Nevis, St Lucia, St Vincent and the Grenadines, and Trinidad and Tobago",
          { confidence: "official", olderPage: true },
        ),
      ]),
    },
    studentPopulation: "About 26,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: "Colleges usually provide accommodation for first-year undergraduates, and many for longer.",
    highlights: [
      "Collegiate system and weekly tutorials",
      "Rhodes Scholarships bring Caribbean graduates here for postgraduate study",
      "Application deadline of 15 October, earlier than most UK universities",
      "Eight-week teaching terms",
    ],
    notableAlumni: ["Norman Manley", "Eric Williams", "Rex Nettleford"],
    researchAreas: ["Medical sciences", "Humanities", "Social sciences", "Mathematics, physical and life sciences"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://www.ox.ac.uk/admissions/undergraduate",
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "creative-arts", "psychology", "education"],
    caribbeanApplicants: null,
    isFeatured: true,
  }),
  school({
    id: "school_university_college_london",
    name: "University College London (UCL)",
    slug: "university-college-london",
    destinationId: "dest_uk",
    type: "university",
    description:
      "A large research university in central London, founded in 1826. It was the first university in England to admit students regardless of their religion, and it is known for medicine, architecture (the Bartlett), law, education (IOE) and the sciences.",
    website: "https://www.ucl.ac.uk/",
    location: "London, England",
    established: 1826,
    programs: [
      "Medicine and life sciences",
      "Architecture and the built environment",
      "Law",
      "Education",
      "Engineering",
      "Economics",
      "Psychology",
      "Fine art",
    ],
    ranking: "Regularly ranked among the top universities in the world",
    accreditation: null,
    admissionRequirements:
      "High grades (A-levels or equivalent, such as CAPE), with subject requirements set by each programme; some programmes use admissions tests or interviews.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.ucl.ac.uk/prospective-students/undergraduate/fees-and-funding/tuition-fees/overseas-students-fees",
          "Overseas fees, fixed for each year of the programme: £23,300 most Arts, Humanities, Social Science and Laws; £25,800 BASc and most Economics; £28,500 most Maths, Geography, Life Sciences and Architecture; £31,200 most Science and Engineering; £34,100 Computer Science; £36,900 Medicine (MBBS)",
          { confidence: "official", cycle: "2021 entry", amounts: [money("GBP", [23300, 36900], "year", "Overseas fees, by programme")] },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://www.ucl.ac.uk/prospective-students/undergraduate/fees-funding/tuition-fees/living-expenses-and-additional-costs",
          "Around £387 a week for about a 39-week year, a total average of around £15,103 a year; rent in a UCL hall £8,190 (£210 a week)",
          {
            confidence: "official",
            cycle: "about 2018/19",
            amounts: [
              money("GBP", 387, "week", "UCL's estimate"),
              money("GBP", 15103, "year", "UCL's estimate, 39 weeks"),
              money("GBP", 8190, "year", "UCL hall rent"),
            ],
          },
        ),
        UK_VISA_MINIMUM_LONDON,
      ]),
      applicationFee: notFound("https://www.ucl.ac.uk/"),
      applicationDeadline: notFound("https://www.ucl.ac.uk/"),
      englishRequirements: notFound("https://www.ucl.ac.uk/"),
    },
    studentPopulation: "About 50,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Central London location in Bloomsbury",
      "First English university to admit students of any religion",
      "UCL Institute of Education (IOE)",
      "The Bartlett School of Architecture and the Slade School of Fine Art",
    ],
    notableAlumni: ["Mahatma Gandhi", "Alexander Graham Bell", "Chris Martin"],
    researchAreas: ["Neuroscience", "Medicine", "Education", "Built environment"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "creative-arts", "psychology", "education"],
    caribbeanApplicants: null,
    isFeatured: true,
  }),
  school({
    id: "school_university_of_edinburgh",
    name: "University of Edinburgh",
    slug: "university-of-edinburgh",
    destinationId: "dest_uk",
    type: "university",
    description:
      "One of Scotland's ancient universities, founded in 1583 in the capital, Edinburgh. Scottish bachelor's degrees usually take four years, with a broad first year. Edinburgh is known for medicine, informatics, veterinary science, art and the humanities.",
    website: "https://www.ed.ac.uk/",
    location: "Edinburgh, Scotland",
    established: 1583,
    programs: [
      "Medicine",
      "Informatics and computer science",
      "Veterinary medicine",
      "Engineering",
      "Law",
      "Art and design (Edinburgh College of Art)",
      "Education and sport (Moray House)",
      "Social and political science",
    ],
    ranking: "Regularly ranked among the top universities in the UK",
    accreditation: null,
    admissionRequirements:
      "Published entry requirements by country and qualification; CAPE applicants are considered with specific grade and unit requirements that vary by college and programme.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.ed.ac.uk/"),
      livingCosts: verified([
        stated(
          "http://www.ed.ac.uk/studying/postgraduate/fees-finance/finance",
          "Postgraduate guidance: hall of residence about £180 a week; University self-catering about £150 a week",
          {
            confidence: "official",
            olderPage: true,
            amounts: [money("GBP", 180, "week", "Hall of residence"), money("GBP", 150, "week", "University self-catering")],
          },
        ),
        UK_VISA_MINIMUM_OUTSIDE_LONDON,
      ]),
      applicationFee: notFound("https://www.ed.ac.uk/"),
      applicationDeadline: notFound("https://www.ed.ac.uk/"),
      englishRequirements: notFound("https://www.ed.ac.uk/"),
    },
    studentPopulation: "More than 40,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Four-year Scottish degrees with flexibility in the first years",
      "Edinburgh College of Art is part of the university",
      "Moray House School of Education and Sport",
      "Historic capital city",
    ],
    notableAlumni: ["Arthur Conan Doyle", "Gordon Brown", "Charles Darwin (studied medicine here)"],
    researchAreas: ["Informatics and artificial intelligence", "Medicine", "Veterinary science", "Humanities"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_university_of_manchester",
    name: "University of Manchester",
    slug: "university-of-manchester",
    destinationId: "dest_uk",
    type: "university",
    description:
      "A large research university formed in 2004 from the merger of the Victoria University of Manchester and UMIST, with roots going back to 1824. Manchester has a long record in science: the first stored-program computer ran here in 1948 and graphene was first isolated here. Saint Lucian Nobel laureate Sir Arthur Lewis was a professor of economics here.",
    website: "https://www.manchester.ac.uk/",
    location: "Manchester, England",
    established: 2004,
    programs: [
      "Engineering",
      "Computer science",
      "Medicine and health sciences",
      "Business and management",
      "Law",
      "Economics",
      "Psychology",
      "Drama and music",
    ],
    ranking: "Regularly ranked among the top universities in the UK",
    accreditation: null,
    admissionRequirements: "High grades in A-levels or equivalent qualifications such as CAPE, with programme-specific subject requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://liuxuequn.com/a/3065246_2.html",
          "International fees, fixed for the course (a copy of Manchester's page): non-laboratory degrees £17,000; laboratory (science and engineering) degrees £21,000; clinical years of Medicine and Dentistry £38,000",
          {
            confidence: "secondary",
            cycle: "2017 entry",
            amounts: [
              money("GBP", 17000, "year", "Non-laboratory degrees"),
              money("GBP", 21000, "year", "Laboratory degrees"),
              money("GBP", 38000, "year", "Clinical years of Medicine and Dentistry"),
            ],
          },
        ),
        stated(
          "http://www.studentsupport.manchester.ac.uk/finances/tuition-fees/fee-amounts/other-fees",
          "A year abroad or placement year costs international students 20% of the normal fee",
          { confidence: "official", cycle: "2024/25 and 2025/26" },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://www.manchester.ac.uk/study/experience/student-life/living-costs/",
          "First-year undergraduate budget for 41 weeks: £12,435 (£1,243.50 a month), including self-catered accommodation £6,985 (catered £7,605), groceries £1,750 and transport £620; University self-catered halls £4,618–£9,996 a year",
          {
            confidence: "official",
            cycle: "2024/25",
            amounts: [
              money("GBP", 12435, "year", "Manchester's estimate, 41 weeks"),
              money("GBP", 1243.5, "month", "Manchester's estimate"),
              money("GBP", 6985, "year", "Self-catered accommodation"),
              money("GBP", [4618, 9996], "year", "University self-catered halls"),
            ],
          },
        ),
        UK_VISA_MINIMUM_OUTSIDE_LONDON,
      ]),
      applicationFee: notFound("https://www.manchester.ac.uk/"),
      applicationDeadline: notFound("https://www.manchester.ac.uk/"),
      englishRequirements: notFound("https://www.manchester.ac.uk/"),
    },
    studentPopulation: "More than 40,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Graphene was first isolated here",
      "Home of the 1948 'Manchester Baby', the first stored-program computer",
      "Sir Arthur Lewis taught economics here",
      "Large, lively student city",
    ],
    notableAlumni: ["Benedict Cumberbatch"],
    researchAreas: ["Advanced materials and graphene", "Cancer research", "Computer science", "Social sciences"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "creative-arts", "psychology", "education", "social-work"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Ireland
  school({
    id: "school_trinity_college_dublin",
    name: "Trinity College Dublin",
    slug: "trinity-college-dublin",
    destinationId: "dest_ireland",
    type: "university",
    description:
      "Ireland's oldest university, founded in 1592 and set in the centre of Dublin. Its Old Library holds the Book of Kells. Trinity is strong in the humanities, law, medicine, engineering, computer science and business, and non-EU students apply directly to the university.",
    website: "https://www.tcd.ie/",
    location: "Dublin, Ireland",
    established: 1592,
    programs: [
      "Medicine and health sciences",
      "Law",
      "Business and economics",
      "Computer science and engineering",
      "English and the humanities",
      "Psychology",
      "Drama and music",
      "Social work and social policy",
    ],
    ranking: "Generally ranked as Ireland's top university",
    accreditation: null,
    admissionRequirements:
      "Non-EU applicants apply directly to Trinity. You must meet the university's matriculation requirements plus course-specific requirements; medicine has its own process for non-EU applicants.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.thetimes.co.uk/article/trinity-college-dublin-criticised-over-raised-fees-for-non-eu-and-postgraduate-students-3mmdrl55q",
          "Most courses cost between €20,000 and €27,000 for non-EU students, some up to €49,500; non-EU fees rise 2.33% from 2023/24 (The Times, May 2022)",
          {
            confidence: "secondary",
            cycle: "2022",
            amounts: [
              money("EUR", [20000, 27000], "year", "Most courses, non-EU students"),
              money("EUR", 49500, "year", "Highest course fees, non-EU students"),
            ],
          },
        ),
        stated(
          "https://www.tcd.ie/academicregistry/fees-and-payments/applicants/what_are_my_fees/",
          "The EU fee rate requires, among other things, being ordinarily resident in the EU for three of the five years before admission; otherwise the non-EU rate applies",
          { confidence: "official" },
        ),
      ]),
      livingCosts: verified([IRELAND_FUNDS_2016, IRELAND_RESIDENCE_PERMIT], "Dublin accommodation is scarce and expensive"),
      applicationFee: notFound("https://www.tcd.ie/"),
      applicationDeadline: notFound("https://www.tcd.ie/"),
      englishRequirements: notFound("https://www.tcd.ie/"),
    },
    studentPopulation: "More than 20,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "City-centre campus in Dublin",
      "The Book of Kells is kept in the Old Library",
      "Direct applications for non-EU students",
      "Access to Ireland's post-study Stamp 1G work permission for eligible graduates",
    ],
    notableAlumni: ["Jonathan Swift", "Oscar Wilde", "Samuel Beckett", "Mary Robinson"],
    researchAreas: ["Immunology and medicine", "Computer science", "Humanities", "Nanoscience and materials"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "creative-arts", "psychology", "education", "social-work"],
    caribbeanApplicants: null,
    isFeatured: true,
  }),
  school({
    id: "school_university_college_dublin",
    name: "University College Dublin",
    slug: "university-college-dublin",
    destinationId: "dest_ireland",
    type: "university",
    description:
      "Ireland's largest university, with a large campus at Belfield in south Dublin. UCD traces its origins to 1854 and is known for business, medicine, engineering, agriculture and food science, law and sport.",
    website: "https://www.ucd.ie/",
    location: "Dublin, Ireland",
    established: 1854,
    programs: [
      "Business",
      "Medicine and health sciences",
      "Engineering and architecture",
      "Agriculture and food science",
      "Veterinary medicine",
      "Law",
      "Computer science",
      "Sport and exercise science",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements: "Non-EU applicants usually apply directly to UCD with their secondary school qualifications; requirements vary by programme.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.ucd.ie/"),
      livingCosts: verified([IRELAND_FUNDS_2016, IRELAND_RESIDENCE_PERMIT], "Dublin accommodation is scarce and expensive"),
      applicationFee: notFound("https://www.ucd.ie/apply"),
      applicationDeadline: notFound("https://www.ucd.ie/apply"),
      englishRequirements: notFound("https://www.ucd.ie/"),
    },
    studentPopulation: "More than 30,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Ireland's largest university",
      "Single large campus at Belfield",
      "School of Agriculture and Food Science",
      "Strong sports facilities and programmes",
    ],
    notableAlumni: ["James Joyce", "Maeve Binchy"],
    researchAreas: ["Agriculture and food", "Health", "Engineering", "Business"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://www.ucd.ie/apply",
    pathwaySlugs: ["medicine", "engineering", "information-technology", "business-finance", "law", "psychology", "agriculture", "social-work", "sports"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Germany
  school({
    id: "school_technical_university_of_munich",
    name: "Technical University of Munich (TUM)",
    slug: "technical-university-of-munich",
    destinationId: "dest_germany",
    type: "university",
    description:
      "One of Germany's leading technical universities, founded in 1868, with campuses in Munich, Garching, Freising-Weihenstephan, Heilbronn and Straubing. Unlike most German public universities, TUM charges tuition to new non-EU students (since winter semester 2024/25). Many master's programmes are taught in English.",
    website: "https://www.tum.de/en/",
    location: "Munich, Bavaria",
    established: 1868,
    programs: [
      "Engineering (mechanical, electrical, civil, chemical)",
      "Informatics",
      "Natural sciences",
      "Management",
      "Medicine",
      "Life sciences, agriculture and food (Weihenstephan)",
      "Sport and health sciences",
    ],
    ranking: "Generally ranked among Germany's top universities",
    accreditation: null,
    admissionRequirements:
      "You need a recognised higher education entrance qualification; many bachelor's programmes are in German and some have aptitude assessments. Caribbean applicants should check whether their qualifications allow direct entry or need a Studienkolleg or prior university study.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.tum.de/en/studies/fees/tuition",
          "From winter semester 2024/25, new international students from outside the EU/EEA pay tuition: usually €2,000 or €3,000 per semester for bachelor's programmes (master's €4,000 or €6,000), plus the separate semester fee. Exemptions include a German school-leaving qualification and students enrolled before then",
          {
            confidence: "official",
            cycle: "from winter semester 2024/25",
            amounts: [money("EUR", [2000, 3000], "semester", "Bachelor's programmes"), money("EUR", [4000, 6000], "semester", "Master's programmes")],
          },
        ),
      ]),
      livingCosts: notFound("https://www.tum.de/en/", "Munich is one of Germany's most expensive cities"),
      applicationFee: notFound("https://www.tum.de/en/"),
      applicationDeadline: verified([
        stated(
          "https://www.ls.tum.de/en/ls/studies/application/",
          "Generally, you can apply only for the winter semester; applications go through TUMonline (School of Life Sciences page)",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: notFound("https://www.tum.de/en/", "Required for English-taught programmes; German is needed for German-taught programmes."),
    },
    studentPopulation: "About 50,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Strong links with German engineering and technology industry",
      "Many English-taught master's programmes",
      "Weihenstephan campus for agriculture, food and life sciences",
      "Tuition fees for new non-EU students since 2024/25",
    ],
    notableAlumni: ["Rudolf Diesel"],
    researchAreas: ["Engineering", "Artificial intelligence and robotics", "Life sciences", "Sustainable energy"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["engineering", "information-technology", "business-finance", "medicine", "agriculture", "sports", "education"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_heidelberg_university",
    name: "Heidelberg University",
    slug: "heidelberg-university",
    destinationId: "dest_germany",
    type: "university",
    description:
      "Germany's oldest university, founded in 1386, in the historic city of Heidelberg. It is a research university strong in medicine, the natural sciences, law and the humanities. Because it is in Baden-Wuerttemberg, most non-EU students pay EUR 1,500 per semester in tuition.",
    website: "https://www.uni-heidelberg.de/",
    location: "Heidelberg, Baden-Wuerttemberg",
    established: 1386,
    programs: ["Medicine", "Natural sciences", "Law", "Psychology", "Computer science", "Humanities"],
    ranking: "Generally ranked among Germany's top universities",
    accreditation: null,
    admissionRequirements: "Requires a recognised higher education entrance qualification and, for most bachelor's programmes, German language proficiency.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.idf.uni-heidelberg.de/studium/bewerbung/ma-germanistik-im-kulturvergleichhtml.html",
          "International students from outside the EU/EEA have paid tuition of €1,500 per semester since winter semester 2017/18, plus a semester fee of about €150 (administration, Studierendenwerk, student council, semester ticket)",
          {
            confidence: "official",
            cycle: "from winter semester 2017/18",
            amounts: [money("EUR", 1500, "semester", "Tuition, non-EU/EEA students"), money("EUR", 150, "semester", "Semester fee, about")],
          },
        ),
      ]),
      livingCosts: notFound("https://www.uni-heidelberg.de/"),
      applicationFee: notFound("https://www.uni-heidelberg.de/"),
      applicationDeadline: notFound("https://www.uni-heidelberg.de/"),
      englishRequirements: notFound("https://www.uni-heidelberg.de/"),
    },
    studentPopulation: "About 30,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: ["Germany's oldest university", "Strong medical faculty and university hospital", "Historic university town"],
    notableAlumni: ["Max Weber", "Helmut Kohl"],
    researchAreas: ["Medicine and cancer research", "Molecular biology", "Physics and astronomy", "Humanities"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://heico.uni-heidelberg.de/",
    pathwaySlugs: ["medicine", "law", "psychology", "information-technology"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Australia
  school({
    id: "school_university_of_melbourne",
    name: "University of Melbourne",
    slug: "university-of-melbourne",
    destinationId: "dest_australia",
    type: "university",
    description:
      "Australia's second-oldest university, founded in 1853. Under its 'Melbourne Model' students take a broad bachelor's degree first; professional degrees such as medicine (MD), law (JD) and engineering are mainly studied at graduate level.",
    website: "https://www.unimelb.edu.au/",
    location: "Melbourne, Victoria",
    established: 1853,
    programs: ["Arts", "Science", "Commerce", "Biomedicine", "Design", "Music and fine arts", "Graduate medicine, law and engineering", "Agriculture"],
    ranking: "Generally ranked as one of Australia's top universities",
    accreditation: null,
    admissionRequirements: "Assesses international secondary qualifications individually; some students enter through a foundation programme.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.unimelb.edu.au/"),
      livingCosts: verified([AUSTRALIA_VISA_MINIMUM]),
      applicationFee: notFound("https://www.unimelb.edu.au/"),
      applicationDeadline: notFound("https://www.unimelb.edu.au/"),
      englishRequirements: notFound("https://www.unimelb.edu.au/"),
    },
    studentPopulation: "More than 50,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Broad undergraduate degrees under the Melbourne Model",
      "Graduate-entry MD and JD",
      "Victorian College of the Arts",
      "Large international student community",
    ],
    notableAlumni: ["Julia Gillard", "Germaine Greer"],
    researchAreas: ["Medicine and biomedicine", "Climate and environment", "Education", "Agriculture and food"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "agriculture",
      "social-work",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_university_of_sydney",
    name: "University of Sydney",
    slug: "university-of-sydney",
    destinationId: "dest_australia",
    type: "university",
    description:
      "Australia's first university, founded in 1850, with its main campus close to central Sydney. It offers a very wide range of programmes, including medicine, law, engineering, business, agriculture and music (Sydney Conservatorium of Music).",
    website: "https://www.sydney.edu.au/",
    location: "Sydney, New South Wales",
    established: 1850,
    programs: [
      "Medicine and health",
      "Law",
      "Engineering",
      "Business",
      "Arts and social sciences",
      "Agriculture and veterinary science",
      "Music (Sydney Conservatorium)",
      "Exercise and sport science",
    ],
    ranking: "Generally ranked as one of Australia's top universities",
    accreditation: null,
    admissionRequirements: "Assesses international secondary qualifications individually; some students enter through a foundation programme.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.sydney.edu.au/study/fees-and-loans/international-student-tuition-fees.html"),
      livingCosts: verified([AUSTRALIA_VISA_MINIMUM], "Sydney is Australia's most expensive city for housing"),
      applicationFee: notFound("https://www.sydney.edu.au/"),
      applicationDeadline: notFound("https://www.sydney.edu.au/"),
      englishRequirements: notFound("https://www.sydney.edu.au/"),
    },
    studentPopulation: "More than 60,000",
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Australia's first university",
      "Sydney Conservatorium of Music",
      "Wide range of programmes on one main campus",
      "Large international student community",
    ],
    notableAlumni: ["Edmund Barton", "Malcolm Turnbull", "Anthony Albanese"],
    researchAreas: ["Health and medicine", "Agriculture and food security", "Engineering", "Social sciences"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "communications",
      "agriculture",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Jamaica
  school({
    id: "school_uwi_mona",
    name: "The University of the West Indies, Mona Campus",
    slug: "uwi-mona",
    destinationId: "dest_jamaica",
    type: "university",
    description:
      "UWI's first campus, opened in 1948 as the University College of the West Indies, in Kingston, Jamaica. It teaches medicine (MBBS), law, engineering, science, social sciences, humanities and education, and sport, and runs a Western Jamaica Campus in Montego Bay.",
    website: "https://www.mona.uwi.edu/",
    location: "Kingston, Jamaica",
    established: 1948,
    programs: [
      "Medicine (MBBS) and health sciences",
      "Law (LLB)",
      "Engineering",
      "Science and technology",
      "Social sciences and management",
      "Humanities and education",
      "Media and communication (CARIMAC)",
      "Sport sciences",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "UWI matriculation (CSEC passes including English A, plus CAPE units or an approved associate degree) and each faculty's own subject requirements. Medicine is highly competitive.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified(
        [
          stated(
            "http://jamaica-gleaner.com/article/news/20160122/updated-uwi-mona-maintains-it-does-not-casually-increase-tuition-fees",
            "Students at UWI Mona pay about 35 per cent of the full cost of their studies; the rest is largely subsidised by the government",
            { confidence: "secondary", cycle: "2016" },
          ),
          stated(
            "http://www.jamaicaobserver.com/latestnews/UWI_defends_tuition_fee_increase?profile=1228",
            "Film, medical sciences, engineering and law are priced in US dollars; the exchange rate used was raised from J$135 to J$141 per US$1 for 2020/21",
            { confidence: "secondary", cycle: "2020/21" },
          ),
        ],
        "Nationals of UWI contributing countries pay subsidised tuition (their government covers much of the economic cost); others pay the full economic cost",
      ),
      livingCosts: notFound("https://www.mona.uwi.edu/"),
      applicationFee: notFound("https://www.uwi.edu/admissions"),
      applicationDeadline: verified([
        stated(
          "https://jamaica-gleaner.com/article/news/20210413/uwi-extends-application-deadline",
          "Mona extended its undergraduate and graduate application deadline to May 19 for the August 2021 semester",
          { confidence: "secondary", cycle: "2021" },
        ),
      ]),
      englishRequirements: verified([
        stated(
          "http://www.mona.uwi.edu/prospects/node/56",
          "The English Language Proficiency Test (ELPT) is required unless you have one of: Grade 1 in CSEC English A; Grade A in GCE O-Level English Language or A/O-Level General Paper; Grade 1 or 2 in CAPE Communication Studies; B+ in UTech Advanced or Business Communication; B+ in NCU Freshman Composition I or II; or a prior degree. A pass stays valid for five years",
          { confidence: "official" },
        ),
      ]),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: "Halls of residence are available on campus; places are limited.",
    highlights: [
      "UWI's oldest campus, founded in 1948",
      "Next to the University Hospital of the West Indies",
      "Caribbean School of Media and Communication (CARIMAC)",
      "Western Jamaica Campus in Montego Bay",
    ],
    notableAlumni: ["Derek Walcott", "P. J. Patterson", "Portia Simpson Miller", "Andrew Holness"],
    researchAreas: ["Tropical medicine and public health", "Caribbean history and culture", "Climate and environment", "Sport science"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://www.uwi.edu/admissions",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "psychology",
      "education",
      "communications",
      "hospitality",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: {
      text: "Mona's Faculty of Social Sciences lists CAPE units (including Accounting, Economics, Sociology and Pure Mathematics) that, passed at grades I-IV, can earn exemption without credit from matching Level I courses.",
      sourceUrl: "https://www.mona.uwi.edu/socsci/exemption-cape",
    },
    isFeatured: false,
  }),
  school({
    id: "school_university_of_technology_jamaica",
    name: "University of Technology, Jamaica (UTech)",
    slug: "university-of-technology-jamaica",
    destinationId: "dest_jamaica",
    type: "university",
    description:
      "Jamaica's national technology university, which began in 1958 as the Jamaica Institute of Technology, became the College of Arts, Science and Technology (CAST) and gained university status in 1995. Its main campus is at Papine in Kingston, next to UWI Mona, and it is known for engineering, architecture, computing, hospitality, health sciences and business.",
    website: "https://www.utech.edu.jm/",
    location: "Kingston, Jamaica",
    established: 1958,
    programs: [
      "Engineering",
      "Architecture",
      "Computing and information technology",
      "Business and management",
      "Hospitality and tourism management",
      "Pharmacy, dentistry and health sciences",
      "Law",
      "Technical and vocational teacher education",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "CSEC passes (usually including English and Mathematics) with programme-specific subjects; some programmes require CAPE or an associate degree.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "http://www.utechjamaica.edu.jm/publications/socos_ja/24/",
          "Charged per credit (JA$): Humanities & Social Sciences 8,900; Business Administration 11,200; Nursing 11,700; Computing & IT 11,800; Natural & Applied Sciences 12,000; Engineering 12,600; Pharmacy 12,600; Hospitality & Tourism 12,900; Law 17,600. Some modules add a J$20,000 lab fee per semester; ancillary charges total J$28,700 a year; for 2022/23 add about 10%",
          {
            confidence: "official",
            cycle: "2021/22",
            amounts: [money("JMD", [8900, 17600], "credit", "Per credit, by programme"), money("JMD", 28700, "year", "Ancillary charges")],
          },
        ),
        stated(
          "http://www.utechjamaica.edu.jm/enrolment/fees_non.html",
          "International students pay an examination fee of US$9 per credit and ancillary fees in US dollars (for example Students' Union $25, Welfare $18, Registration $45, health/accident insurance $108, International fee $15)",
          { confidence: "official", olderPage: true, amounts: [money("USD", 9, "credit", "Examination fee, international students")] },
        ),
      ]),
      livingCosts: notFound("https://www.utech.edu.jm/"),
      applicationFee: verified([
        stated(
          "https://utechjamaica.edu.jm/faqs/how-to-apply",
          "A non-refundable application fee of JA$1,000.00 for Jamaican residents and US$40.00 for non-Jamaicans",
          { confidence: "official", cycle: "2024/25", amounts: [money("JMD", 1000, "once", "Jamaican residents"), money("USD", 40, "once", "Non-Jamaicans")] },
        ),
      ]),
      applicationDeadline: verified([
        stated(
          "https://utechjamaica.edu.jm/faqs/how-to-apply",
          "For the August 2024 intake: Early Bird December 1, 2023; Regular March 28, 2024. Early Bird is recommended for international applicants; late applications only if space remains",
          { confidence: "official", cycle: "2024/25" },
        ),
      ]),
      englishRequirements: notFound("https://utechjamaica.edu.jm/faqs/how-to-apply"),
    },
    studentPopulation: "More than 12,000 (as reported by the university)",
    internationalStudents: null,
    campusSize: "About 18 hectares (main Papine campus)",
    accommodation: null,
    highlights: [
      "Practical, industry-linked programmes modelled on the polytechnic tradition",
      "Caribbean School of Architecture",
      "Strong athletics tradition",
      "Campus in Montego Bay as well as Kingston",
    ],
    notableAlumni: ["Shelly-Ann Fraser-Pryce"],
    researchAreas: ["Engineering and technology", "Health sciences", "Built environment"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://utechjamaica.edu.jm/faqs/how-to-apply",
    pathwaySlugs: ["engineering", "information-technology", "business-finance", "law", "education", "hospitality"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_northern_caribbean_university",
    name: "Northern Caribbean University",
    slug: "northern-caribbean-university",
    destinationId: "dest_jamaica",
    type: "university",
    description:
      "A private Seventh-day Adventist university in Mandeville, Manchester. Founded in 1907 as the West Indian Training School, it became West Indies College and was granted university status in 1999. It is Jamaica's oldest private tertiary institution.",
    website: "https://www.ncu.edu.jm/",
    location: "Mandeville, Manchester, Jamaica",
    established: 1907,
    programs: ["Business", "Teacher education", "Behavioural sciences", "Natural and applied sciences", "Nursing and health sciences", "Religion and theology"],
    ranking: null,
    accreditation: null,
    admissionRequirements: null,
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "http://www.ncu.edu.jm/Admissions/TuitionFees.aspx",
          "Undergraduate tuition and fees for 16 credits (the period is not stated), local / CARICOM / international: Business Administration JA$189,575 / US$2,155 / US$5,129; Biology & Chemistry JA$233,065 / US$2,650 / US$5,626; Information Sciences JA$215,945 / US$2,455 / US$5,249; Dental Hygiene JA$286,035 / US$3,250 / US$6,225",
          { confidence: "official", cycle: "2013-2014" },
        ),
      ]),
      livingCosts: notFound("https://www.ncu.edu.jm/"),
      applicationFee: verified([
        stated(
          "http://www.ncu.edu.jm/tuition-and-fees.html",
          "One-time, non-refundable application fee: JMD$1,000; international US$55; WIU US$30. A refundable pre-acceptance security deposit is also required",
          {
            confidence: "official",
            cycle: "2018-2019",
            amounts: [money("JMD", 1000, "once"), money("USD", 55, "once", "International"), money("USD", 30, "once", "WIU")],
          },
        ),
      ]),
      applicationDeadline: notFound("https://www.ncu.edu.jm/"),
      englishRequirements: notFound("https://www.ncu.edu.jm/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Jamaica's oldest private tertiary institution",
      "Residential campus in the cooler hills of Mandeville",
      "Christian (Seventh-day Adventist) ethos",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["business-finance", "information-technology", "education", "psychology"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_norman_manley_law_school",
    name: "Norman Manley Law School",
    slug: "norman-manley-law-school",
    destinationId: "dest_jamaica",
    type: "college",
    description:
      "One of the three law schools of the Council of Legal Education, on the UWI Mona campus in Kingston. Law graduates complete the two-year Legal Education Certificate (LEC) here, which qualifies them for admission to practise in most Commonwealth Caribbean countries.",
    website: "http://nmls.edu.jm/",
    location: "Mona, Kingston, Jamaica",
    established: null,
    programs: ["Legal Education Certificate (LEC)"],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "An LLB degree. UWI LLB graduates have traditionally had priority entry; holders of other law degrees usually have to pass the Council of Legal Education's entrance examination. Check the CLE's current rules.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("http://nmls.edu.jm/"),
      livingCosts: notFound("http://nmls.edu.jm/"),
      applicationFee: notFound("http://nmls.edu.jm/"),
      applicationDeadline: verified([
        stated(
          "http://nmls.edu.jm/entry-requirements",
          "Complete an application form and submit it to the School between November 1 and January 31, every year",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: notFound("http://nmls.edu.jm/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Council of Legal Education law school",
      "Two-year practical programme after the LLB",
      "Named after Norman Manley, Jamaican barrister and national hero",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "http://nmls.edu.jm/entry-requirements",
    pathwaySlugs: ["law"],
    caribbeanApplicants: {
      text: "Norman Manley takes applicants ordinarily resident in Anguilla, Antigua and Barbuda, Belize, Jamaica, Montserrat and St. Kitts and Nevis; applicants from other territories apply to Hugh Wooding or Eugene Dupuch. Holders of the UWI LLB are admitted directly; holders of other common-law degrees sit the Council of Legal Education entrance examination.",
      sourceUrl: "http://nmls.edu.jm/entry-requirements",
    },
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- The Bahamas
  school({
    id: "school_university_of_the_bahamas",
    name: "University of The Bahamas",
    slug: "university-of-the-bahamas",
    destinationId: "dest_bahamas",
    type: "university",
    description:
      "The national university of The Bahamas. It began as The College of The Bahamas in 1974 and became a university in 2016. The main campus is in Nassau, with a northern campus on Grand Bahama, and it includes the Culinary and Hospitality Management Institute.",
    website: "https://www.ub.edu.bs/",
    location: "Nassau, New Providence (northern campus in Grand Bahama)",
    established: 1974,
    programs: ["Business", "Education", "Nursing and health sciences", "Culinary arts and hospitality management", "Natural sciences", "Social sciences"],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "Bahamian applicants usually present BGCSE results; equivalent qualifications such as CSEC are also considered. Check programme requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://www.ub.edu.bs/admissions/tuition-fees/",
          "Per contact hour, for students admitted from Fall 2019: international rate B$230 (lower- and upper-level courses); Bahamian rate B$115 (lower level) or B$172.50 (upper level)",
          {
            confidence: "official",
            amounts: [
              money("BSD", 230, "contact-hour", "International rate"),
              money("BSD", 115, "contact-hour", "Bahamian rate, lower level"),
              money("BSD", 172.5, "contact-hour", "Bahamian rate, upper level"),
            ],
          },
        ),
        stated(
          "https://www.ub.edu.bs/academics/tuition-fees-2/",
          "A normal full-time load is 15 credit hours a semester, or 30 a year; a bachelor's degree needs at least 120 credit hours",
          { confidence: "official" },
        ),
      ]),
      livingCosts: notFound("https://www.ub.edu.bs/"),
      applicationFee: notFound("https://www.ub.edu.bs/"),
      applicationDeadline: verified([
        stated("https://www.ub.edu.bs/table/page/5", "Deadline for admission applications for Fall 2017: Friday, February 3", {
          confidence: "official",
          cycle: "Fall 2017",
        }),
      ]),
      englishRequirements: notFound("https://www.ub.edu.bs/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: ["The Bahamas' national university", "Culinary and Hospitality Management Institute", "Campuses on New Providence and Grand Bahama"],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["business-finance", "education", "hospitality", "culinary"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_eugene_dupuch_law_school",
    name: "Eugene Dupuch Law School",
    slug: "eugene-dupuch-law-school",
    destinationId: "dest_bahamas",
    type: "college",
    description:
      "The newest of the Council of Legal Education's three law schools, opened in Nassau in 1998. Law graduates complete the two-year Legal Education Certificate here before admission to practise, and the school runs a legal aid clinic.",
    website: "https://eugenedupuchlaw.edu.bs/",
    location: "Nassau, New Providence",
    established: 1998,
    programs: ["Legal Education Certificate (LEC)"],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "An LLB degree. UWI LLB graduates have traditionally had priority entry; holders of other law degrees usually have to pass the Council of Legal Education's entrance examination. Check the CLE's current rules.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://eugenedupuchlaw.edu.bs/"),
      livingCosts: notFound("https://eugenedupuchlaw.edu.bs/"),
      applicationFee: notFound("https://eugenedupuchlaw.edu.bs/"),
      applicationDeadline: verified([
        stated(
          "https://docslib.org/doc/10535720/council-of-legal-education-annual-entrance-examination-norman-manley-hugh-wooding-and-eugene-dupuch-law-schools-instruction-information-sheet",
          "Council of Legal Education entrance examination, for holders of law degrees other than the UWI LLB: apply by January 31 to the Admissions Board at Norman Manley Law School; the examination is in the first week of July (2014 and 2020 instruction sheets)",
          { confidence: "secondary", cycle: "2020" },
        ),
      ]),
      englishRequirements: notFound("https://eugenedupuchlaw.edu.bs/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "One of three Council of Legal Education law schools",
      "Two-year practical programme after the LLB",
      "Legal aid clinic gives students practical experience",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["law"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Barbados
  school({
    id: "school_uwi_cave_hill",
    name: "The University of the West Indies, Cave Hill Campus",
    slug: "uwi-cave-hill",
    destinationId: "dest_barbados",
    type: "university",
    description:
      "UWI's campus in Barbados, opened in 1963 on a hillside overlooking Bridgetown. It is home to UWI's original Faculty of Law and also teaches medicine, social sciences, humanities and education, science and technology, and sport. Since 2018 the Government of Barbados has again paid UWI tuition for Barbadian undergraduates.",
    website: "https://www.cavehill.uwi.edu/",
    location: "Cave Hill, St. Michael, Barbados",
    established: 1963,
    programs: [
      "Law (LLB)",
      "Medicine (MBBS)",
      "Social sciences and management",
      "Humanities and education",
      "Science and technology",
      "Sport sciences",
      "Creative arts (Errol Barrow Centre for Creative Imagination)",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "UWI matriculation (CSEC passes including English A, plus CAPE units or an approved associate degree) and each faculty's own subject requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified(
        [
          stated(
            "https://barbadostoday.bb/2018/07/11/tuition-mix-up/",
            "Prime Minister Mia Mottley announced an end to tuition fees for Barbadian UWI students in June 2018; the campus asked new students to pay about $6,000 pending official notice",
            { confidence: "secondary", cycle: "2018" },
          ),
        ],
        "Barbadian undergraduates: tuition paid by the government (policy restored in 2018; check current terms). Nationals of other contributing countries pay subsidised tuition; others pay the full economic cost",
      ),
      livingCosts: verified([CAVE_HILL_COSTS_OF_LIVING]),
      applicationFee: verified([
        stated(
          "https://cavehill.uwi.edu/admissions/application-process/how-to-apply.aspx",
          "The non-refundable application fee is BBD$30 for citizens of UWI contributing countries and USD$30 for citizens of non-contributing countries",
          {
            confidence: "official",
            amounts: [money("BBD", 30, "once", "Citizens of UWI contributing countries"), money("USD", 30, "once", "Citizens of non-contributing countries")],
          },
        ),
      ]),
      applicationDeadline: verified([
        stated(
          "https://www.cavehill.uwi.edu/admissions/application-process/deadline-dates.aspx",
          "Undergraduate applications for the August 2024 intake were extended to June 30, 2024; MBBS March 31, 2024",
          { confidence: "official", cycle: "2024/25" },
        ),
      ]),
      englishRequirements: notFound("https://www.cavehill.uwi.edu/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: "Halls of residence are available; places are limited.",
    highlights: [
      "Home of UWI's original Faculty of Law",
      "Free UWI tuition for Barbadian undergraduates (check current terms)",
      "Errol Barrow Centre for Creative Imagination",
      "Codrington College is affiliated with the campus",
    ],
    notableAlumni: ["Owen Arthur", "Freundel Stuart"],
    researchAreas: ["Caribbean law and governance", "Public health", "Climate and coastal studies", "Caribbean culture"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://cavehill.uwi.edu/admissions/application-process/how-to-apply.aspx",
    pathwaySlugs: ["medicine", "law", "business-finance", "information-technology", "creative-arts", "psychology", "education", "social-work", "sports"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_barbados_community_college",
    name: "Barbados Community College",
    slug: "barbados-community-college",
    destinationId: "dest_barbados",
    type: "college",
    description:
      "A public tertiary college set up by Act of Parliament in 1968, with its main 'Eyrie' campus in St. Michael. It offers associate degrees and some bachelor's degrees in fine arts, commerce, computing, health sciences, languages, physical education and hospitality. Its Hospitality Institute trains students at the Hotel PomMarine.",
    website: "https://www.bcc.edu.bb/",
    location: "St. Michael, Barbados",
    established: 1968,
    programs: [
      "Fine arts",
      "Commerce",
      "Computer studies",
      "Health sciences",
      "Languages",
      "Physical education",
      "Hospitality, culinary arts, and tourism and travel",
      "Media and journalism",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements: "CSEC passes, usually including English A and Mathematics, with programme-specific requirements.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://bcc.edu.bb/Admissions/Fees/",
          "Full-time, per year (BDS$): regional students tuition $4,000 ($2,000 a semester) plus registration $295, medical insurance $330 and visa fee $300, total $4,925; extra-regional students tuition $8,000 ($4,000 a semester), total $8,925; local students registration $295 and accident policy $25, total $320. Fees are paid yearly, in full on acceptance; bachelor's fees are on a separate page",
          {
            confidence: "official",
            amounts: [
              money("BBD", 4000, "year", "Tuition, regional students"),
              money("BBD", 4925, "year", "Total, regional students"),
              money("BBD", 8000, "year", "Tuition, extra-regional students"),
              money("BBD", 8925, "year", "Total, extra-regional students"),
              money("BBD", 320, "year", "Total, local students"),
            ],
          },
        ),
      ]),
      livingCosts: verified([
        stated(
          "https://cavehill.uwi.edu/international/international-students/financial-information.aspx",
          "No BCC figure was found. UWI Cave Hill's estimate for international students in Barbados, per month (US$): shared off-campus accommodation $300–$400, meals $450–$900, transport $100–$200",
          {
            confidence: "official",
            amounts: [
              money("USD", [300, 400], "month", "Shared off-campus accommodation (UWI Cave Hill estimate)"),
              money("USD", [450, 900], "month", "Meals (UWI Cave Hill estimate)"),
              money("USD", [100, 200], "month", "Transport (UWI Cave Hill estimate)"),
            ],
          },
        ),
      ]),
      applicationFee: verified([
        stated("https://bcc.edu.bb/Admissions/Fees/", "BDS $10.00 for early applications; BDS $60.00 for late applications", {
          confidence: "official",
          amounts: [money("BBD", 10, "once", "Early application"), money("BBD", 60, "once", "Late application")],
        }),
      ]),
      applicationDeadline: notFound("https://bcc.edu.bb/Apply"),
      englishRequirements: notFound("https://bcc.edu.bb/Apply"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Associate degrees that can lead on to university study",
      "Jean and Norma Holder Hospitality Institute and the training Hotel PomMarine",
      "Long-established fine arts programmes",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://bcc.edu.bb/Apply",
    pathwaySlugs: ["business-finance", "information-technology", "creative-arts", "communications", "hospitality", "culinary", "sports"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Trinidad and Tobago
  school({
    id: "school_uwi_st_augustine",
    name: "The University of the West Indies, St. Augustine Campus",
    slug: "uwi-st-augustine",
    destinationId: "dest_trinidad",
    type: "university",
    description:
      "UWI's campus in Trinidad and Tobago, which grew out of the Imperial College of Tropical Agriculture and joined UWI in 1960. It is UWI's main centre for engineering and for food and agriculture, and also teaches medicine, law, science and technology, social sciences, humanities and education, and the creative and festival arts.",
    website: "https://sta.uwi.edu/",
    location: "St. Augustine, Trinidad",
    established: 1960,
    programs: [
      "Engineering",
      "Food and agriculture",
      "Medical sciences (MBBS)",
      "Law (LLB)",
      "Science and technology",
      "Social sciences",
      "Humanities and education",
      "Creative and festival arts",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "UWI matriculation plus faculty requirements; for example, engineering asks for English Language, Mathematics and Chemistry at CSEC level as well as CAPE subjects.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified(
        [
          stated(
            "https://www.readkong.com/page/2020-2021-undergraduate-financial-information-the-9538371",
            "UWI's undergraduate financial information: GATE no longer covers students whose cumulative GPA is below 2.0 (from January 2015), and students who have not paid are de-registered",
            { confidence: "secondary", cycle: "2020-2021" },
          ),
        ],
        "Nationals of UWI contributing countries pay subsidised tuition; Trinidad and Tobago nationals may be eligible for GATE. Others pay the full economic cost",
      ),
      livingCosts: notFound("https://sta.uwi.edu/"),
      applicationFee: verified([
        stated(
          "http://sta.uwi.edu/admissions/undergrad/finance.asp",
          "Non-refundable processing fee: Trinidad and Tobago nationals TT$90; residents of Commonwealth Caribbean countries US$30; international applicants US$30",
          {
            confidence: "official",
            amounts: [
              money("TTD", 90, "once", "Trinidad and Tobago nationals"),
              money("USD", 30, "once", "Commonwealth Caribbean residents and international applicants"),
            ],
          },
        ),
      ]),
      applicationDeadline: notFound("https://sta.uwi.edu/admissions/undergrad/online_instructions.asp"),
      englishRequirements: notFound("https://sta.uwi.edu/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: "Halls of residence are available; places are limited.",
    highlights: [
      "UWI's largest engineering faculty",
      "Faculty of Food and Agriculture, descended from the Imperial College of Tropical Agriculture",
      "Medical training at the Eric Williams Medical Sciences Complex, Mount Hope",
      "Department of Creative and Festival Arts",
    ],
    notableAlumni: [],
    researchAreas: ["Energy and petroleum engineering", "Tropical agriculture and food security", "Cocoa research", "Caribbean culture and festivals"],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://sta.uwi.edu/admissions/undergrad/online_instructions.asp",
    pathwaySlugs: [
      "medicine",
      "engineering",
      "information-technology",
      "business-finance",
      "law",
      "creative-arts",
      "psychology",
      "education",
      "agriculture",
      "social-work",
      "sports",
    ],
    caribbeanApplicants: {
      text: "Normal matriculation at St. Augustine is passes in five subjects, at least two of them at CAPE/A-level: two 2-unit CAPE subjects, or six CAPE units including Caribbean Studies and Communication Studies, with the rest as CSEC passes. Approved Caribbean associate degrees (GPA 2.5 or above) can also meet matriculation. Each faculty adds its own subject requirements.",
      sourceUrl: "https://sta.uwi.edu/admissions/undergrad/matriculation.asp",
    },
    isFeatured: false,
  }),
  school({
    id: "school_university_of_trinidad_and_tobago",
    name: "The University of Trinidad and Tobago (UTT)",
    slug: "university-of-trinidad-and-tobago",
    destinationId: "dest_trinidad",
    type: "university",
    description:
      "A national university set up by the Government of Trinidad and Tobago in 2004, focused on engineering, technology, education, agriculture and the performing arts. It teaches at several campuses, including the Eastern Caribbean Institute of Agriculture and Forestry (ECIAF) and the Academy for the Performing Arts.",
    website: "https://www.u.tt/",
    location: "Several campuses in Trinidad",
    established: 2004,
    programs: [
      "Engineering and technology",
      "Information and communication technology",
      "Teacher education",
      "Agriculture and forestry (ECIAF)",
      "Performing arts",
      "Maritime studies",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements: null,
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.u.tt/"),
      livingCosts: notFound("https://www.u.tt/"),
      applicationFee: notFound("https://www.u.tt/"),
      applicationDeadline: notFound("https://www.u.tt/"),
      englishRequirements: notFound("https://www.u.tt/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "National university focused on technology and national development",
      "Eastern Caribbean Institute of Agriculture and Forestry campus",
      "Academy for the Performing Arts",
      "Campuses have been consolidated in recent years, so check where your programme is taught",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["engineering", "information-technology", "education", "agriculture", "creative-arts"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_university_of_the_southern_caribbean",
    name: "University of the Southern Caribbean (USC)",
    slug: "university-of-the-southern-caribbean",
    destinationId: "dest_trinidad",
    type: "university",
    description:
      "A private Seventh-day Adventist university in the Maracas Valley, St. Joseph, founded in 1927 as the East Caribbean Training School and later known as Caribbean Union College. It received university title from the Accreditation Council of Trinidad and Tobago in 2006 and also has a South Campus in San Fernando.",
    website: "https://usc.edu.tt/",
    location: "Maracas, St. Joseph, Trinidad",
    established: 1927,
    programs: ["Business and entrepreneurship", "Education", "Nursing", "Theology", "Humanities and music", "Sciences"],
    ranking: null,
    accreditation: "University title granted by the Accreditation Council of Trinidad and Tobago (2006)",
    admissionRequirements:
      "Certified CSEC/GCE certificates or equivalent, two recommendations and programme-specific documents (for example a nursing council permit for nursing).",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://usc.edu.tt/payment-plans/"),
      livingCosts: notFound("https://usc.edu.tt/"),
      applicationFee: verified([
        stated(
          "http://www.usc.edu.tt/admissions/undergraduate-admissions/application-guidelines/",
          "A non-refundable fee of $60.00 TTD or $10.00 USD must accompany each application",
          { confidence: "official", olderPage: true, amounts: [money("TTD", 60, "once"), money("USD", 10, "once")] },
        ),
      ]),
      applicationDeadline: notFound("https://usc.edu.tt/"),
      englishRequirements: verified([USC_REGULAR_ADMISSION]),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Residential campus in the Maracas Valley",
      "Christian (Seventh-day Adventist) ethos",
      "Three semesters a year: September-December, January-April and May-July",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: "info@usc.edu.tt",
    contactPhone: "+1 868 612 4872",
    applicationUrl: "http://www.usc.edu.tt/admissions/undergraduate-admissions/application-guidelines/",
    pathwaySlugs: ["business-finance", "education"],
    caribbeanApplicants: { text: USC_REGULAR_ADMISSION.text, sourceUrl: USC_REGULAR_ADMISSION.sourceUrl },
    isFeatured: false,
  }),
  school({
    id: "school_hugh_wooding_law_school",
    name: "Hugh Wooding Law School",
    slug: "hugh-wooding-law-school",
    destinationId: "dest_trinidad",
    type: "college",
    description:
      "One of the three law schools of the Council of Legal Education, in St. Augustine, Trinidad. Law graduates complete the two-year Legal Education Certificate (LEC) here before they can be admitted to practise in most Commonwealth Caribbean countries.",
    website: "http://hwls.edu.tt/",
    location: "St. Augustine, Trinidad",
    established: null,
    programs: ["Legal Education Certificate (LEC)"],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "An LLB degree. UWI LLB graduates have traditionally had priority entry; holders of other law degrees usually have to pass the Council of Legal Education's entrance examination. Check the CLE's current rules.",
    acceptanceRate: null,
    quickFacts: {
      tuition: verified([
        stated(
          "https://demerarawaves.com/2015/07/15/ug-law-grads-asked-to-pay-30-percent-increase-in-tuition-fees-at-law-school/",
          "From 2015-16, University of Guyana graduates pay TT$182,028 for the two-year Legal Education Certificate (TT$91,014 a year), up from TT$131,400",
          {
            confidence: "secondary",
            cycle: "2015-16",
            amounts: [
              money("TTD", 182028, "programme", "University of Guyana graduates, two-year Legal Education Certificate"),
              money("TTD", 91014, "year", "University of Guyana graduates"),
            ],
          },
        ),
      ]),
      livingCosts: notFound("http://hwls.edu.tt/"),
      applicationFee: notFound("http://hwls.edu.tt/"),
      applicationDeadline: verified([
        stated(
          "http://hwls.edu.tt/entr-exam",
          "Submit the entrance-examination application form by January 31 at the latest to the Admissions Board at Norman Manley Law School; transcripts by the end of January",
          { confidence: "official" },
        ),
      ]),
      englishRequirements: notFound("http://hwls.edu.tt/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Council of Legal Education law school",
      "Two-year practical programme after the LLB",
      "Named after Sir Hugh Wooding, former Chief Justice of Trinidad and Tobago",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "http://hwls.edu.tt/entr-exam",
    pathwaySlugs: ["law"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),

  // ---------------------------------------------------------------- Eastern Caribbean
  school({
    id: "school_uwi_five_islands",
    name: "The University of the West Indies, Five Islands Campus",
    slug: "uwi-five-islands",
    destinationId: "dest_eastern_caribbean",
    type: "university",
    description:
      "UWI's newest landed campus, opened in 2019 at Five Islands near St. John's, Antigua and Barbuda. It is the first full UWI campus in the OECS and serves as a hub for students from across the Eastern Caribbean.",
    website: null,
    location: "Five Islands, Antigua and Barbuda",
    established: 2019,
    programs: ["Management and social sciences", "Computing and information technology", "Humanities and education", "Health and behavioural sciences"],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "The same UWI matriculation standards as the other campuses (CSEC passes including English A, plus CAPE units or an approved associate degree); part-time entry routes have also been offered.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://www.uwi.edu/admissions"),
      livingCosts: notFound("https://www.uwi.edu/admissions"),
      applicationFee: notFound("https://www.uwi.edu/admissions"),
      applicationDeadline: verified([
        stated("https://sta.uwi.edu/news/releases/release.asp?id=22031", "Application deadline December 20 for January 2020 entry", {
          confidence: "official",
          cycle: "January 2020 entry",
        }),
      ]),
      englishRequirements: notFound("https://www.uwi.edu/admissions"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: ["First UWI landed campus in the OECS", "Lets Eastern Caribbean students complete a UWI degree closer to home", "Opened in 2019"],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://www.uwi.edu/admissions",
    pathwaySlugs: ["business-finance", "information-technology", "education"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_st_georges_university",
    name: "St. George's University",
    slug: "st-georges-university",
    destinationId: "dest_eastern_caribbean",
    type: "university",
    description:
      "A private university in Grenada, founded in 1976, best known for its US-style School of Medicine and its School of Veterinary Medicine. Most medical students come from North America and aim for residency training in the USA or Canada. Fees are charged in US dollars and are high.",
    website: "https://www.sgu.edu/",
    location: "True Blue, St. George's, Grenada",
    established: 1976,
    programs: ["Medicine (MD)", "Veterinary medicine (DVM)", "Public health", "Arts and sciences", "Business"],
    ranking: null,
    accreditation: null,
    admissionRequirements: null,
    acceptanceRate: null,
    quickFacts: {
      tuition: verified(
        [
          stated(
            "http://cnn.sgu.edu/2016/09/st-georges-university-invests-in-grenadas-future-through-increase-in-partnership-awards/",
            "Grenadian Partnership Award: Grenadian citizens in the School of Arts and Sciences receive a 90 percent reduction of standard tuition costs",
            { confidence: "official", cycle: "2016" },
          ),
        ],
        "Charged in US dollars; much higher than regional public institutions",
      ),
      livingCosts: notFound("https://www.sgu.edu/"),
      applicationFee: notFound("https://www.sgu.edu/"),
      applicationDeadline: notFound("https://www.sgu.edu/"),
      englishRequirements: notFound("https://www.sgu.edu/"),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "US-style MD programme aimed at North American licensing and residency",
      "School of Veterinary Medicine",
      "Large international student body",
      "Compare costs and licensing outcomes carefully before committing",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: null,
    pathwaySlugs: ["medicine", "business-finance"],
    caribbeanApplicants: null,
    isFeatured: false,
  }),
  school({
    id: "school_sir_arthur_lewis_community_college",
    name: "Sir Arthur Lewis Community College",
    slug: "sir-arthur-lewis-community-college",
    destinationId: "dest_eastern_caribbean",
    type: "college",
    description:
      "Saint Lucia's main public tertiary college, named after the Saint Lucian Nobel laureate in economics. Its main campus is at Morne Fortune above Castries, with a southern campus in Vieux Fort. It offers CAPE, certificates, associate degrees and some bachelor's degrees through divisions including agriculture, teacher education, health sciences, and technical education and management.",
    website: "https://salcc.edu.lc/",
    location: "Morne Fortune, Castries, Saint Lucia",
    established: null,
    programs: [
      "CAPE (sixth form)",
      "Agriculture",
      "Teacher education",
      "Health sciences and nursing",
      "Technical education and management studies",
      "Arts, science and general studies",
    ],
    ranking: null,
    accreditation: null,
    admissionRequirements:
      "For associate degree, bachelor's and CAPE programmes: passes (grades I-III) in at least five CSEC General Proficiency subjects, including English A and Mathematics, or an accepted alternative.",
    acceptanceRate: null,
    quickFacts: {
      tuition: notFound("https://salcc.edu.lc/admission"),
      livingCosts: notFound("https://salcc.edu.lc/"),
      applicationFee: verified([
        stated(
          "https://salcc.edu.lc/admission",
          "A non-refundable application fee of EC$25.00, paid through the SALCC ePayment portal or at Bank of Saint Lucia",
          { confidence: "official", cycle: "2026 cycle", amounts: [money("XCD", 25, "once")] },
        ),
      ]),
      applicationDeadline: verified([
        stated("https://salcc.edu.lc/admission", "Application deadline Wednesday April 30, 2026; after the deadline, hard-copy forms only", {
          confidence: "official",
          cycle: "2026 cycle",
        }),
      ]),
      englishRequirements: verified([
        stated(
          "https://salcc.edu.lc/admission",
          "At least five CSEC General Proficiency passes (Grades I–III after June 1998) including English A and Mathematics, or GED/SAT results with a transcript evaluation; applicants whose first language is not English must show evidence of competency",
          { confidence: "official", cycle: "2026 cycle" },
        ),
      ]),
    },
    studentPopulation: null,
    internationalStudents: null,
    campusSize: null,
    accommodation: null,
    highlights: [
      "Saint Lucia's national community college",
      "Teaches CAPE as well as associate and bachelor's degrees",
      "Division of Agriculture and Division of Teacher Education",
      "Associate degrees can support entry to UWI",
    ],
    notableAlumni: [],
    researchAreas: [],
    contactEmail: null,
    contactPhone: null,
    applicationUrl: "https://salcc.edu.lc/admission/",
    pathwaySlugs: ["agriculture", "education", "business-finance", "hospitality"],
    caribbeanApplicants: {
      text: "For associate degree, bachelor's and CAPE programmes, SALCC asks for passes (grades I-III) in at least five CSEC General Proficiency subjects, including English A and Mathematics. Alternatives such as its entrance examination or SAT/GED results with a transcript evaluation may be considered.",
      sourceUrl: "https://salcc.edu.lc/admission/",
    },
    isFeatured: false,
  }),
];
