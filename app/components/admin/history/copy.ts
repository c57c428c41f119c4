import type { Outcome } from "~/components/outcome.tsx";

export type HistoryEntity = "article" | "scholarship" | "school" | "official-fee" | "event" | "counselor" | "destination" | "pathway" | "programme";

/** The history pages' words, per kind of entity where they differ. */
export const HISTORY_COPY = {
  article: {
    noun: "article",
    back: "Back to Articles",
    backPath: "/admin/articles",
    edit: "Edit this article",
    view: "View the published article",
    restoreHint: "Brings back this version's text; publication, slug and featured stay as they are now.",
  },
  scholarship: {
    noun: "scholarship",
    back: "Back to scholarships",
    backPath: "/admin/scholarships",
    edit: "Edit this scholarship",
    view: "View it on the funding page",
    restoreHint: "Brings back this version's details; active and featured stay as they are now.",
  },
  school: {
    noun: "school",
    back: "Back to schools",
    backPath: "/admin/schools",
    edit: "Edit this school",
    view: "View the public page",
    restoreHint: "Brings back this version's details; active and featured stay as they are now.",
  },
  "official-fee": {
    noun: "official fee",
    back: "Back to official fees",
    backPath: "/admin/official-fees",
    edit: "Edit this fee",
    view: "View it on the destination page",
    restoreHint: "Brings back this version's figure, dates, source and note.",
  },
  event: {
    noun: "event",
    back: "Back to events",
    backPath: "/admin/events",
    edit: "Edit this event",
    view: "View the events page",
    deleted: "This event was cancelled. Its history is kept, but a cancelled event cannot be changed or restored.",
    restoreHint: "Brings back this version's details, its time included: a different time reschedules the event and emails every registrant.",
  },
  counselor: {
    noun: "counselor",
    back: "Back to counselors",
    backPath: "/admin/counselors",
    edit: "Edit this counselor",
    view: "View on the counselors page",
    restoreHint: "Brings back this version's details; active and featured stay as they are now.",
  },
  destination: {
    noun: "destination",
    back: "Back to destinations",
    backPath: "/admin/destinations",
    edit: "Edit this destination",
    view: "View the public page",
    restoreHint: "Brings back this version's guide, facts and shared school facts; its address and whether it is popular stay as they are now.",
  },
  pathway: {
    noun: "pathway",
    back: "Back to pathways",
    backPath: "/admin/pathways",
    edit: "Edit this pathway",
    view: "View the public page",
    restoreHint: "Brings back this version's guide, careers and related pathways; its address stays as it is now.",
  },
  programme: {
    noun: "programme",
    back: "Back to programmes",
    backPath: "/admin/programmes",
    edit: "Edit this programme",
    view: "View it on its school's page",
    restoreHint: "Brings back this version's name, level, facts and source; its school and address stay as they are now.",
  },
} as const satisfies Record<HistoryEntity, Record<string, string>>;

export const HISTORY_TEXT = {
  title: (title: string) => `History: ${title}`,
  lead: (noun: string) =>
    `Every change to this ${noun}, newest first: who made it, when, and what it changed. Restoring a version saves its content as a new version; nothing is rewritten.`,
  deleted: (noun: string) => `This ${noun} was deleted. Its history is kept, but a deleted ${noun} cannot be restored here.`,
  current: "Current version",
  version: (version: number, change: string) => `Version ${version}: ${change}`,
  by: "By",
  at: "On",
  noChanges: "No field changed.",
  empty: "(empty)",
  before: "Before",
  after: "After",
  added: "Added",
  removed: "Removed",
  skipped: (count: number) => `… ${count} unchanged lines`,
  restore: "Restore this version",
  /** Said after the button's text to screen readers, so each button names its version. */
  restoreLabel: (version: number) => `(version ${version})`,
  restoring: "Restoring...",
  sameAsCurrent: "Same content as the current version.",
} as const;

export const HISTORY_TOASTS = {
  restored: (version: number): Outcome => ({
    title: "Success",
    description: `Version ${version} restored. It is now the current version.`,
    variant: "success",
  }),
  unchanged: (version: number): Outcome => ({
    title: "Nothing to restore",
    description: `The current version already reads like version ${version}; nothing was saved.`,
    variant: "success",
  }),
  conflict: (noun: string): Outcome => ({
    title: "Not restored",
    description: `Someone else changed this ${noun} after you opened its history, so nothing was restored. The history below is now up to date: check it, then restore again if you still want to.`,
    variant: "destructive",
  }),
  unknownVersion: (noun: string): Outcome => ({
    title: "Not restored",
    description: `That version of this ${noun} does not exist. Reload the history and choose one of its versions.`,
    variant: "destructive",
  }),
  invalid: (details: string): Outcome => ({
    title: "Not restored",
    description: `This version cannot be restored as it is: ${details}`,
    variant: "destructive",
  }),
  badForm: { title: "Not restored", description: "The restore form was incomplete. Reload the page and try again.", variant: "destructive" } as Outcome,
};
