import type { ImportKind } from "@modules/operations/index.ts";

/** What each kind of file reads as on the import page: the choice, the rows' results and the outcome's sentences. */
export interface ImportKindCopy {
  /** The choice's label. */
  label: string;
  /** The rows table's column of what a row names. */
  rowHeader: string;
  /** Said beside the file field when none was chosen. */
  chooseFile: string;
  results: { create: string; revise: string; unchanged: string; skipped: string; invalid: string };
  /** How a check says rows would change: "2 of 3 rows would change a school". */
  wouldChange: string;
  written: (changes: number) => string;
  nothingChanged: string;
}

export const IMPORT_KIND_COPY: Readonly<Record<ImportKind, ImportKindCopy>> = {
  schools: {
    label: "Schools",
    rowHeader: "School",
    chooseFile: "Choose a CSV or JSON file of schools.",
    results: { create: "New school", revise: "Updates a school", unchanged: "No change", skipped: "Not imported", invalid: "Has problems" },
    wouldChange: "would change a school",
    written: (changes) => `${changes} schools were added or updated.`,
    nothingChanged: "Every school already read as the file says: nothing changed.",
  },
  programmes: {
    label: "Programmes (added to a school's list)",
    rowHeader: "School: programme",
    chooseFile: "Choose a CSV or JSON file of programmes.",
    results: { create: "Adds a programme", revise: "Adds a programme", unchanged: "Already listed", skipped: "Not imported", invalid: "Has problems" },
    wouldChange: "would add a programme to a school",
    written: (changes) => `${changes} programmes were added to their schools.`,
    nothingChanged: "Every school already lists the file's programmes: nothing changed.",
  },
  scholarships: {
    label: "Scholarships",
    rowHeader: "Scholarship",
    chooseFile: "Choose a CSV or JSON file of scholarships.",
    results: { create: "New scholarship", revise: "Updates a scholarship", unchanged: "No change", skipped: "Not imported", invalid: "Has problems" },
    wouldChange: "would change a scholarship",
    written: (changes) => `${changes} scholarships were added or updated.`,
    nothingChanged: "Every scholarship already read as the file says: nothing changed.",
  },
  "official-fees": {
    label: "Official fees",
    rowHeader: "Official fee",
    chooseFile: "Choose a CSV or JSON file of official fees.",
    results: { create: "New fee", revise: "Updates a fee", unchanged: "No change", skipped: "Not imported", invalid: "Has problems" },
    wouldChange: "would change an official fee",
    written: (changes) => `${changes} official fees were added or updated.`,
    nothingChanged: "Every official fee already read as the file says: nothing changed.",
  },
  institutions: {
    label: "Directory institutions (College Scorecard or Hipo world universities file)",
    rowHeader: "Institution",
    chooseFile: "Choose the College Scorecard extract or the Hipo world universities file (CSV).",
    results: { create: "New directory entry", revise: "Updates an entry", unchanged: "No change", skipped: "Not imported", invalid: "Has problems" },
    wouldChange: "would add or update a directory entry",
    written: (changes) => `${changes} directory entries were added or updated.`,
    nothingChanged: "Every directory entry already read as the file says: nothing changed.",
  },
};

/** The choices in the page's order (the object's keys, typed). */
export const IMPORT_KIND_CHOICES = Object.keys(IMPORT_KIND_COPY) as ImportKind[];

export const IMPORT_KIND_MISSING = "Choose what the file holds.";
