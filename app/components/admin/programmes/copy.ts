import type { Outcome } from "~/components/outcome.tsx";

/** The admin programme pages' words. */
export const ADMIN_PROGRAMMES_COPY = {
  title: "Manage Programmes",
  lead: "Keep each school's programmes and what their sources state: level, duration, start months, CXC prerequisites and yearly fee.",
  newProgramme: "New Programme",
  allProgrammes: "All Programmes",
  found: (count: number) => `${count} ${count === 1 ? "programme" : "programmes"} found`,
  searchLabel: "Search programmes",
  searchPlaceholder: "Programme name...",
  schoolLabel: "School",
  allSchools: "All schools",
  apply: "Apply filters",
  clearFilters: "Clear filters",
  emptyTitle: "No programmes found",
  emptyFiltered: "Try another school or search.",
  edit: "Edit",
  history: "History",
  view: "View",
  inactive: "Inactive",
  updated: (date: string) => `Updated ${date.slice(0, 10)}`,
  newTitle: "New Programme",
  editTitle: (name: string) => `Edit ${name}`,
  back: "Back to programmes",
  create: "Create Programme",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  slugHint: "Its address on the school's page comes from the name when it is created and never changes.",
  schoolFixed: "A programme stays with the school it was created for.",
  notPublished: "Not published",
  factsLegend: "What the source states",
  factsHint: "Fill only what a source states, and give the source below; leave the rest empty and the page says “Not published”.",
  feeLegend: "Yearly fee",
  feeHint: "The figure as the source writes it must appear in the statement, for example 91,014 in “TT$91,014 a year”.",
  sourceLegend: "Source",
  conflict:
    "Someone else saved this programme after you opened it. Your changes are still in the form below; the version they saved is shown above it. Save again to replace theirs with yours, or open the latest version to start from it.",
  openLatest: "Open the latest version",
  theirVersion: "The version saved meanwhile",
};

export const PROGRAMME_TOASTS = {
  created: { title: "Programme created", description: "The programme is on its school's page.", variant: "success" },
  updated: { title: "Programme updated", description: "Your changes are saved and public pages show them.", variant: "success" },
  saveFailed: { title: "Not saved", description: "Check the highlighted fields.", variant: "destructive" },
} as const satisfies Record<string, Outcome>;
