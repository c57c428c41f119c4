// Identity's browser-safe door: the account pages' fixed choices and the region's groupings of citizenships. Nothing here may import server code or zod.
export {
  BLANK_CXC_RESULT_ROWS,
  CITIZENSHIPS,
  CXC_EXAMS,
  CXC_GRADE_NUMERALS,
  CXC_SUBJECT_SUGGESTIONS,
  EDUCATION_LEVELS,
  LOCAL_CURRENCIES,
  LOCAL_CURRENCY_NAMES,
  MAX_YEARS_AHEAD,
  PASSWORD_HINT,
  RESET_LINK_MINUTES,
  SIGN_UP_LINK_HOURS,
} from "./account-options.ts";
export { CARICOM_ASSOCIATE_MEMBERS, CARICOM_MEMBERS, OECS_ASSOCIATE_MEMBERS, OECS_MEMBERS } from "./regional-groups.ts";
