import { catalogProjection, programmesProjection } from "../catalog/index.ts";
import { articlesProjection } from "../content/index.ts";
import { directoryProjection } from "../directory/index.ts";
import type { Projection } from "../eventstore/index.ts";
import { scholarshipsProjection } from "../funding/index.ts";
import { counselingNotifierProjection, counselorsProjection } from "../counseling/index.ts";
import { identityNotifierProjection, profilesProjection, usersProjection } from "../identity/index.ts";
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
  openingAlertsProjection,
  openingAlertsNotifierProjection,
} from "../portal/index.ts";
import { studentProfilesProjection } from "../quiz/index.ts";
import { configuredMeilisearch, meilisearchProjection, searchDocumentsProjection } from "../search/index.ts";

const meilisearch = configuredMeilisearch();

/**
 * Every projection the workers run, by name; the Meilisearch mirror only when
 * MEILISEARCH_URL is set. The one list: the projector and the operator CLIs
 * (workers/) and the operations page (app/) all read it here (decision 0014).
 */
export const projections: readonly Projection[] = [
  usersProjection,
  profilesProjection,
  identityNotifierProjection(),
  catalogProjection,
  programmesProjection,
  directoryProjection,
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
  openingAlertsProjection,
  openingAlertsNotifierProjection(),
  ...(meilisearch ? [meilisearchProjection(meilisearch)] : []),
];

export function projectionNamed(name: string): Projection | undefined {
  return projections.find((projection) => projection.name === name);
}
