// CXC: the examinations, the requirement model and its text syntax, and how a student's results
// stand against a scholarship's requirements or a school's entry minimum (decision 0048). No
// events and no tables: pure rules the funding and catalogue modules both use.
export * from "./browser.ts";
export { cxcRequirementSchema, englishExemptionsSchema } from "./schemas.ts";
