import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogProjection, syncCatalogEntry } from "../../catalog/index.ts";
import { startProjector } from "../../../workers/projector.ts";
import { catchUp, closeProjectionsQueue } from "../../eventstore/index.ts";
import { scholarshipsProjection, syncScholarship } from "../../funding/index.ts";
import { profilesProjection, registerUser, updateStudentProfile, usersProjection } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { destinations } from "../../../infra/seed/catalog/destinations.ts";
import { pathways } from "../../../infra/seed/catalog/pathways.ts";
import { schools } from "../../../infra/seed/catalog/schools.ts";
import { scholarships } from "../../../infra/seed/funding/scholarships.ts";
import { seedPlannerFacts } from "../../../infra/seed/portal/index.ts";
import { saveContent, savedItemsProjection } from "../saved/index.ts";
import { shortlistProjection, shortlistSchool } from "../shortlist/index.ts";
import { choosePlannerCurrency, recordFlightEstimate } from "./commands.ts";
import { exchangeRatesProjection, studentPlannersProjection } from "./projection.ts";
import { plannerPreferences, studentFinancialPlan, upfrontCosts } from "./queries.ts";

const by = { actor: "system", requestId: "planner-queries-test" };
const yearly = {
  ...scholarships[0]!,
  id: "scholarship_test_yearly",
  slug: "test-yearly",
  title: "Test Yearly Award",
  amount: "US$5,000 a year",
  currency: "USD" as const,
};

// The projections run as in production, so each student command returns once the pages it feeds show it (read-your-writes).
let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector([shortlistProjection, savedItemsProjection, studentPlannersProjection, usersProjection, profilesProjection]);
  for (const destination of destinations.filter((entry) => ["dest_usa", "dest_canada"].includes(entry.id)))
    await syncCatalogEntry("destination", destination, by);
  for (const pathway of pathways) await syncCatalogEntry("pathway", pathway, by);
  for (const school of schools.filter((entry) => ["school_howard_university", "school_mcgill_university"].includes(entry.id))) {
    await syncCatalogEntry("school", school, by);
  }
  for (const scholarship of [yearly, scholarships.find((entry) => entry.id === "scholarship_chevening_scholarships")!]) await syncScholarship(scholarship, by);
  await seedPlannerFacts(by);
  await Promise.all([catchUp(catalogProjection), catchUp(scholarshipsProjection), catchUp(exchangeRatesProjection)]);
  // Student "planner-a" shortlists two schools and saves two scholarships, through those areas' own commands.
  for (const schoolId of ["school_howard_university", "school_mcgill_university"]) await shortlistSchool("planner-a", schoolId, by);
  for (const scholarshipId of ["scholarship_test_yearly", "scholarship_chevening_scholarships"])
    await saveContent("planner-a", "scholarship", scholarshipId, by);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("the student's financial plan, from their shortlist, saved scholarships, choices and the seeded rates", () => {
  it("computes each shortlisted school, counts the clear scholarship, lists the other as not counted, and adds the flight estimate", async () => {
    await choosePlannerCurrency("planner-a", "BBD", by);
    await recordFlightEstimate("planner-a", 2000, "BBD", by);
    expect(await plannerPreferences("planner-a")).toEqual({ localCurrency: "BBD", flightEstimate: { amount: 2000, currency: "BBD" } });

    const plan = await studentFinancialPlan("planner-a", { day: "2026-11-23" });
    expect(plan.localRate).toMatchObject({ currency: "BBD", unitsPerUsd: 2, asOf: "2016-07-05" });
    expect(plan.shortlistedSchoolCount).toBe(2);
    const [howard, mcgill] = plan.schools;
    // Howard 2026-2027: tuition 37,996 + fees 940; on-campus housing 13,618, food 7,430, books 1,220, transport 1,154, personal 2,468.
    expect(howard).toMatchObject({ name: "Howard University", yearly: { usd: { low: 64826, high: 64826 }, local: { low: 129652, high: 129652 } } });
    // × 4 = 259,304, + flights BBD 2,000 = USD 1,000 → 260,304; minus US$5,000 a year × 4 = 20,000 → 240,304.
    expect(howard?.total).toEqual({ usd: { low: 260304, high: 260304 }, local: { low: 520608, high: 520608 } });
    expect(howard?.gap).toEqual({ usd: { low: 240304, high: 240304 }, local: { low: 480608, high: 480608 } });
    // McGill states no living costs of its own: the floor is Canada's proof-of-funds official fee in force that day, not the school facts' copy.
    expect(mcgill).toMatchObject({
      tuition: { status: "unknown" },
      livingCosts: {
        status: "known",
        basis: "government minimum",
        counted: [{ text: "CAD 22895 per year", officialFee: { effectiveFrom: "2025-09-01", checkedOn: "2026-11-23" } }],
      },
      total: null,
    });
    expect(plan.scholarships).toEqual([
      expect.objectContaining({ status: "not counted", id: "scholarship_chevening_scholarships", reason: "It describes what it covers, not a sum of money" }),
      expect.objectContaining({ status: "counted", id: "scholarship_test_yearly", kind: "yearly", totalUsd: 20000 }),
    ]);
    expect(plan.flight).toEqual({ usd: { low: 1000, high: 1000 }, local: { low: 2000, high: 2000 } });
  });

  it("uses no proof-of-funds fee before its figure applies", async () => {
    const plan = await studentFinancialPlan("planner-a", { day: "2025-08-31" });
    expect(plan.schools.find((school) => school.slug === "mcgill-university")?.livingCosts).toEqual({
      status: "unknown",
      reason: "Not found: the school's living costs are not in our verified facts",
    });
  });

  it("for another student shows none of it: no schools, no scholarships, USD", async () => {
    const plan = await studentFinancialPlan("planner-b", { day: "2026-11-23" });
    expect(plan).toMatchObject({ shortlistedSchoolCount: 0, schools: [], scholarships: [], localCurrency: "USD", flight: null });
  });

  it("shows the plan in the profile's local currency until the student picks another on the planner", async () => {
    const student = await registerUser(
      { firstName: "Keisha", lastName: "Ramdial", email: `keisha-${Date.now()}@example.com`, password: "planner password 1" },
      by,
    );
    await updateStudentProfile(
      student.id,
      { firstName: "Keisha", lastName: "Ramdial", careerInterests: [], preferredDestinations: [], cxcResults: [], localCurrency: "TTD" },
      by,
    );
    expect((await studentFinancialPlan(student.id, { day: "2026-11-23" })).localCurrency).toBe("TTD");
    await choosePlannerCurrency(student.id, "JMD", by);
    expect((await studentFinancialPlan(student.id, { day: "2026-11-23" })).localCurrency).toBe("JMD");
  });

  it("lists the up-front costs of the seeded destinations with their sources", async () => {
    const costs = await upfrontCosts();
    expect(costs.find((cost) => cost.id === "usa-f1-visa-fee")).toMatchObject({
      destinationName: "United States",
      amount: 185,
      currency: "USD",
      effectiveFrom: "2023-06-17",
    });
    expect(costs.find((cost) => cost.id === "canada-study-permit-fee")).toMatchObject({ destinationName: "Canada", amount: 150, currency: "CAD" });
  });
});
