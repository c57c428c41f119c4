import type { Outcome } from "~/components/outcome.tsx";

/** The admin pathway pages' words. */
export const ADMIN_PATHWAYS_COPY = {
  title: "Manage Pathways",
  lead: "Add the study pathways students ask for and keep each one's guide, careers and related pathways current.",
  newPathway: "New Pathway",
  allPathways: "All Pathways",
  found: (count: number) => `${count} ${count === 1 ? "pathway" : "pathways"} found`,
  searchLabel: "Search pathways",
  searchPlaceholder: "Name or description...",
  apply: "Search",
  clearFilters: "Clear search",
  emptyTitle: "No pathways found",
  emptyFiltered: "Try another search.",
  edit: "Edit",
  history: "History",
  view: "View",
  updated: (date: string) => `Updated ${date.slice(0, 10)}`,
  newTitle: "New Pathway",
  editTitle: (name: string) => `Edit ${name}`,
  back: "Back to pathways",
  create: "Create Pathway",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  slugHint: "Its address comes from the name when it is created and never changes.",
  contentHint: "Markdown: ## for a heading, **bold**, - for a list. A top-level # heading is shown as a subheading.",
  careersHint:
    'One career per line as "Title: outlook", for example "Registered nurse: Needed in hospitals and clinics across the region." Say the outlook in words; give no figure without its source.',
  colorHint: 'Six hex digits after #, for example "#1d4ed8".',
  conflict:
    "Someone else saved this pathway after you opened it. Your changes are still in the form below; the version they saved is shown above it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
};

export const PATHWAY_TOASTS = {
  created: { title: "Pathway created", description: "The pathway has been added and students can find it.", variant: "success" },
  updated: { title: "Pathway updated", description: "Your changes are saved and public pages show them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
