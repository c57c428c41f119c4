import { expect, javaScriptEnabled, test } from "./fixtures.ts";
import { anonymousCaller, anotherStudentsIds, type Caller, FUZZ_RUNS, formFields, fuzzRoute, signedInCaller, UNKNOWN } from "./fuzz-helpers.ts";
import { FUZZ_ROUTES, routesNeedingFuzz } from "./fuzz-routes.ts";

/*
 * Every action and API call a visitor or a student makes,
 * fed generated bad input (e2e/fuzz-helpers.ts): never a 5xx, and nothing
 * written when refused. HTTP only, so it runs once, in the "js" project; the
 * admin's routes run in e2e/admin-fuzz.spec.ts, after the public specs.
 */

test.skip(() => !javaScriptEnabled(), "HTTP requests only: once is enough");

test("every route with an action and every API route has a row in the fuzz table", () => {
  expect(FUZZ_ROUTES.map((route) => route.file).sort()).toEqual(routesNeedingFuzz());
});

let callers: { anonymous: Caller; student: Caller; admin: Caller };
let othersIds: string[];

test.beforeAll(async ({ playwright }) => {
  const student = await signedInCaller(playwright, "student");
  // No admin on these rows: they are a student's at most.
  callers = { anonymous: await anonymousCaller(playwright), student, admin: student };
  othersIds = await anotherStudentsIds(playwright);
});

test.afterAll(async () => {
  await callers?.anonymous.request.dispose();
  await callers?.student.request.dispose();
});

for (const route of FUZZ_ROUTES.filter((row) => row.caller !== "admin")) {
  test(`${route.path} (${route.file}): generated bad input never answers 5xx and a refusal writes nothing`, async () => {
    test.setTimeout(30_000 + FUZZ_RUNS * 3_000);
    const fields = await formFields(callers[route.caller], route.forms ?? []);
    const choices = fields.choices.filter((choice) => !route.spareIntents?.includes(choice));
    await fuzzRoute(route, callers, { ...fields, choices, ids: [...UNKNOWN, ...othersIds] });
  });
}
