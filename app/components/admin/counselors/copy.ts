import type { Outcome } from "~/components/outcome.tsx";

/** The admin counselor pages' words. */
export const ADMIN_COUNSELORS_COPY = {
  title: "Manage Counselors",
  lead: "Keep each counselor's profile, fee, any commission they disclosed and how many requests they take up to date. Students see the changes on /counselors and /guidance.",
  newCounselor: "New Counselor",
  allCounselors: "All Counselors",
  found: (count: number) => `${count} ${count === 1 ? "counselor" : "counselors"} found`,
  searchLabel: "Search counselors",
  searchPlaceholder: "Name, title or email...",
  statusLabel: "Status",
  apply: "Apply filters",
  clearFilters: "Clear Filters",
  emptyTitle: "No counselors found",
  emptyFiltered: "Try adjusting your search or status filter to find more counselors.",
  edit: "Edit",
  history: "History",
  inactive: "Inactive",
  featured: "Featured",
  sample: "Sample profile",
  full: "Full",
  openRequests: (open: number, capacity: number | null) =>
    capacity === null ? `${open} open ${open === 1 ? "request" : "requests"}, no limit` : `${open} of ${capacity} open requests`,
  updated: (date: string) => `Updated ${date.slice(0, 10)}`,
  newTitle: "New Counselor",
  editTitle: (name: string) => `Edit ${name}`,
  back: "Back to counselors",
  viewPublic: "View on the counselors page",
  create: "Create Counselor",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  profile: "Profile",
  offer: "What students are offered",
  contact: "Contact (never shown to students)",
  conflict:
    "Someone else saved this counselor after you opened it. Your changes are still in the form below; the version they saved is shown above it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
  linesHint: "One per line.",
  feeHint: "Shown on the counselor's card exactly as written, for example “Free initial consultation” or “USD 60 per session”.",
  commissionHint:
    "Anything the counselor is paid by schools, agencies or others when a student applies or enrols, as they disclosed it. Shown on their card; leave empty when they disclosed none.",
  capacityHint:
    "How many open requests (pending, contacted or scheduled) they take at once. When that many are open, their card says they are full and offers no request. Leave empty for no limit.",
  sampleHint: "An invented profile shown until real counselors join: the card shows a “Sample profile” badge.",
};

export const COUNSELOR_STATUS_LABELS = { all: "All", active: "Active", inactive: "Inactive" } as const;

export const COUNSELOR_TOASTS = {
  created: { title: "Counselor created", description: "The counselor has been added.", variant: "success" },
  updated: { title: "Counselor updated", description: "Your changes are saved and the counselors page shows them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
