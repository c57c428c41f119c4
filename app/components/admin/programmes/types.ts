import type { SubmissionResult } from "@conform-to/react";
import type { Programme } from "@modules/catalog/index.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The programme form action's answer when it does not redirect. */
export interface ProgrammeFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: Programme };
}

/** The form's lists: schools, fields of study (pathways), levels and months. */
export interface ProgrammeFormChoices {
  schools: readonly { id: string; name: string }[];
  pathways: readonly { slug: string; name: string }[];
  levels: readonly { value: string; label: string }[];
  months: readonly { value: string; label: string }[];
}
