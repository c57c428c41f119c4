import type { Outcome } from "~/components/outcome.tsx";

/** The admin scholarship pages' words; the quoted ones are the product's exact wording (quoted from the specification). */
export const ADMIN_SCHOLARSHIPS_COPY = {
  title: "Manage Scholarships",
  lead: "Create, edit, and verify funding opportunities",
  newScholarship: "New Scholarship",
  allScholarships: "All Scholarships",
  found: (count: number) => `${count} ${count === 1 ? "scholarship" : "scholarships"} found`,
  searchLabel: "Search scholarships",
  searchPlaceholder: "Search scholarships...",
  statusLabel: "Status",
  amountLabel: "Amount",
  apply: "Apply filters",
  clearFilters: "Clear Filters",
  emptyTitle: "No scholarships found",
  emptyFiltered: "Try adjusting your search criteria or filters to find more scholarships.",
  emptyNone: "Get started by creating your first scholarship.",
  edit: "Edit",
  history: "History",
  delete: "Delete",
  cancel: "Cancel",
  confirmText: (title: string) => `This action cannot be undone. This will permanently delete the scholarship "${title}" and remove it from the platform.`,
  lastVerified: (date: string | null) => (date ? `Last verified ${date}` : "Not verified yet"),
  deadline: (date: string | null) => (date ? `Deadline ${date}` : "No deadline"),
  inactive: "Inactive",
  featured: "Featured",
  active: "Active",
  newTitle: "New Scholarship",
  editTitle: "Edit Scholarship",
  studyLevels: "Study levels (optional)",
  window: "Application window",
  windowHint:
    "The latest cycle's dates as its source states them. To confirm a new cycle, enter its name and dates: the cycle shown now moves to the earlier cycles. Same name, new dates: a correction.",
  windowNoteHint: "Said with the dates, or instead of them when the award has none (for example: awarded on CAPE results).",
  noFixedWindow: "No yearly window (applied for at registration, awarded on results, or dates set per programme)",
  earlierCycles: "Earlier cycles",
  rules: "Who may apply, as rules",
  rulesHint: "Only what the award's sources state; leave a field empty when they do not say. These are checked against students' profiles.",
  citizenshipsHint: "Two-letter country codes, or CARICOM or OECS, separated by commas: for example JM, TT, OECS.",
  ageHint: "Whole years, from 10 to 100, when applying.",
  workYearsHint: "From 0 to 40; 1.5 for a year and a half.",
  cxcHint:
    'One requirement a line: the exam (CSEC or CAPE), how many passes, "at" and the lowest grade (I to VII; CSEC I to VI), then, if the award names subjects, "including" and the subjects separated by commas. For example: CAPE 8 at II, or CSEC 5 at III including English A, Mathematics.',
  obligations: "What the student owes afterwards",
  sourceConfidence: "Source confidence",
  sourceConfidenceOptions: [
    { value: "high", label: "Official page (high)" },
    { value: "medium", label: "Reputable secondary source (medium)" },
  ],
  notGraded: "Not graded",
  studyLevelsHint: "Tick only the levels the award's own rules name. Leave both unticked when they do not say: it is then shown for any level.",
  back: "Back to scholarships",
  create: "Create Scholarship",
  save: "Save Changes",
  saving: "Saving...",
  conflict:
    "Someone else saved this scholarship after you opened it. Your changes are still in the form below; the version they saved is shown beside it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
} as const;

export const STATUS_LABELS = { all: "All statuses", active: "Active", inactive: "Inactive", featured: "Featured" } as const;
export const AMOUNT_LABELS = { all: "All amounts", full: "Full funding", partial: "Partial funding" } as const;

/** The deadline badges, with the words the list shows. */
export const BADGE_LABELS = { ongoing: "Ongoing", expired: "Expired", "closing soon": "Closing soon", open: "Open" } as const;

/** The toasts after a create, an update or a delete, and after each one failing. */
export const SCHOLARSHIP_TOASTS = {
  created: { title: "Success", description: "Scholarship created successfully", variant: "success" },
  updated: { title: "Success", description: "Scholarship updated successfully", variant: "success" },
  deleted: { title: "Success", description: "Scholarship deleted successfully.", variant: "success" },
  createFailed: { title: "Error", description: "Failed to create scholarship", variant: "destructive" },
  updateFailed: { title: "Error", description: "Failed to update scholarship", variant: "destructive" },
  deleteFailed: { title: "Error", description: "Failed to delete scholarship. Please try again.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;

export const DESTINATION_LABELS = { canada: "Canada", usa: "United States", uk: "United Kingdom", caribbean: "Caribbean" } as const;
