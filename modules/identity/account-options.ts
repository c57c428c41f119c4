// The account forms' fixed choices, shared by the server (schemas) and the
// pages (labels). Pure: no server code, no zod (see browser.ts).

/** Education levels, as the spec lists them. */
export const EDUCATION_LEVELS = [
  { value: "high-school", label: "High school (CSEC / CXC)" },
  { value: "high-school-graduate", label: "High school graduate (CAPE / A-levels)" },
  { value: "undergraduate", label: "Undergraduate student" },
  { value: "undergraduate-graduate", label: "Bachelor's degree graduate" },
  { value: "graduate", label: "Graduate student" },
  { value: "professional", label: "Working professional" },
  { value: "other", label: "Other" },
] as const;

/** The local currencies a student may see their plan in, with names for the form. */
export const LOCAL_CURRENCY_NAMES = {
  JMD: "Jamaican dollar (JMD)",
  TTD: "Trinidad and Tobago dollar (TTD)",
  BBD: "Barbados dollar (BBD)",
  BSD: "Bahamian dollar (BSD)",
  XCD: "Eastern Caribbean dollar (XCD)",
  USD: "US dollar (USD)",
} as const;
export const LOCAL_CURRENCIES = Object.keys(LOCAL_CURRENCY_NAMES) as (keyof typeof LOCAL_CURRENCY_NAMES)[];

/**
 * Citizenship choices for scholarship matching: every CARICOM member and
 * associate member, the other Caribbean countries our students come from, and
 * "Another country". Values are ISO 3166-1 alpha-2 codes ("other" for the
 * rest); regional-groups.ts says which of them belong to CARICOM and the OECS.
 */
export const CITIZENSHIPS = [
  { value: "AI", label: "Anguilla" },
  { value: "AG", label: "Antigua and Barbuda" },
  { value: "AW", label: "Aruba" },
  { value: "BS", label: "Bahamas" },
  { value: "BB", label: "Barbados" },
  { value: "BZ", label: "Belize" },
  { value: "BM", label: "Bermuda" },
  { value: "VG", label: "British Virgin Islands" },
  { value: "KY", label: "Cayman Islands" },
  { value: "CU", label: "Cuba" },
  { value: "CW", label: "Curaçao" },
  { value: "DM", label: "Dominica" },
  { value: "DO", label: "Dominican Republic" },
  { value: "GD", label: "Grenada" },
  { value: "GY", label: "Guyana" },
  { value: "HT", label: "Haiti" },
  { value: "JM", label: "Jamaica" },
  { value: "MS", label: "Montserrat" },
  { value: "SX", label: "Sint Maarten" },
  { value: "KN", label: "St Kitts and Nevis" },
  { value: "LC", label: "St Lucia" },
  { value: "VC", label: "St Vincent and the Grenadines" },
  { value: "SR", label: "Suriname" },
  { value: "TT", label: "Trinidad and Tobago" },
  { value: "TC", label: "Turks and Caicos Islands" },
  { value: "other", label: "Another country" },
] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number]["value"];

/** The oldest and youngest a student may say they are, in years, for the year of birth. */
export const BIRTH_YEAR_RANGE = { oldest: 100, youngest: 10 } as const;

/** Years of full-time work experience a profile may state. */
export const MAX_WORK_EXPERIENCE_YEARS = 60;

// The CXC examinations and their grades are CXC's facts, kept with the rules that read them (modules/cxc, decision 0048).
export { CXC_EXAMS, CXC_GRADE_NUMERALS, type CxcExam } from "../cxc/browser.ts";

/** How many CXC results a profile holds, and how many empty rows the form offers for new ones. */
export const MAX_CXC_RESULTS = 40;
export const BLANK_CXC_RESULT_ROWS = 3;
export const MAX_CXC_SUBJECT_LENGTH = 80;

/**
 * Suggestions for the subject field (a datalist: any name may be typed).
 * CSEC subjects, then CAPE units as a result names them (one unit each).
 */
export const CXC_SUBJECT_SUGGESTIONS = [
  "Additional Mathematics",
  "Agricultural Science",
  "Biology",
  "Caribbean History",
  "Chemistry",
  "Economics",
  "Electronic Document Preparation and Management",
  "English A",
  "English B",
  "Food, Nutrition and Health",
  "French",
  "Geography",
  "Human and Social Biology",
  "Industrial Technology",
  "Information Technology",
  "Integrated Science",
  "Mathematics",
  "Music",
  "Office Administration",
  "Physical Education and Sport",
  "Physics",
  "Principles of Accounts",
  "Principles of Business",
  "Religious Education",
  "Social Studies",
  "Spanish",
  "Technical Drawing",
  "Theatre Arts",
  "Visual Arts",
  "Caribbean Studies",
  "Communication Studies",
  ...[
    "Accounting",
    "Applied Mathematics",
    "Biology",
    "Chemistry",
    "Computer Science",
    "Digital Media",
    "Economics",
    "Entrepreneurship",
    "Environmental Science",
    "French",
    "Geography",
    "History",
    "Law",
    "Literatures in English",
    "Management of Business",
    "Physics",
    "Pure Mathematics",
    "Sociology",
    "Spanish",
  ].flatMap((subject) => [`${subject} Unit 1`, `${subject} Unit 2`]),
] as const;

/** How far ahead a target start year may be. */
export const MAX_YEARS_AHEAD = 10;

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 60;

/** New passwords (password-policy.ts holds the rest of the policy, server-side: decision 0027). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/** Under the password field wherever one is chosen (sign-up, settings, reset). */
export const PASSWORD_HINT =
  "At least 12 characters. A phrase of several unrelated words is strong and easy to remember; avoid common passwords and your email address.";

/** How long an emailed sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;
