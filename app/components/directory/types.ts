import type { DirectoryEntryView } from "@modules/directory/index.ts";

/** What the school route's loader hands the directory entry page. */
export interface DirectoryEntryPageData {
  entry: DirectoryEntryView;
  destination: { name: string; slug: string } | null;
}
