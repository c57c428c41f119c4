import type { DestinationView, SchoolView } from "@modules/catalog/index.ts";

/** What the destination page shows of a destination. */
export type DestinationPageData = Pick<DestinationView, "id" | "slug" | "name" | "description" | "isPopular" | "isCaribbean" | "contentHtml" | "facts">;

/** What a school card on the destination page shows. */
export type DestinationSchool = Pick<SchoolView, "slug" | "name" | "type" | "location" | "description">;
