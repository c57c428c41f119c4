import type { DestinationSeed } from "../seed/catalog/seed-types.ts";

/**
 * Content that exists only in the end-to-end test database, for states the
 * real seed never reaches: a destination with no schools yet (issue 10).
 * Plain data, so Playwright specs can import it too.
 */
export const DESTINATION_WITHOUT_SCHOOLS = {
  id: "dest_e2e_fixture_land",
  name: "Fixture Land",
  slug: "fixture-land",
  description: "A destination that exists only in the end-to-end test database, with no schools listed yet.",
  imageUrl: null,
  isPopular: false,
  isCaribbean: false,
  content: "This destination exists only so the tests can see a destination page before any school is listed for it.",
  facts: {
    currency: "USD",
    languages: [],
    studentVisa: null,
    workRights: null,
    academicYear: null,
    bestTimeToApply: null,
    tuitionInternationalUndergrad: null,
    tuitionInternationalPostgrad: null,
    livingCostsMonthly: null,
    officialStudyInfoUrl: null,
  },
} satisfies DestinationSeed;
