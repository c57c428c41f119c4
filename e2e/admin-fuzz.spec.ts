import { randomUUID } from "node:crypto";
import { expect, javaScriptEnabled, test } from "./fixtures.ts";
import { anonymousCaller, anotherStudentsIds, type Caller, FUZZ_RUNS, formFields, fuzzRoute, signedInCaller, UNKNOWN } from "./fuzz-helpers.ts";
import { FUZZ_ROUTES } from "./fuzz-routes.ts";

/*
 * Generated bad input for an admin's routes (e2e/fuzz.spec.ts has the others):
 * run in the admin projects, after the public specs, since an accepted admin
 * write changes what public pages show. Ids to try are the fuzz admin's own
 * draft article and inactive scholarship, never seeded content, and bodies to
 * the create and edit routes carry a field that makes them invalid (`poison`).
 */

test.skip(() => !javaScriptEnabled(), "HTTP requests only: once is enough");

let callers: { anonymous: Caller; student: Caller; admin: Caller };
let ownIds: string[];
let othersIds: string[];

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInCaller(playwright, "admin");
  callers = { anonymous: await anonymousCaller(playwright), student: await signedInCaller(playwright, "student"), admin };
  othersIds = await anotherStudentsIds(playwright);
  const origin = { Origin: new URL(test.info().project.use.baseURL!).origin };
  const word = `fuzz${randomUUID().slice(0, 8)}`;
  const article = await admin.request.post("/api/articles", { data: { title: `Fuzz draft ${word}`, content: "Draft.", isPublished: false }, headers: origin });
  expect(article.status(), await article.text()).toBe(201);
  const scholarship = await admin.request.post("/api/scholarships", {
    data: { title: `Fuzz award ${word}`, description: "Inactive.", provider: "Fuzz fund", isActive: false },
    headers: origin,
  });
  expect(scholarship.status(), await scholarship.text()).toBe(201);
  const { id: articleId, slug } = (await article.json()) as { id: string; slug: string };
  ownIds = [articleId, slug, ((await scholarship.json()) as { id: string }).id];
});

test.afterAll(async () => {
  for (const caller of Object.values(callers ?? {})) await caller.request.dispose();
});

for (const route of FUZZ_ROUTES.filter((row) => row.caller === "admin")) {
  test(`${route.path} (${route.file}): generated bad input never answers 5xx and a refusal writes nothing`, async () => {
    test.setTimeout(30_000 + FUZZ_RUNS * 3_000);
    const fields = await formFields(callers.admin, route.forms ?? []);
    await fuzzRoute(route, callers, { ...fields, ids: [...UNKNOWN, ...othersIds, ...ownIds] });
  });
}
