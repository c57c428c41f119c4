import type { Outcome } from "~/components/outcome.tsx";

/** The words of the official fee and exchange-rate pages. */
export const OFFICIAL_FEES_COPY = {
  title: "Official fees",
  lead: "Visa and permit fees, the UK Immigration Health Surcharge, SEVIS, biometrics and proof-of-funds minimums, with their sources and dates. Destination pages and the planner read these.",
  newFee: "New official fee",
  searchLabel: "Search fees",
  destinationLabel: "Destination",
  allDestinations: "All destinations",
  kindLabel: "Kind",
  allKinds: "All kinds",
  apply: "Apply filters",
  found: (count: number) => `${count} ${count === 1 ? "fee" : "fees"} found`,
  allFees: "All official fees",
  emptyTitle: "No official fees found",
  empty: "No official fees match these filters.",
  clearFilters: "Clear filters",
  notFound: "Not found",
  from: (day: string) => `from ${day}`,
  next: (day: string, figure: string) => `From ${day}: ${figure}`,
  checked: (day: string) => `checked on ${day}`,
  edit: "Edit",
  history: "History",
  newTitle: "New official fee",
  editTitle: "Edit official fee",
  back: "Back to official fees",
  create: "Create fee",
  save: "Save changes",
  saving: "Saving...",
  cancel: "Cancel",
  conflict:
    "Someone else saved this fee after you opened it. Your changes are still in the form below; the version they saved is shown beside it. Save again to replace theirs with yours, or open the latest version to start from it.",
  theirVersion: "The version saved meanwhile",
  openLatest: "Open the latest version",
} as const;

export const FEE_KIND_LABELS = {
  visa: "Visa fee",
  permit: "Permit fee",
  biometrics: "Biometrics",
  health: "Health surcharge",
  sevis: "SEVIS fee",
  registration: "Registration",
  "proof-of-funds": "Proof of funds (minimum to show)",
  deposit: "Deposit",
} as const;

export const FEE_TOASTS = {
  created: { title: "Success", description: "Official fee created.", variant: "success" },
  updated: { title: "Success", description: "Official fee saved.", variant: "success" },
  createFailed: { title: "Error", description: "The fee was not created: correct the fields marked below.", variant: "destructive" },
  updateFailed: { title: "Error", description: "The fee was not saved: correct the fields marked below.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;

export const EXCHANGE_RATES_COPY = {
  title: "Exchange rates",
  lead: "Units of each currency per 1 US dollar, with the date its source gives and where it comes from. The planner uses the newest rate dated on or before its day. A rate is recorded, never revised: a new rate for the same day replaces it, and every one stays in the history below.",
  recordTitle: "Record a rate",
  record: "Record rate",
  recording: "Recording...",
  inForceTitle: "Rates in force today",
  none: "No rate recorded",
  historyOf: (currency: string) => `History of ${currency}`,
  cli: "Operators can also record a rate with npm run rates:set; it is the same command.",
} as const;

export const RATE_TOASTS = {
  recorded: { title: "Success", description: "Rate recorded.", variant: "success" },
  unchanged: { title: "Nothing to record", description: "That rate was already recorded for that day.", variant: "success" },
  failed: { title: "Error", description: "The rate was not recorded: correct the fields marked below.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
