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
  cxcEntry: "CXC entry minimum",
  cxcEntryLead:
    "The minimum CSEC and CAPE results the school publishes for first-degree entry, only as its source states it: students' results are checked against it.",
  cxcRequirementsHint:
    'One requirement a line: the exam (CSEC or CAPE), how many passes, "at" and the lowest grade (I to VII; CSEC I to VI), then "including" and any subjects it names. For example: CAPE 6 at V, or CSEC 5 at III including English A, Mathematics. Where the source says "passes" without a grade, use CXC\'s pass line: CSEC III, CAPE V.',
  cxcNotPublishedHint: "When not published: the official page you looked on and the day. Leave the page empty if nobody has looked yet.",
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

export const CXC_ENTRY_STATUS_LABELS = {
  published: "Published minimum",
  "not-by-cxc": "Entry is not on CXC results (for example, a law degree is required)",
  "not-published": "Not published",
} as const;

export const CAPE_DIPLOMA_LABELS = { "": "Not stated", yes: "Yes, accepted", no: "No, not accepted" } as const;

/** "" is not stated; grades as CXC prints them. */
export const gradeOptions = (lowest: number) => [
  { value: "", label: "Not stated" },
  ...["I", "II", "III", "IV", "V", "VI", "VII"].slice(0, lowest).map((numeral, index) => ({ value: String(index + 1), label: `${numeral} or better` })),
];

export const SCHOOL_TOASTS = {
  created: { title: "School created", description: "The school has been added.", variant: "success" },
  updated: { title: "School updated", description: "Your changes are saved and public pages show them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
