import type { CategorySeed } from "./seed-types.js";

/** Content categories for articles and guides. id equals slug. */
export const categories: CategorySeed[] = [
  {
    id: "application-guide",
    name: "Application Guide",
    slug: "application-guide",
    description:
      "Step-by-step help with choosing programmes, meeting CSEC/CAPE entry requirements, writing statements and getting your documents and visa in order.",
  },
  {
    id: "funding",
    name: "Funding & Scholarships",
    slug: "funding",
    description: "Scholarships, government assistance, student loans and budgeting tips to help you and your family plan how to pay for your studies.",
  },
  {
    id: "student-life",
    name: "Student Life",
    slug: "student-life",
    description: "What it is really like to live and study away from home, from housing and part-time work to finding your community.",
  },
  {
    id: "news",
    name: "News",
    slug: "news",
    description: "Updates on visas, fees, deadlines and policy changes that affect Caribbean students at home and abroad.",
  },
  {
    id: "tips",
    name: "Tips",
    slug: "tips",
    description: "Short, practical advice for students and parents at every stage of the study journey.",
  },
];
