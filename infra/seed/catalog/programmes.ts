import { slugify } from "../../../modules/platform/index.ts";
import type { Programme, ProgrammeLevel } from "../../../modules/catalog/index.ts";
import { schools } from "./schools.ts";

/*
 * Programme records (issue 27 item 3) for the names in the schools seed's
 * `programs` lists. Each name's fields of study come from the reviewed table
 * below: a name is mapped to a pathway only when it names that field (or, for
 * economics, the field the business pathway says it covers); faculty names
 * that name no pathway ("Science", "Arts", "Humanities") map to none rather
 * than a guess. Facts (level, duration, start months, CXC prerequisites, a
 * yearly fee) are filled only where /work/shared/data/school-facts.md or the
 * school seed's own sourced statements give them, each with its source; every
 * other fact is null and the page says "not published". A level is also read
 * from a degree the name itself states ("Law (LLB)": bachelor).
 */

/** The reviewed table: for each school (by slug), each programme name's fields of study (pathway slugs). */
export const PROGRAMME_FIELDS: Record<string, Record<string, string[]>> = {
  "university-of-toronto": {
    "Life sciences and medicine": ["medicine"],
    Engineering: ["engineering"],
    "Computer science": ["information-technology"],
    "Commerce and management": ["business-finance"],
    "Humanities and social sciences": [],
    Law: ["law"],
    Education: ["education"],
    Architecture: ["architecture"],
  },
  "mcgill-university": {
    "Medicine and health sciences": ["medicine"],
    Engineering: ["engineering"],
    Science: [],
    "Arts and social sciences": [],
    Management: ["business-finance"],
    "Law (common law and civil law)": ["law"],
    Music: ["creative-arts"],
    "Agricultural and environmental sciences": ["agriculture"],
  },
  "university-of-british-columbia": {
    Science: [],
    "Applied science (engineering)": ["engineering"],
    Commerce: ["business-finance"],
    Arts: [],
    Medicine: ["medicine"],
    Law: ["law"],
    Education: ["education"],
    "Land and food systems": ["agriculture"],
    Forestry: ["agriculture"],
  },
  "york-university": {
    "Business (Schulich School of Business)": ["business-finance"],
    "Law (Osgoode Hall Law School)": ["law"],
    Engineering: ["engineering"],
    "Arts, media and performance": ["creative-arts", "communications"],
    "Health, kinesiology and nursing": ["nursing", "sports"],
    Psychology: ["psychology"],
    Education: ["education"],
    "Social work": ["social-work"],
  },
  "toronto-metropolitan-university": {
    "Journalism and media production": ["communications"],
    Fashion: ["fashion"],
    "Business and management": ["business-finance"],
    "Hospitality and tourism management": ["hospitality"],
    "Engineering and architectural science": ["engineering", "architecture"],
    "Computer science": ["information-technology"],
    "Social work": ["social-work"],
    Law: ["law"],
  },
  "harvard-university": {
    "Liberal arts and sciences": [],
    "Economics and government": ["business-finance"],
    "Computer science and engineering": ["information-technology", "engineering"],
    "Medicine (graduate-entry MD)": ["medicine"],
    "Law (JD)": ["law"],
    "Business (MBA)": ["business-finance"],
    Education: ["education"],
  },
  "howard-university": {
    "Medicine, dentistry and pharmacy": ["medicine"],
    Law: ["law"],
    Communications: ["communications"],
    Business: ["business-finance"],
    "Engineering and computer science": ["engineering", "information-technology"],
    "Fine arts": ["creative-arts"],
    "Social work": ["social-work"],
    Education: ["education"],
  },
  "massachusetts-institute-of-technology": {
    Engineering: ["engineering"],
    "Computer science and artificial intelligence": ["information-technology"],
    "Mathematics and physics": [],
    Economics: ["business-finance"],
    "Management (Sloan School)": ["business-finance"],
    Architecture: ["architecture"],
  },
  "florida-international-university": {
    Business: ["business-finance"],
    "Hospitality and tourism management": ["hospitality"],
    "Engineering and computing": ["engineering", "information-technology"],
    "International relations": [],
    "Medicine (MD)": ["medicine"],
    Law: ["law"],
    "Communication and journalism": ["communications"],
    Education: ["education"],
  },
  "embry-riddle-aeronautical-university": {
    "Aeronautical science (professional pilot)": ["aviation"],
    "Aerospace engineering": ["aviation", "engineering"],
    "Air traffic management": ["aviation"],
    "Aviation maintenance": ["aviation"],
    "Aviation business and management": ["aviation", "business-finance"],
    Cybersecurity: ["information-technology"],
  },
  "culinary-institute-of-america": {
    "Culinary arts": ["culinary"],
    "Baking and pastry arts": ["culinary"],
    "Food business management": ["culinary", "business-finance"],
    "Hospitality management": ["hospitality"],
    "Culinary science": ["culinary"],
  },
  "fashion-institute-of-technology": {
    "Fashion design": ["fashion"],
    "Fashion business management": ["fashion", "business-finance"],
    "Textile development and marketing": ["fashion"],
    "Advertising and marketing communications": ["communications", "business-finance"],
    "Illustration and photography": ["creative-arts"],
    "Interior design": ["creative-arts"],
  },
  "university-of-oxford": {
    Medicine: ["medicine"],
    "Law (Jurisprudence)": ["law"],
    "Philosophy, Politics and Economics (PPE)": ["business-finance"],
    "Engineering science": ["engineering"],
    "Computer science": ["information-technology"],
    "Economics and management": ["business-finance"],
    "Experimental psychology": ["psychology"],
    "History and English": [],
  },
  "university-college-london": {
    "Medicine and life sciences": ["medicine"],
    "Architecture and the built environment": ["architecture"],
    Law: ["law"],
    Education: ["education"],
    Engineering: ["engineering"],
    Economics: ["business-finance"],
    Psychology: ["psychology"],
    "Fine art": ["creative-arts"],
  },
  "university-of-edinburgh": {
    Medicine: ["medicine"],
    "Informatics and computer science": ["information-technology"],
    "Veterinary medicine": ["veterinary-medicine"],
    Engineering: ["engineering"],
    Law: ["law"],
    "Art and design (Edinburgh College of Art)": ["creative-arts"],
    "Education and sport (Moray House)": ["education", "sports"],
    "Social and political science": [],
  },
  "university-of-manchester": {
    Engineering: ["engineering"],
    "Computer science": ["information-technology"],
    "Medicine and health sciences": ["medicine"],
    "Business and management": ["business-finance"],
    Law: ["law"],
    Economics: ["business-finance"],
    Psychology: ["psychology"],
    "Drama and music": ["creative-arts"],
  },
  "trinity-college-dublin": {
    "Medicine and health sciences": ["medicine"],
    Law: ["law"],
    "Business and economics": ["business-finance"],
    "Computer science and engineering": ["information-technology", "engineering"],
    "English and the humanities": [],
    Psychology: ["psychology"],
    "Drama and music": ["creative-arts"],
    "Social work and social policy": ["social-work"],
  },
  "university-college-dublin": {
    Business: ["business-finance"],
    "Medicine and health sciences": ["medicine"],
    "Engineering and architecture": ["engineering", "architecture"],
    "Agriculture and food science": ["agriculture"],
    "Veterinary medicine": ["veterinary-medicine"],
    Law: ["law"],
    "Computer science": ["information-technology"],
    "Sport and exercise science": ["sports"],
  },
  "technical-university-of-munich": {
    "Engineering (mechanical, electrical, civil, chemical)": ["engineering"],
    Informatics: ["information-technology"],
    "Natural sciences": [],
    Management: ["business-finance"],
    Medicine: ["medicine"],
    "Life sciences, agriculture and food (Weihenstephan)": ["agriculture"],
    "Sport and health sciences": ["sports"],
  },
  "heidelberg-university": {
    Medicine: ["medicine"],
    "Natural sciences": [],
    Law: ["law"],
    Psychology: ["psychology"],
    "Computer science": ["information-technology"],
    Humanities: [],
  },
  "university-of-melbourne": {
    Arts: [],
    Science: [],
    Commerce: ["business-finance"],
    Biomedicine: ["medicine"],
    Design: ["creative-arts"],
    "Music and fine arts": ["creative-arts"],
    "Graduate medicine, law and engineering": ["medicine", "law", "engineering"],
    Agriculture: ["agriculture"],
  },
  "university-of-sydney": {
    "Medicine and health": ["medicine"],
    Law: ["law"],
    Engineering: ["engineering"],
    Business: ["business-finance"],
    "Arts and social sciences": [],
    "Agriculture and veterinary science": ["agriculture", "veterinary-medicine"],
    "Music (Sydney Conservatorium)": ["creative-arts"],
    "Exercise and sport science": ["sports"],
  },
  "uwi-mona": {
    "Medicine (MBBS) and health sciences": ["medicine"],
    "Law (LLB)": ["law"],
    Engineering: ["engineering"],
    "Science and technology": [],
    "Social sciences and management": ["business-finance"],
    "Humanities and education": ["education"],
    "Media and communication (CARIMAC)": ["communications"],
    "Sport sciences": ["sports"],
  },
  "university-of-technology-jamaica": {
    Engineering: ["engineering"],
    Architecture: ["architecture"],
    "Computing and information technology": ["information-technology"],
    "Business and management": ["business-finance"],
    "Hospitality and tourism management": ["hospitality"],
    "Pharmacy, dentistry and health sciences": [],
    Law: ["law"],
    "Technical and vocational teacher education": ["education"],
  },
  "northern-caribbean-university": {
    Business: ["business-finance"],
    "Teacher education": ["education"],
    "Behavioural sciences": ["psychology"],
    "Natural and applied sciences": [],
    "Nursing and health sciences": ["nursing"],
    "Religion and theology": [],
  },
  "norman-manley-law-school": { "Legal Education Certificate (LEC)": ["law"] },
  "university-of-the-bahamas": {
    Business: ["business-finance"],
    Education: ["education"],
    "Nursing and health sciences": ["nursing"],
    "Culinary arts and hospitality management": ["culinary", "hospitality"],
    "Natural sciences": [],
    "Social sciences": [],
  },
  "eugene-dupuch-law-school": { "Legal Education Certificate (LEC)": ["law"] },
  "uwi-cave-hill": {
    "Law (LLB)": ["law"],
    "Medicine (MBBS)": ["medicine"],
    "Social sciences and management": ["business-finance"],
    "Humanities and education": ["education"],
    "Science and technology": [],
    "Sport sciences": ["sports"],
    "Creative arts (Errol Barrow Centre for Creative Imagination)": ["creative-arts"],
  },
  "barbados-community-college": {
    "Fine arts": ["creative-arts"],
    Commerce: ["business-finance"],
    "Computer studies": ["information-technology"],
    "Health sciences": [],
    Languages: [],
    "Physical education": ["sports"],
    "Hospitality, culinary arts, and tourism and travel": ["hospitality", "culinary"],
    "Media and journalism": ["communications"],
  },
  "uwi-st-augustine": {
    Engineering: ["engineering"],
    "Food and agriculture": ["agriculture"],
    "Medical sciences (MBBS)": ["medicine"],
    "Law (LLB)": ["law"],
    "Science and technology": [],
    "Social sciences": [],
    "Humanities and education": ["education"],
    "Creative and festival arts": ["creative-arts"],
  },
  "university-of-trinidad-and-tobago": {
    "Engineering and technology": ["engineering"],
    "Information and communication technology": ["information-technology"],
    "Teacher education": ["education"],
    "Agriculture and forestry (ECIAF)": ["agriculture"],
    "Performing arts": ["creative-arts"],
    "Maritime studies": [],
  },
  "university-of-the-southern-caribbean": {
    "Business and entrepreneurship": ["business-finance"],
    Education: ["education"],
    Nursing: ["nursing"],
    Theology: [],
    "Humanities and music": ["creative-arts"],
    Sciences: [],
  },
  "hugh-wooding-law-school": { "Legal Education Certificate (LEC)": ["law"] },
  "uwi-five-islands": {
    "Management and social sciences": ["business-finance"],
    "Computing and information technology": ["information-technology"],
    "Humanities and education": ["education"],
    "Health and behavioural sciences": ["psychology"],
  },
  "st-georges-university": {
    "Medicine (MD)": ["medicine"],
    "Veterinary medicine (DVM)": ["veterinary-medicine"],
    "Public health": ["medicine"],
    "Arts and sciences": [],
    Business: ["business-finance"],
  },
  "sir-arthur-lewis-community-college": {
    "CAPE (sixth form)": [],
    Agriculture: ["agriculture"],
    "Teacher education": ["education"],
    "Health sciences and nursing": ["nursing"],
    "Technical education and management studies": ["education", "business-finance"],
    "Arts, science and general studies": [],
  },
};

/** The degree a name states: (LLB) and (MBBS) are bachelor's, (MD), (JD) and (DVM) doctorates, (MBA) a master's, the LEC a professional qualification. */
const LEVEL_IN_NAME: [RegExp, ProgrammeLevel][] = [
  [/\((?:LLB|MBBS)\)/, "bachelor"],
  [/\((?:graduate-entry )?MD\)|\((?:JD|DVM)\)/, "doctorate"],
  [/\(MBA\)/, "master"],
  [/^Legal Education Certificate \(LEC\)$/, "professional"],
];

const CHECKED_ON = "2026-11-23";

type ProgrammeFacts = Partial<Pick<Programme, "level" | "duration" | "startMonths" | "cxcPrerequisites" | "fee">> & Pick<Programme, "source">;

const HOWARD_UNDERGRADUATE_FEE: ProgrammeFacts = {
  fee: { amount: 37996, currency: "USD", cycle: "2026-2027", text: "Undergraduate tuition $37,996; mandatory fees $940 (one rate for all undergraduates)" },
  source: { url: "https://financialservices.howard.edu/2026-2027-estimated-cost-attendance", confidence: "official", verifiedOn: CHECKED_ON },
};

const MIT_TUITION: ProgrammeFacts = {
  fee: { amount: 61990, currency: "USD", cycle: "2024–2025", text: "Tuition $61,990; student life fee $406" },
  source: { url: "http://web.mit.edu/facts/tuition.shtml", confidence: "official", verifiedOn: CHECKED_ON },
};

const UCL_OVERSEAS_FEES = "https://www.ucl.ac.uk/prospective-students/undergraduate/fees-and-funding/tuition-fees/overseas-students-fees";
const uclFee = (amount: number, text: string): ProgrammeFacts => ({
  fee: { amount, currency: "GBP", cycle: "2021 entry", text },
  source: { url: UCL_OVERSEAS_FEES, confidence: "official", verifiedOn: CHECKED_ON },
});

const USC_REGULAR_ADMISSION: ProgrammeFacts = {
  cxcPrerequisites:
    "Regular admission asks for five GCE O-Level or CSEC passes including English Language (a CSEC general-level pass means Grades 1–3 from June 1998)",
  source: { url: "http://www.usc.edu.tt/future-students/undergraduate-admissions.html", confidence: "official", verifiedOn: CHECKED_ON },
};

/**
 * Facts a source states about a programme, from school-facts.md (school by
 * slug, then programme name). A school-wide rule is applied only to the
 * programmes it covers: Howard's one undergraduate rate to its undergraduate
 * schools (not medicine or law), MIT's tuition to its departments (not the
 * Sloan School, whose MBA is priced apart), USC's regular admission to its
 * undergraduate programmes, SALCC's entry rule to its CAPE programme. Ranges
 * (TMU), per-credit and per-semester rates and our own arithmetic are not
 * yearly figures a source states, so they stay off the records.
 */
const SOURCED_FACTS: Record<string, Record<string, ProgrammeFacts>> = {
  "howard-university": {
    Communications: HOWARD_UNDERGRADUATE_FEE,
    Business: HOWARD_UNDERGRADUATE_FEE,
    "Engineering and computer science": HOWARD_UNDERGRADUATE_FEE,
    "Fine arts": HOWARD_UNDERGRADUATE_FEE,
  },
  "massachusetts-institute-of-technology": {
    Engineering: MIT_TUITION,
    "Computer science and artificial intelligence": MIT_TUITION,
    "Mathematics and physics": MIT_TUITION,
    Economics: MIT_TUITION,
    Architecture: MIT_TUITION,
  },
  "university-college-london": {
    Law: uclFee(23300, "Overseas fixed fee for each year of the programme: £23,300 for most Arts, Humanities, Social Science and Laws programmes"),
    Economics: uclFee(25800, "Overseas fixed fee for each year of the programme: £25,800 for BASc and most Economics programmes"),
    "Architecture and the built environment": uclFee(
      28500,
      "Overseas fixed fee for each year of the programme: £28,500 for most Maths, Geography, Life Sciences and Architecture programmes",
    ),
    Engineering: uclFee(31200, "Overseas fixed fee for each year of the programme: £31,200 for most Science and Engineering programmes"),
  },
  "uwi-mona": {
    "Social sciences and management": {
      cxcPrerequisites:
        "Social Sciences minimum: five CSEC/GCE O-Level passes including Mathematics and English (CSEC General Proficiency Grades I–III from June 1998) plus two CAPE subjects (Units 1 and 2), or alternatives",
      source: { url: "https://www.mona.uwi.edu/socsci/faculty-admission-requirements", confidence: "official", verifiedOn: CHECKED_ON },
    },
  },
  "university-of-the-southern-caribbean": {
    "Business and entrepreneurship": USC_REGULAR_ADMISSION,
    Education: USC_REGULAR_ADMISSION,
    Nursing: USC_REGULAR_ADMISSION,
    Theology: USC_REGULAR_ADMISSION,
    "Humanities and music": USC_REGULAR_ADMISSION,
    Sciences: USC_REGULAR_ADMISSION,
  },
  "hugh-wooding-law-school": {
    "Legal Education Certificate (LEC)": {
      duration: { months: 24, text: "two-year" },
      fee: {
        amount: 91014,
        currency: "TTD",
        cycle: "2015-16",
        text: "From 2015-16, University of Guyana graduates pay TT$182,028 for the two-year Legal Education Certificate (TT$91,014 a year), up from TT$131,400",
      },
      source: {
        url: "https://demerarawaves.com/2015/07/15/ug-law-grads-asked-to-pay-30-percent-increase-in-tuition-fees-at-law-school/",
        confidence: "secondary",
        verifiedOn: CHECKED_ON,
      },
    },
  },
  "sir-arthur-lewis-community-college": {
    "CAPE (sixth form)": {
      cxcPrerequisites:
        "At least five CSEC General Proficiency passes (Grades I–III after June 1998) including English A and Mathematics, or GED/SAT plus transcript evaluation (2026 cycle)",
      source: { url: "https://salcc.edu.lc/admission", confidence: "official", verifiedOn: CHECKED_ON },
    },
  },
};

/** A seeded programme's id: its school's slug and its own, so a re-seed finds the same stream. */
const programmeId = (schoolSlug: string, slug: string) => `${schoolSlug}--${slug}`;

/** Every school's programme names as records, in each school's order. */
export const programmes: Programme[] = schools.flatMap((school) =>
  school.programs.map((name): Programme => {
    const slug = slugify(name, "programme");
    const facts = SOURCED_FACTS[school.slug]?.[name];
    return {
      id: programmeId(school.slug, slug),
      schoolId: school.id,
      name,
      slug,
      level: facts?.level ?? LEVEL_IN_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? null,
      fields: PROGRAMME_FIELDS[school.slug]?.[name] ?? [],
      duration: facts?.duration ?? null,
      startMonths: facts?.startMonths ?? [],
      cxcPrerequisites: facts?.cxcPrerequisites ?? null,
      fee: facts?.fee ?? null,
      source: facts?.source ?? null,
      isActive: true,
    };
  }),
);

/** Cross-references the reviewed tables must keep: every name of every school has a row, every row is a name a school lists, every fact names one. */
export function programmeSeedProblems(pathwaySlugs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const school of schools) {
    const table = PROGRAMME_FIELDS[school.slug];
    for (const name of school.programs)
      if (!table || !Object.hasOwn(table, name)) problems.push(`programme ${school.slug} "${name}": no reviewed fields of study`);
    for (const name of Object.keys(table ?? {}))
      if (!school.programs.includes(name)) problems.push(`programme ${school.slug} "${name}": not in the school's list`);
    for (const name of Object.keys(SOURCED_FACTS[school.slug] ?? {}))
      if (!school.programs.includes(name)) problems.push(`programme ${school.slug} "${name}": facts for a name the school does not list`);
  }
  const schoolSlugs = new Set(schools.map((school) => school.slug));
  for (const slug of [...Object.keys(PROGRAMME_FIELDS), ...Object.keys(SOURCED_FACTS)])
    if (!schoolSlugs.has(slug)) problems.push(`programmes: unknown school ${slug}`);
  for (const programme of programmes) {
    for (const field of programme.fields) if (!pathwaySlugs.has(field)) problems.push(`programme ${programme.id}: unknown field of study ${field}`);
  }
  const ids = new Set<string>();
  for (const programme of programmes) {
    if (ids.has(programme.id)) problems.push(`programme ${programme.id}: two names of one school make the same slug`);
    ids.add(programme.id);
  }
  return problems;
}
