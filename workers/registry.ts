import { catalogProjection } from "../modules/catalog/index.ts";
import { articlesProjection } from "../modules/content/index.ts";
import type { Projection } from "../modules/eventstore/index.ts";
import { scholarshipsProjection } from "../modules/funding/index.ts";
import { counselingNotifierProjection, counselorsProjection } from "../modules/counseling/index.ts";
import { identityNotifierProjection, profilesProjection, usersProjection } from "../modules/identity/index.ts";
import {
  exchangeRatesProjection,
  readinessProjection,
  savedItemsProjection,
  shortlistProjection,
  studentPlannersProjection,
  upfrontCostsProjection,
  visionBoardsProjection,
  reminderSchedulerProjection,
  exclusiveEventsProjection,
  calendarFeedsProjection,
  eventsNotifierProjection,
  expertQuestionsProjection,
  expertQuestionsNotifierProjection,
  checklistsProjection,
} from "../modules/portal/index.ts";
import { studentProfilesProjection } from "../modules/quiz/index.ts";
import { configuredMeilisearch, meilisearchProjection, searchDocumentsProjection } from "../modules/search/index.ts";

const meilisearch = configuredMeilisearch();

/** Every projection the workers run, by name; the Meilisearch mirror only when MEILISEARCH_URL is set. */
export const projections: readonly Projection[] = [
  usersProjection,
  profilesProjection,
  identityNotifierProjection(),
  catalogProjection,
  articlesProjection,
  scholarshipsProjection,
  searchDocumentsProjection,
  studentProfilesProjection,
  readinessProjection,
  counselorsProjection,
  shortlistProjection,
  counselingNotifierProjection(),
  exchangeRatesProjection,
  upfrontCostsProjection,
  studentPlannersProjection,
  visionBoardsProjection,
  savedItemsProjection,
  reminderSchedulerProjection(),
  exclusiveEventsProjection,
  calendarFeedsProjection,
  eventsNotifierProjection(),
  expertQuestionsProjection,
  expertQuestionsNotifierProjection(),
  checklistsProjection,
  ...(meilisearch ? [meilisearchProjection(meilisearch)] : []),
];

export function projectionNamed(name: string): Projection | undefined {
  return projections.find((projection) => projection.name === name);
}
