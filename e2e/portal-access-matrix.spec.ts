import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_EVENTS } from "../infra/testing/e2e-content.ts";
import { makeAdmin } from "./admin-helpers.ts";
import { expect, ONCE, signUp, test } from "./fixtures.ts";

/*
 * The portal's access matrix: every portal page, API call and action,
 * walked as anonymous, student A, student B and an admin. Only A may read or
 * change A's items; everyone else gets 401 (signed out) or 404 (another
 * student's id), and A's items are unchanged afterwards.
 */

const PAGES = [
  "/portal/dashboard",
  "/portal/saved",
  "/portal/library",
  "/portal/planner",
  "/portal/planner?tab=financial",
  "/portal/planner?tab=vision",
  "/portal/planner/shortlist",
  "/portal/profile",
  "/portal/settings",
  "/portal/exclusive",
  "/portal/events",
  "/portal/exclusive?tab=expert",
  "/portal/events?tab=expert",
  "/portal/tasks",
  "/portal/tasks?tab=library",
];

const APIS = [
  "/api/portal/profile",
  "/api/portal/saved-content",
  "/api/portal/saved-articles",
  "/api/portal/saved-scholarships",
  "/api/portal/shortlist",
  "/api/portal/vision-boards",
  "/api/portal/events",
  "/api/portal/events/upcoming",
  "/api/portal/events/registrations",
  "/api/portal/exclusive-events",
  "/api/portal/expert-questions",
  "/api/portal/checklists",
  "/api/portal/active-checklists",
  "/api/portal/checklist-library",
];

interface Items {
  savedItemId: string;
  scholarshipId: string;
  schoolIds: [string, string];
  boardId: string;
  checklistId: string;
  taskId: string;
}

/** What A's own API calls answer: the snapshot that must not change when others try A's ids. */
async function snapshot(request: APIRequestContext) {
  const [saved, shortlist, boards, questions, checklists] = await Promise.all(
    ["/api/portal/saved-content", "/api/portal/shortlist", "/api/portal/vision-boards", "/api/portal/expert-questions", "/api/portal/active-checklists"].map(
      async (path) => (await request.get(path)).json(),
    ),
  );
  return { saved, shortlist, boards, questions, checklists };
}

/** The actions that name one of A's items, as a forged form would post them. */
function actionsOn(items: Items): { path: string; form: Record<string, string> }[] {
  const [school] = items.schoolIds;
  return [
    { path: "/portal/saved", form: { intent: "note", itemId: items.savedItemId, notes: "Not yours" } },
    { path: "/portal/saved", form: { intent: "status", itemId: items.savedItemId, status: "applied" } },
    { path: "/portal/saved", form: { intent: "remove", itemId: items.savedItemId } },
    { path: "/portal/planner/shortlist", form: { intent: "status", schoolId: school, status: "applied" } },
    { path: "/portal/planner/shortlist", form: { intent: "priority", schoolId: school, priority: "top_choice" } },
    { path: "/portal/planner/shortlist", form: { intent: "notes", schoolId: school, notes: "Not yours" } },
    { path: "/portal/planner/shortlist", form: { intent: "remove", schoolId: school } },
    { path: "/portal/planner?tab=vision", form: { intent: "revise-board", boardId: items.boardId, title: "Not yours", description: "", items: "" } },
    { path: "/portal/planner?tab=vision", form: { intent: "delete-board", boardId: items.boardId } },
    { path: "/portal/tasks?tab=active", form: { intent: "toggle", checklistId: items.checklistId, taskId: items.taskId, completed: "true" } },
    { path: "/portal/tasks?tab=active", form: { intent: "add-task", checklistId: items.checklistId, title: "Not yours" } },
  ];
}

/** An upcoming event on any day the suite runs (an e2e-only one: the seeded programme's dates pass). */
const UPCOMING_EVENT_ID = E2E_EVENTS.webinar.eventId;

/** Actions that change only the signed-in student's own things: signed out they must answer 401. */
const OWN_ACTIONS: { path: string; form: Record<string, string> }[] = [
  { path: "/portal/saved", form: { intent: "save", contentType: "scholarship", contentId: "x" } },
  { path: "/portal/planner/shortlist", form: { intent: "add", schoolId: "x" } },
  { path: "/portal/planner?tab=vision", form: { intent: "create-board", title: "Mine", description: "", items: "" } },
  { path: "/portal/planner?tab=financial", form: { intent: "currency", currency: "JMD" } },
  { path: "/portal/profile", form: { firstName: "Anon" } },
  { path: "/portal/settings", form: { intent: "notifications" } },
  { path: "/portal/exclusive", form: { intent: "register", eventId: UPCOMING_EVENT_ID } },
  { path: "/portal/events", form: { intent: "register", eventId: UPCOMING_EVENT_ID } },
  { path: "/portal/settings", form: { intent: "reset-calendar-feed" } },
  { path: "/portal/exclusive?tab=expert", form: { intent: "ask-expert", category: "general", question: "Mine" } },
  { path: "/portal/events?tab=expert", form: { intent: "ask-expert", question: "Mine" } },
  { path: "/portal/tasks?tab=active", form: { intent: "activate", templateId: "checklist_x" } },
];

async function studentWithItems(page: Page): Promise<Items> {
  await signUp(page);
  const request = page.request;
  const scholarships: { id: string }[] = await (await request.get("/api/scholarships")).json();
  const schools: { id: string }[] = await (await request.get("/api/schools?destinationId=dest_canada")).json();
  const scholarshipId = scholarships[0]!.id;
  const schoolIds: [string, string] = [schools[0]!.id, schools[1]!.id];
  expect((await request.post("/portal/saved", { form: { intent: "save", contentType: "scholarship", contentId: scholarshipId } })).status()).toBe(200);
  for (const schoolId of schoolIds) expect((await request.post("/portal/planner/shortlist", { form: { intent: "add", schoolId } })).status()).toBeLessThan(400);
  const created = await request.post("/portal/planner?tab=vision", {
    form: { intent: "create-board", title: "Study medicine in Canada", description: "", items: "" },
  });
  expect(created.status()).toBeLessThan(400);
  expect(
    (await request.post("/portal/exclusive?tab=expert", { form: { intent: "ask-expert", category: "general", question: "Only mine to read" } })).status(),
  ).toBe(200);
  const saved: { id: string }[] = await (await request.get("/api/portal/saved-content")).json();
  const boards: { id: string }[] = await (await request.get("/api/portal/vision-boards")).json();
  expect(saved).toHaveLength(1);
  expect(boards).toHaveLength(1);
  const templates: { id: string }[] = await (await request.get("/api/portal/checklist-library")).json();
  expect((await request.post("/portal/tasks?tab=active", { form: { intent: "activate", templateId: templates[0]!.id } })).status()).toBe(200);
  const checklists: { id: string; tasks: { id: string }[] }[] = await (await request.get("/api/portal/active-checklists")).json();
  expect(checklists).toHaveLength(1);
  return { savedItemId: saved[0]!.id, scholarshipId, schoolIds, boardId: boards[0]!.id, checklistId: checklists[0]!.id, taskId: checklists[0]!.tasks[0]!.id };
}

async function newSignedInPage(browser: Browser, clientIp: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  await signUp(page);
  return page;
}

test("anonymous: every portal page says Access Denied (401), every API call and action answers 401 and writes nothing", ONCE, async ({ page, request }) => {
  const items = await studentWithItems(page);
  const before = await snapshot(page.request);
  const anonymous = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const visitor = await anonymous.newPage();
    for (const path of PAGES) {
      const response = await visitor.goto(path);
      expect(response?.status(), path).toBe(401);
      await expect(visitor.getByRole("heading", { level: 1, name: "Access Denied" }), path).toBeVisible();
    }
  } finally {
    await anonymous.close();
  }
  for (const path of APIS) {
    const response = await request.get(path, { headers: { Cookie: "" } });
    expect(response.status(), path).toBe(401);
    expect(await response.json(), path).toEqual({ error: { message: expect.any(String) } });
  }
  for (const action of [...actionsOn(items), ...OWN_ACTIONS]) {
    const response = await request.post(action.path, { form: action.form, headers: { Cookie: "" }, maxRedirects: 0 });
    expect(response.status(), `${action.path} ${action.form.intent}`).toBe(401);
  }
  expect(await snapshot(page.request)).toEqual(before);
});

test(
  "student A reads every page and API call; student B and an admin get 404 for A's ids and see none of A's items",
  ONCE,
  async ({ page, browser, clientIp }) => {
    test.slow();
    const items = await studentWithItems(page);
    for (const path of PAGES) expect((await page.request.get(path)).status(), path).toBe(200);
    for (const path of APIS) expect((await page.request.get(path)).status(), path).toBe(200);
    expect((await page.request.get(`/portal/planner/shortlist/compare?school=${items.schoolIds[0]}&school=${items.schoolIds[1]}`)).status()).toBe(200);
    expect((await page.request.get(`/portal/planner?tab=vision&board=${items.boardId}`)).status()).toBe(200);
    const before = await snapshot(page.request);

    const studentB = await newSignedInPage(browser, clientIp);
    const admin = await newSignedInPage(browser, clientIp);
    await makeAdmin(admin);

    for (const other of [studentB, admin]) {
      const who = other === admin ? "admin" : "student B";
      for (const path of PAGES) expect((await other.request.get(path)).status(), `${who} ${path}`).toBe(200);
      const theirs = await snapshot(other.request);
      expect(theirs, `${who} sees none of A's items`).toEqual({ saved: [], shortlist: [], boards: [], questions: [], checklists: [] });
      for (const action of actionsOn(items)) {
        const response = await other.request.post(action.path, { form: action.form, maxRedirects: 0 });
        expect(response.status(), `${who} ${action.path} ${action.form.intent}`).toBe(404);
      }
      expect((await other.request.get(`/portal/planner/shortlist/compare?school=${items.schoolIds[0]}&school=${items.schoolIds[1]}`)).status(), who).toBe(404);
      expect((await other.request.get(`/portal/planner?tab=vision&board=${items.boardId}`)).status(), who).toBe(404);
      await other.context().close();
    }
    expect(await snapshot(page.request)).toEqual(before);
  },
);

test("anonymous: registering through the API answers 401 and registers no one", ONCE, async ({ request }) => {
  for (const [path, data] of [
    [`/api/portal/events/${UPCOMING_EVENT_ID}/register`, undefined],
    ["/api/portal/events/register", { eventId: UPCOMING_EVENT_ID }],
  ] as const) {
    const response = await request.post(path, { data, headers: { Cookie: "" } });
    expect(response.status(), path).toBe(401);
    expect(await response.json(), path).toEqual({ error: { message: expect.any(String) } });
  }
});
