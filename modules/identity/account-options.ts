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
