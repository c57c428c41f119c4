import type { EditorialRevision } from "@modules/eventstore/index.ts";
import type { Outcome } from "~/components/outcome.tsx";
import type { HistoryEntity } from "./copy.ts";

export interface HistoryRevisionView extends EditorialRevision {
  /** `at` in words, "24 Nov 2026, 09:03 UTC". */
  atLabel: string;
}

export interface HistoryPageData {
  entity: HistoryEntity;
  id: string;
  title: string;
  /** The version a restore must name as expected. */
  version: number;
  deleted: boolean;
  publicPath: string | null;
  historyPath: string;
  editPath: string | null;
  revisions: HistoryRevisionView[];
  toast: Outcome | null;
}
