import { readdirSync, readFileSync } from "node:fs";

/**
 * Every route that takes a write (a Remix `action`) and every JSON API route,
 * as the fuzz specs call them. `routesNeedingFuzz()` reads
 * app/routes, so a new route with an action, or a new API route, fails the
 * inventory test until it has a row here.
 */

export type CallerKind = "anonymous" | "student" | "admin";

export interface FuzzRoute {
  /** The file in app/routes. */
  file: string;
  /** The address, `:name` for a path parameter; `?index` for an index route's action. */
  path: string;
  /** Who calls it when it works: a student's and an admin's routes are also tried signed out and as a student. */
  caller: CallerKind;
  /** Pages whose forms name the fields this action reads (their `name`s and their intents' values). */
  forms?: string[];
  /**
   * A field that makes every generated body invalid, for actions that would
   * otherwise create public content when a generated body happens to be valid
   * (an admin's article or scholarship): the fuzz then must be refused, always.
   */
  poison?: Record<string, string>;
  /** Intents the fuzz never picks from the forms: they end the caller's session, which the other rows use. */
  spareIntents?: string[];
}

export const FUZZ_ROUTES: readonly FuzzRoute[] = [
  // Anonymous forms and calls.
  { file: "counselors.tsx", path: "/counselors", caller: "anonymous", forms: ["/counselors"] },
  { file: "forgot-password.tsx", path: "/forgot-password", caller: "anonymous", forms: ["/forgot-password"] },
  { file: "login.tsx", path: "/login", caller: "anonymous", forms: ["/login"] },
  { file: "signup.tsx", path: "/signup", caller: "anonymous", forms: ["/signup"] },
  { file: "signup_.confirm.tsx", path: "/signup/confirm", caller: "anonymous" },
  { file: "reset-password.tsx", path: "/reset-password", caller: "anonymous", forms: ["/reset-password?token=x"] },
  { file: "verify-email.tsx", path: "/verify-email", caller: "anonymous" },
  { file: "questionnaire.tsx", path: "/questionnaire", caller: "anonymous", forms: ["/questionnaire"] },
  { file: "api.consultation-requests.ts", path: "/api/consultation-requests", caller: "anonymous" },
  { file: "api.auth.bypass.tsx", path: "/api/auth/bypass", caller: "anonymous" },
  { file: "api.auth.dev-logout.ts", path: "/api/auth/dev-logout", caller: "anonymous" },
  // Signing out ends the session the other rows use, so it is fuzzed signed out.
  { file: "api.logout.tsx", path: "/api/logout", caller: "anonymous" },
  { file: "api.login.ts", path: "/api/login", caller: "anonymous" },
  { file: "api.categories.ts", path: "/api/categories", caller: "anonymous" },
  { file: "api.counselors.ts", path: "/api/counselors", caller: "anonymous" },
  { file: "api.destinations.ts", path: "/api/destinations", caller: "anonymous" },
  { file: "api.destinations.$slug.ts", path: "/api/destinations/:slug", caller: "anonymous" },
  { file: "api.pathways.ts", path: "/api/pathways", caller: "anonymous" },
  { file: "api.pathways.$slug.ts", path: "/api/pathways/:slug", caller: "anonymous" },
  { file: "api.schools.ts", path: "/api/schools", caller: "anonymous" },
  { file: "api.schools.$slug.ts", path: "/api/schools/:slug", caller: "anonymous" },
  { file: "api.search.ts", path: "/api/search", caller: "anonymous" },
  // A student's own pages and calls.
  { file: "api.auth.user.ts", path: "/api/auth/user", caller: "student" },
  { file: "portal.events.tsx", path: "/portal/events", caller: "student", forms: ["/portal/events", "/portal/events?tab=expert"] },
  { file: "portal.exclusive.tsx", path: "/portal/exclusive", caller: "student", forms: ["/portal/exclusive", "/portal/exclusive?tab=expert"] },
  { file: "portal.library.tsx", path: "/portal/library", caller: "student", forms: ["/portal/library"] },
  {
    file: "portal.planner._index.tsx",
    path: "/portal/planner?index",
    caller: "student",
    forms: ["/portal/planner", "/portal/planner?tab=financial", "/portal/planner?tab=vision"],
  },
  { file: "portal.planner.shortlist.tsx", path: "/portal/planner/shortlist", caller: "student", forms: ["/portal/planner/shortlist"] },
  { file: "portal.profile.tsx", path: "/portal/profile", caller: "student", forms: ["/portal/profile"] },
  { file: "portal.saved.tsx", path: "/portal/saved", caller: "student", forms: ["/portal/saved"] },
  // "Tell me when it opens": its form sits on a closed award's page (scholarshipId, redirectTo, intent request or cancel).
  { file: "portal.opening-alerts.tsx", path: "/portal/opening-alerts", caller: "student" },
  {
    file: "portal.settings.tsx",
    path: "/portal/settings",
    caller: "student",
    forms: ["/portal/settings"],
    spareIntents: ["sign-out-everywhere", "sign-out-device"],
  },
  { file: "portal.tasks.tsx", path: "/portal/tasks", caller: "student", forms: ["/portal/tasks", "/portal/tasks?tab=library"] },
  { file: "api.portal.active-checklists.ts", path: "/api/portal/active-checklists", caller: "student" },
  { file: "api.portal.checklist-library.ts", path: "/api/portal/checklist-library", caller: "student" },
  { file: "api.portal.checklists.ts", path: "/api/portal/checklists", caller: "student" },
  { file: "api.portal.events.ts", path: "/api/portal/events", caller: "student" },
  { file: "api.portal.events.$id.register.ts", path: "/api/portal/events/:id/register", caller: "student" },
  { file: "api.portal.events.register.ts", path: "/api/portal/events/register", caller: "student" },
  { file: "api.portal.events.registrations.ts", path: "/api/portal/events/registrations", caller: "student" },
  { file: "api.portal.events.upcoming.ts", path: "/api/portal/events/upcoming", caller: "student" },
  { file: "api.portal.exclusive-events.ts", path: "/api/portal/exclusive-events", caller: "student" },
  { file: "api.portal.expert-questions.ts", path: "/api/portal/expert-questions", caller: "student" },
  { file: "api.portal.profile.ts", path: "/api/portal/profile", caller: "student" },
  { file: "api.portal.saved-articles.ts", path: "/api/portal/saved-articles", caller: "student" },
  { file: "api.portal.saved-content.ts", path: "/api/portal/saved-content", caller: "student" },
  { file: "api.portal.saved-scholarships.ts", path: "/api/portal/saved-scholarships", caller: "student" },
  { file: "api.portal.shortlist.ts", path: "/api/portal/shortlist", caller: "student" },
  { file: "api.portal.vision-boards.ts", path: "/api/portal/vision-boards", caller: "student" },
  // An admin's pages and calls (e2e/admin-fuzz.spec.ts: they run after the public specs).
  {
    file: "admin.articles.new.tsx",
    path: "/admin/articles/new",
    caller: "admin",
    forms: ["/admin/articles/new"],
    poison: { readTime: "-5" },
  },
  {
    file: "admin.articles.$id.edit.tsx",
    path: "/admin/articles/:id/edit",
    caller: "admin",
    forms: ["/admin/articles/new"],
    poison: { readTime: "-5" },
  },
  { file: "admin.articles.$id.history.tsx", path: "/admin/articles/:id/history", caller: "admin" },
  { file: "admin.scholarships.$id.history.tsx", path: "/admin/scholarships/:id/history", caller: "admin" },
  { file: "admin.articles._index.tsx", path: "/admin/articles?index", caller: "admin", forms: ["/admin/articles"] },
  { file: "admin.articles.preview.ts", path: "/admin/articles/preview", caller: "admin" },
  { file: "admin.inbox.consultations.tsx", path: "/admin/inbox/consultations", caller: "admin", forms: ["/admin/inbox/consultations"] },
  { file: "admin.inbox.questions.tsx", path: "/admin/inbox/questions", caller: "admin", forms: ["/admin/inbox/questions"] },
  { file: "admin.operations.tsx", path: "/admin/operations", caller: "admin", forms: ["/admin/operations"] },
  // The second factor's pages: an admin's (a student's account has none), already passed by the fuzzing admin.
  { file: "two-factor._index.tsx", path: "/two-factor", caller: "admin" },
  { file: "two-factor.setup.tsx", path: "/two-factor/setup", caller: "admin" },
  {
    file: "admin.scholarships.new.tsx",
    path: "/admin/scholarships/new",
    caller: "admin",
    forms: ["/admin/scholarships/new"],
    poison: { deadline: "2026-13-45" },
  },
  {
    file: "admin.scholarships.$id.edit.tsx",
    path: "/admin/scholarships/:id/edit",
    caller: "admin",
    forms: ["/admin/scholarships/new"],
    poison: { deadline: "2026-13-45" },
  },
  { file: "admin.scholarships._index.tsx", path: "/admin/scholarships?index", caller: "admin", forms: ["/admin/scholarships"] },
  { file: "admin.schools.new.tsx", path: "/admin/schools/new", caller: "admin", forms: ["/admin/schools/new"], poison: { established: "12345" } },
  { file: "admin.schools.$id.edit.tsx", path: "/admin/schools/:id/edit", caller: "admin", forms: ["/admin/schools/new"], poison: { established: "12345" } },
  { file: "admin.schools.$id.history.tsx", path: "/admin/schools/:id/history", caller: "admin" },
  // A form post carries no file here, so every fuzzed import is refused.
  { file: "admin.import.tsx", path: "/admin/import", caller: "admin", forms: ["/admin/import"] },
  // Destinations and pathways: poisoned so a generated body never changes what students read.
  {
    file: "admin.destinations.$id.edit.tsx",
    path: "/admin/destinations/:id/edit",
    caller: "admin",
    forms: ["/admin/destinations/dest_ireland/edit"],
    poison: { imageUrl: "ftp://example.com/x.png" },
  },
  { file: "admin.destinations.$id.history.tsx", path: "/admin/destinations/:id/history", caller: "admin" },
  {
    file: "admin.destinations.new.tsx",
    path: "/admin/destinations/new",
    caller: "admin",
    forms: ["/admin/destinations/new"],
    poison: { imageUrl: "ftp://example.com/x.png" },
  },
  { file: "admin.pathways.new.tsx", path: "/admin/pathways/new", caller: "admin", forms: ["/admin/pathways/new"], poison: { color: "red" } },
  { file: "admin.pathways.$id.edit.tsx", path: "/admin/pathways/:id/edit", caller: "admin", forms: ["/admin/pathways/new"], poison: { color: "red" } },
  { file: "admin.pathways.$id.history.tsx", path: "/admin/pathways/:id/history", caller: "admin" },
  // Programmes: a two-letter currency is never valid, so a generated body never changes what students read.
  { file: "admin.programmes.new.tsx", path: "/admin/programmes/new", caller: "admin", forms: ["/admin/programmes/new"], poison: { feeCurrency: "US" } },
  {
    file: "admin.programmes.$id.edit.tsx",
    path: "/admin/programmes/:id/edit",
    caller: "admin",
    forms: ["/admin/programmes/new"],
    poison: { feeCurrency: "US" },
  },
  { file: "admin.programmes.$id.history.tsx", path: "/admin/programmes/:id/history", caller: "admin" },
  // Official fees and exchange rates: a valid fuzz body would change what students read, so each is poisoned with an impossible date.
  {
    file: "admin.official-fees.new.tsx",
    path: "/admin/official-fees/new",
    caller: "admin",
    forms: ["/admin/official-fees/new"],
    poison: { checkedOn: "2026-13-45" },
  },
  {
    file: "admin.official-fees.$id.edit.tsx",
    path: "/admin/official-fees/:id/edit",
    caller: "admin",
    forms: ["/admin/official-fees/new"],
    poison: { checkedOn: "2026-13-45" },
  },
  { file: "admin.official-fees.$id.history.tsx", path: "/admin/official-fees/:id/history", caller: "admin" },
  { file: "admin.exchange-rates.tsx", path: "/admin/exchange-rates", caller: "admin", forms: ["/admin/exchange-rates"], poison: { asOf: "2026-13-45" } },
  // A start in the past makes every generated event refused (an admin's event is public to students).
  { file: "admin.events.new.tsx", path: "/admin/events/new", caller: "admin", forms: ["/admin/events/new"], poison: { startsAt: "2001-01-01T10:00" } },
  {
    file: "admin.events.$id.edit.tsx",
    path: "/admin/events/:id/edit",
    caller: "admin",
    forms: ["/admin/events/new"],
    poison: { startsAt: "2001-01-01T10:00" },
  },
  { file: "admin.events.$id.history.tsx", path: "/admin/events/:id/history", caller: "admin" },
  // No form to read: the cancel confirmation shows only after choosing an event; the fuzz's ids name none.
  { file: "admin.events._index.tsx", path: "/admin/events?index", caller: "admin" },
  {
    file: "admin.counselors.new.tsx",
    path: "/admin/counselors/new",
    caller: "admin",
    forms: ["/admin/counselors/new"],
    poison: { capacity: "0" },
  },
  {
    file: "admin.counselors.$id.edit.tsx",
    path: "/admin/counselors/:id/edit",
    caller: "admin",
    forms: ["/admin/counselors/new"],
    poison: { capacity: "0" },
  },
  { file: "admin.counselors.$id.history.tsx", path: "/admin/counselors/:id/history", caller: "admin" },
  { file: "api.admin.articles.ts", path: "/api/admin/articles", caller: "admin" },
  { file: "api.admin.articles.$id.ts", path: "/api/admin/articles/:id", caller: "admin" },
  { file: "api.admin.scholarships.$id.ts", path: "/api/admin/scholarships/:id", caller: "admin" },
  // Public reads whose writes are an admin's.
  { file: "api.articles.ts", path: "/api/articles", caller: "admin", poison: { readTime: "-5" } },
  { file: "api.articles.$slug.ts", path: "/api/articles/:slug", caller: "admin", poison: { readTime: "-5" } },
  { file: "api.scholarships.ts", path: "/api/scholarships", caller: "admin", poison: { deadline: "2026-13-45" } },
  { file: "api.scholarships.$id.ts", path: "/api/scholarships/:id", caller: "admin", poison: { deadline: "2026-13-45" } },
];

const ACTION_EXPORT = /export\s+(?:async\s+)?(?:function|const)\s+action\b/;

/** The route files that must be fuzzed: every one with an action, and every API route. */
export function routesNeedingFuzz(routesDirectory = "app/routes"): string[] {
  return readdirSync(routesDirectory)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => file.startsWith("api.") || ACTION_EXPORT.test(readFileSync(`${routesDirectory}/${file}`, "utf8")))
    .sort();
}
