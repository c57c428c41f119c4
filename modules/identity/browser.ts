// Identity's browser-safe door: the account pages' fixed choices. Nothing here may import server code or zod.
export {
  EDUCATION_LEVELS,
  LOCAL_CURRENCIES,
  LOCAL_CURRENCY_NAMES,
  MAX_YEARS_AHEAD,
  PASSWORD_HINT,
  RESET_LINK_MINUTES,
  SIGN_UP_LINK_HOURS,
} from "./account-options.ts";
