import type { Outcome } from "~/components/outcome.tsx";

/** The admin school pages' words. */
export const ADMIN_SCHOOLS_COPY = {
  title: "Manage Schools",
  lead: "Keep every school's profile and quick facts current, each with its source and the intake it is for.",
  newSchool: "New School",
  allSchools: "All Schools",
  found: (count: number) => `${count} ${count === 1 ? "school" : "schools"} found`,
  searchLabel: "Search schools",
  searchPlaceholder: "Name or location...",
  destinationLabel: "Destination",
  allDestinations: "All destinations",
  statusLabel: "Status",
  apply: "Apply filters",
  clearFilters: "Clear Filters",
  emptyTitle: "No schools found",
  emptyFiltered: "Try adjusting your search criteria or filters to find more schools.",
  edit: "Edit",
  history: "History",
  view: "View",
  inactive: "Inactive",
  featured: "Featured",
  updated: (date: string) => `Updated ${date.slice(0, 10)}`,
  newTitle: "New School",
  editTitle: (name: string) => `Edit ${name}`,
  back: "Back to schools",
  create: "Create School",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  profile: "Profile",
  facts: "Quick facts",
  factsLead:
    "Each fact is verified with statements (what the source says, the intake it is for, the page and how far it can be trusted), recorded as not found on the official page you checked, or left unverified. Leave a statement's fields empty to remove it; fill the empty one to add another.",
  statement: (index: number) => `Statement ${index + 1}`,
  newStatement: "New statement (optional)",
  readAs: (reading: string) => `Read as: ${reading}`,
  caribbean: "Note for Caribbean applicants",
  conflict:
    "Someone else saved this school after you opened it. Your changes are still in the form below; the version they saved is shown above it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
  amountsHint:
    'One figure per line: CURRENCY AMOUNT PERIOD and an optional label, e.g. "USD 37,996 year" or "CAD 45,000-60,000 year Arts". Each figure must appear in the words above.',
  datesHint:
    "One day per line: 2027-01-15 for that day only, or 01-15 for a day the source gives without a year. Each must be a day the words above name; left empty, the days the words name are kept.",
};

export const SCHOOL_STATUS_LABELS = { all: "All", active: "Active", inactive: "Inactive", featured: "Featured" } as const;

export const FACT_STATUS_LABELS = {
  verified: "Verified with sources",
  "not-found": "Not found on the official pages",
  unverified: "Unverified note only",
} as const;

export const SCHOOL_TOASTS = {
  created: { title: "School created", description: "The school has been added.", variant: "success" },
  updated: { title: "School updated", description: "Your changes are saved and public pages show them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
