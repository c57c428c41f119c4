import type { ArticleContent } from "../modules/content/index.ts";
import type { Programme, ProgrammeLevel } from "../modules/catalog/index.ts";
import type { Scholarship } from "../modules/funding/index.ts";

/**
 * A deterministic generator of articles, scholarships and programme records written like ours
 * (subjects, destinations, applications, money), so the search index, the
 * projections and replays can be measured at a scale the seed does not reach.
 * The same seed gives the same content on every machine.
 */
export function seededRandom(seed: number): () => number {
  // mulberry32: small, fast and good enough to pick words.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  "medicine",
  "nursing",
  "engineering",
  "law",
  "business",
  "accounting",
  "computer science",
  "architecture",
  "agriculture",
  "tourism",
  "marine biology",
  "psychology",
  "education",
  "pharmacy",
  "dentistry",
  "veterinary science",
  "economics",
  "journalism",
  "music",
  "film",
  "hospitality",
  "public health",
  "civil engineering",
  "data science",
  "finance",
];
const PLACES = [
  "Canada",
  "the United States",
  "the United Kingdom",
  "Jamaica",
  "Trinidad and Tobago",
  "Barbados",
  "the Bahamas",
  "Guyana",
  "Saint Lucia",
  "Grenada",
  "Antigua",
  "Dominica",
  "Belize",
  "Australia",
  "Ireland",
  "Germany",
];
const TOPICS = [
  "scholarships",
  "tuition fees",
  "student visas",
  "application deadlines",
  "personal statements",
  "entrance exams",
  "CAPE results",
  "CSEC grades",
  "housing",
  "part-time work",
  "budgeting",
  "interviews",
  "reference letters",
  "financial aid",
  "bursaries",
  "student loans",
  "orientation",
  "health insurance",
  "study permits",
  "transcripts",
];
const OPENERS = [
  "How to choose",
  "A guide to",
  "What to know about",
  "Ten questions on",
  "Planning for",
  "Getting started with",
  "Paying for",
  "Mistakes to avoid with",
];
const SENTENCES = [
  "Many Caribbean students start planning a year before they apply, and the ones who do rarely miss a deadline.",
  "Check each university's own page: requirements change from one intake to the next.",
  "A strong personal statement explains why this subject, why this place and why now.",
  "Tuition is only part of the cost; living costs, flights and insurance often add as much again.",
  "Ask your school's guidance counselor for a reference early, before the rush at the end of term.",
  "Most offers are conditional on final results, so keep studying after you apply.",
  "Scholarships for international students are competitive, but smaller awards are often overlooked.",
  "A student visa usually needs proof of funds, an offer letter and a valid passport.",
  "Compare programmes by their accreditation, their graduates' jobs and their total cost.",
  "Keep copies of every document you send, and note the date you sent it.",
];
const PROVIDERS = [
  "Commonwealth",
  "Chevening",
  "Fulbright",
  "OAS",
  "CARICOM",
  "University of the West Indies",
  "Mastercard Foundation",
  "Rotary",
  "Government of Canada",
  "DAAD",
];
const AMOUNTS = [
  "Full tuition",
  "USD 5,000 per year",
  "USD 10,000 per year",
  "CAD 7,500 per year",
  "GBP 18,000 in total",
  "Partial tuition",
  "USD 2,500 one-off",
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function paragraph(random: () => number, subject: string, place: string): string {
  const sentences = Array.from({ length: 3 + Math.floor(random() * 3) }, () => pick(random, SENTENCES));
  return `${sentences.join(" ")} Students of ${subject} in ${place} should plan for ${pick(random, TOPICS)} and ${pick(random, TOPICS)}.`;
}

export interface SyntheticArticle {
  articleId: string;
  content: ArticleContent;
  publishedAt: string;
}

/** Article `index` of the synthetic corpus: the same every time for the same seed. */
export function syntheticArticle(seed: number, index: number): SyntheticArticle {
  const random = seededRandom(seed * 1_000_003 + index);
  const subject = pick(random, SUBJECTS);
  const place = pick(random, PLACES);
  const topic = pick(random, TOPICS);
  const title = `${pick(random, OPENERS)} ${topic} for ${subject} in ${place}`;
  const content = [
    paragraph(random, subject, place),
    `## ${topic[0]!.toUpperCase()}${topic.slice(1)}`,
    paragraph(random, subject, place),
    `- ${pick(random, SENTENCES)}\n- ${pick(random, SENTENCES)}\n- ${pick(random, SENTENCES)}`,
    "## Next steps",
    paragraph(random, subject, place),
  ].join("\n\n");
  return {
    articleId: `bench_article_${index}`,
    publishedAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 86_400_000).toISOString(),
    content: {
      title,
      slug: `${slugOf(title)}-${index}`,
      excerpt: `What students of ${subject} heading to ${place} should know about ${topic}.`,
      content,
      imageUrl: null,
      categoryId: null,
      destinationId: null,
      pathwayId: null,
      readTime: 3 + Math.floor(random() * 8),
      isFeatured: false,
    },
  };
}

/** Scholarship `index` of the synthetic corpus; deadlines fall within a year after `today` (YYYY-MM-DD), so all are open. */
export function syntheticScholarship(seed: number, index: number, today: string): Scholarship {
  const random = seededRandom(seed * 2_000_003 + index);
  const subject = pick(random, SUBJECTS);
  const place = pick(random, PLACES);
  const provider = pick(random, PROVIDERS);
  const title = `${provider} ${subject} scholarship for students in ${place}`;
  const deadline = new Date(Date.parse(`${today}T00:00:00Z`) + (10 + Math.floor(random() * 350)) * 86_400_000).toISOString().slice(0, 10);
  return {
    id: `bench_scholarship_${index}`,
    slug: `${slugOf(title)}-${index}`,
    title: title[0]!.toUpperCase() + title.slice(1),
    description: `${paragraph(random, subject, place)} Open to Caribbean nationals studying ${subject}.`,
    provider,
    amount: pick(random, AMOUNTS),
    currency: "USD",
    deadline,
    eligibility: `Citizens of a Caribbean country admitted to a ${subject} programme.`,
    howToApply: "Apply online with transcripts, two references and a personal statement.",
    applicationUrl: `https://scholarships.example/${index}`,
    sourceUrl: `https://scholarships.example/${index}`,
    sourceConfidence: null,
    lastVerifiedOn: today,
    destinationId: null,
    pathwayId: null,
    studyLevels: [],
    isFeatured: false,
    isActive: true,
    deadlineCycle: null,
    deadlineNote: null,
    deadlineSourceUrl: null,
    opensOn: null,
    earlierCycles: [],
    fixedWindow: true,
    eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
    obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
  };
}

/** The subjects a field of study (pathway slug) teaches, as programme names word them. */
const PROGRAMME_SUBJECTS: Record<string, readonly string[]> = {
  medicine: ["Medicine", "Medicine and Surgery", "Public Health", "Pharmacy", "Medical Laboratory Science"],
  engineering: ["Civil Engineering", "Mechanical Engineering", "Electrical Engineering", "Chemical Engineering", "Petroleum Engineering"],
  "information-technology": ["Computer Science", "Software Engineering", "Information Technology", "Data Science", "Cybersecurity"],
  "business-finance": ["Business Administration", "Accounting", "Finance", "Economics", "Marketing"],
  law: ["Law", "International Law", "Legal Studies", "Criminal Justice"],
  "creative-arts": ["Music", "Film Production", "Fine Art", "Theatre Arts"],
  psychology: ["Psychology", "Clinical Psychology", "Counselling Psychology"],
  education: ["Education", "Early Childhood Education", "Teaching of Mathematics", "Special Education"],
  communications: ["Journalism", "Media and Communication", "Public Relations"],
  agriculture: ["Agriculture", "Agribusiness", "Food Science", "Environmental Science"],
  hospitality: ["Hospitality Management", "Tourism Management", "Events Management"],
  "social-work": ["Social Work", "Community Development"],
  sports: ["Sports Science", "Kinesiology", "Physical Education"],
  aviation: ["Aviation Management", "Aircraft Maintenance Engineering", "Commercial Pilot Training"],
  culinary: ["Culinary Arts", "Pastry Arts", "Food and Beverage Management"],
  fashion: ["Fashion Design", "Textile Design", "Fashion Merchandising"],
  nursing: ["Nursing", "Midwifery", "Mental Health Nursing", "Paediatric Nursing"],
  architecture: ["Architecture", "Urban Planning", "Landscape Architecture"],
  "veterinary-medicine": ["Veterinary Medicine", "Animal Science", "Veterinary Technology"],
};

/** How each level words a programme's name, and how long such a programme takes. */
const LEVEL_NAMES: Record<ProgrammeLevel, { name: (subject: string) => string; months: number; text: string }> = {
  certificate: { name: (subject) => `Certificate in ${subject}`, months: 12, text: "one year" },
  diploma: { name: (subject) => `Diploma in ${subject}`, months: 24, text: "two years" },
  associate: { name: (subject) => `Associate Degree in ${subject}`, months: 24, text: "two years" },
  bachelor: { name: (subject) => `BSc ${subject}`, months: 48, text: "four years" },
  master: { name: (subject) => `MSc ${subject}`, months: 24, text: "two years" },
  doctorate: { name: (subject) => `PhD in ${subject}`, months: 48, text: "three to five years" },
  professional: { name: (subject) => `${subject} (professional degree)`, months: 60, text: "five years" },
};
/** Bachelor's degrees most often, as in the schools' own lists. */
const LEVELS: readonly ProgrammeLevel[] = [
  "bachelor",
  "bachelor",
  "bachelor",
  "bachelor",
  "master",
  "master",
  "diploma",
  "associate",
  "certificate",
  "doctorate",
  "professional",
];
const FEE_CURRENCIES = ["USD", "CAD", "GBP", "JMD", "TTD", "BBD"] as const;

/** A profiled school as the programme generator needs it: programmes are spread over these. */
export interface ProgrammeSchool {
  id: string;
  /** Its own site, where a programme's source is; a school without one has programmes known only by name. */
  website: string | null;
  /** Its fields of study; a school with none is given programmes in any field. */
  pathwaySlugs: readonly string[];
}

/**
 * Programme `index` of the synthetic corpus, at one of `schools` (taken in
 * turn, so every school gets its share): a name in a field's words (mostly
 * one of the school's fields) at a level, and, for three in four, a source on the school's own site
 * (checked `today`) stating its duration, and for some its start months and a
 * yearly fee; the rest are known only by name, as the seed's are.
 */
export function syntheticProgramme(seed: number, index: number, schools: readonly ProgrammeSchool[], today: string): Programme {
  const random = seededRandom(seed * 3_000_017 + index);
  const school = schools[index % schools.length]!;
  const fieldsTaught = school.pathwaySlugs.filter((slug) => slug in PROGRAMME_SUBJECTS);
  // Mostly in the fields the school's profile names; a quarter in any field, as its programme lists go beyond them (nursing is in none).
  const inItsFields = random() < 0.75 && fieldsTaught.length > 0;
  const field = pick(random, inItsFields ? fieldsTaught : Object.keys(PROGRAMME_SUBJECTS));
  const level = pick(random, LEVELS);
  const shape = LEVEL_NAMES[level];
  const name = shape.name(pick(random, PROGRAMME_SUBJECTS[field]!));
  const slug = `${slugOf(name)}-${index}`;
  const website = random() < 0.75 ? school.website : null;
  const sourced = website !== null;
  const startMonths = sourced && random() < 0.6 ? [...new Set([9, pick(random, [1, 5, 9])])].sort((a, b) => a - b) : [];
  const amount = (4 + Math.floor(random() * 60)) * 500;
  const currency = pick(random, FEE_CURRENCIES);
  const fee =
    sourced && random() < 0.5
      ? { amount, currency, cycle: "2025-26", text: `Tuition for 2025-26: ${currency} ${amount.toLocaleString("en-US")} per year.` }
      : null;
  return {
    id: `bench_programme_${index}`,
    schoolId: school.id,
    name,
    slug,
    level,
    fields: [field],
    duration: sourced ? { months: shape.months, text: shape.text } : null,
    startMonths,
    cxcPrerequisites: sourced && random() < 0.3 ? "Five CSEC subjects at grades I to III, including English Language and Mathematics." : null,
    fee,
    source: website
      ? { url: new URL(`programmes/${slug}`, website.endsWith("/") ? website : `${website}/`).href, confidence: "official", verifiedOn: today }
      : null,
    isActive: true,
  };
}

/** What students type into search: single words, phrases, and the same with typos. */
export const SEARCH_QUERIES = [
  "nursing",
  "medicine scholarship",
  "medcine",
  "scholarship canada",
  "study in the united kingdom",
  "enginering",
  "computer science",
  "tuition fees",
  "how to apply",
  "personal statment",
  "student visa",
  "jamaica",
  "full tuition",
  "nursng scholarships",
  "law",
  "business degree barbados",
  "cape results",
  "accountng",
  "scholarhsip",
  "trinidad",
  "deadline",
  "architecture",
  "agriculture guyana",
  "cheap universities",
  "fulbright",
  "chevening scholarship",
  "pharmacy",
  "psycology",
  "data science australia",
  "financial aid",
  "nursing jamaica",
  "engineering canada",
  "law uk",
  "bsc computer science trinidad",
  "midwifery",
  "diploma in culinary arts",
] as const;
