import type { Outcome } from "~/components/outcome.tsx";

/** The admin destination pages' words. */
export const ADMIN_DESTINATIONS_COPY = {
  title: "Manage Destinations",
  lead: "Keep each destination's guide, facts and costs current, and the facts every school there shares.",
  found: (count: number) => `${count} ${count === 1 ? "destination" : "destinations"} found`,
  searchLabel: "Search destinations",
  searchPlaceholder: "Name or description...",
  regionLabel: "Region",
  apply: "Apply filters",
  clearFilters: "Clear Filters",
  allDestinations: "All Destinations",
  emptyTitle: "No destinations found",
  emptyFiltered: "Try another search or region.",
  edit: "Edit",
  history: "History",
  view: "View",
  popular: "Popular",
  caribbean: "Caribbean",
  updated: (date: string) => `Updated ${date.slice(0, 10)}`,
  editTitle: (name: string) => `Edit ${name}`,
  newDestination: "New Destination",
  newTitle: "New Destination",
  create: "Create Destination",
  slugHint: "Its address: /destinations/ and this. Leave it empty to make it from the name; it never changes once the destination is created.",
  back: "Back to destinations",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  profile: "Profile",
  facts: "Facts and costs",
  schoolFacts: "Facts every school shares",
  schoolFactsLead:
    "A fact that holds for every school of this destination (UCAS dates, a visa's funds rule): each school shows it unless its own fact is verified. Clear a shared fact's fields to remove it; fill the empty one to add another.",
  sharedFact: (index: number) => `Shared fact ${index + 1}`,
  newSharedFact: "New shared fact (optional)",
  statement: (index: number) => `Statement ${index + 1}`,
  newStatement: "New statement (optional)",
  contentHint: "Markdown: ## for a heading, **bold**, - for a list. A top-level # heading is shown as a subheading.",
  conflict:
    "Someone else saved this destination after you opened it. Your changes are still in the form below; the version they saved is shown above it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
};

export const DESTINATION_REGION_LABELS = { all: "All", caribbean: "Caribbean", international: "International" } as const;

export const DESTINATION_TOASTS = {
  created: { title: "Destination created", description: "The destination has been added and students can find it on /destinations.", variant: "success" },
  updated: { title: "Destination updated", description: "Your changes are saved and public pages show them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
