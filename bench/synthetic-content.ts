import type { ArticleContent } from "../modules/content/index.ts";
import type { Scholarship } from "../modules/funding/index.ts";

/**
 * A deterministic generator of articles and scholarships written like ours
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
] as const;
