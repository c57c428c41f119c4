import { randomInt, randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import fc from "fast-check";

import { authenticatorCode } from "./admin-helpers.ts";
import { emailedLink, expect, newStudent, SIGN_UP_SUBJECT, test } from "./fixtures.ts";
import type { CallerKind, FuzzRoute } from "./fuzz-routes.ts";
import { createPostgres } from "../infra/testing/raw-sql.ts";

/**
 * Generated bad input for every action and API call: each
 * request must answer below 500, and a request refused (4xx) must append no
 * event. Events carry the request id the client sends (`X-Request-Id`), so a
 * refused request's own writes are found even while other specs write.
 *
 * `FUZZ_RUNS` (default 15) is the number of generated requests per route;
 * `FUZZ_SEED` replays a failing run.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const LIMIT = 1024 * 1024;

export interface Caller {
  kind: CallerKind;
  request: APIRequestContext;
  /** The signed-in user's id: the actor of every event they cause. */
  userId: string | null;
}

type Sql = ReturnType<typeof createPostgres>;

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const baseURL = () => test.info().project.use.baseURL!;
const sameOrigin = () => new URL(baseURL()).origin;

export async function anonymousCaller(playwright: PlaywrightWorkerArgs["playwright"]): Promise<Caller> {
  return { kind: "anonymous", request: await playwright.request.newContext({ baseURL: baseURL() }), userId: null };
}

/** A new student, signed up through the real form; `admin` also makes them an admin, as an operator would. */
export async function signedInCaller(playwright: PlaywrightWorkerArgs["playwright"], kind: "student" | "admin"): Promise<Caller> {
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  const student = newStudent();
  const signedUp = await request.post("/signup", {
    form: { firstName: student.firstName, lastName: student.lastName, email: student.email, password: student.password },
    headers: { Origin: sameOrigin(), "X-Forwarded-For": randomIp() },
    maxRedirects: 0,
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const token = new URL(await emailedLink(student.email, SIGN_UP_SUBJECT), sameOrigin()).searchParams.get("token")!;
  const confirmed = await request.post("/signup/confirm", { form: { token }, headers: { Origin: sameOrigin() }, maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  if (kind === "admin") {
    const made = spawnSync("node_modules/.bin/tsx", ["workers/cli/admin-create.ts", student.email], { env: process.env, encoding: "utf8" });
    expect(made.stdout).toContain("is now an admin");
    // An admin's session counts as one once it passed the second factor: enrol as the page asks.
    const setup = await (await request.get("/two-factor/setup")).text();
    const key = /<code class="setup-key">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1]?.replace(/ /g, "");
    expect(key, "the setup key on /two-factor/setup").toBeTruthy();
    const enrolled = await request.post("/two-factor/setup", {
      form: { code: authenticatorCode(key!) },
      headers: { Origin: sameOrigin(), "X-Forwarded-For": randomIp() },
      maxRedirects: 0,
    });
    expect(await enrolled.text()).toContain("Save your recovery codes");
  }
  const user: { id: string; isAdmin: boolean } = await (await request.get("/api/auth/user")).json();
  expect(user.isAdmin).toBe(kind === "admin");
  return { kind, request, userId: user.id };
}

/** Values another student's items are known by, to try as ids: their saved item, vision board, checklist and task. */
export async function anotherStudentsIds(playwright: PlaywrightWorkerArgs["playwright"]): Promise<string[]> {
  const other = await signedInCaller(playwright, "student");
  const post = (path: string, form: Record<string, string>) => other.request.post(path, { form, headers: { Origin: sameOrigin() } });
  const read = async <T>(path: string): Promise<T> => (await other.request.get(path)).json() as Promise<T>;
  try {
    const [scholarship] = await read<{ id: string }[]>("/api/scholarships");
    expect((await post("/portal/saved", { intent: "save", contentType: "scholarship", contentId: scholarship!.id })).status()).toBe(200);
    expect((await post("/portal/planner?tab=vision", { intent: "create-board", title: "Their board", description: "", items: "" })).status()).toBeLessThan(400);
    const [template] = await read<{ id: string }[]>("/api/portal/checklist-library");
    expect((await post("/portal/tasks?tab=active", { intent: "activate", templateId: template!.id })).status()).toBe(200);
    const saved = await read<{ id: string }[]>("/api/portal/saved-content");
    const boards = await read<{ id: string }[]>("/api/portal/vision-boards");
    const checklists = await read<{ id: string; tasks: { id: string }[] }[]>("/api/portal/active-checklists");
    return [saved[0]!.id, boards[0]!.id, checklists[0]!.id, checklists[0]!.tasks[0]!.id, other.userId!];
  } finally {
    await other.request.dispose();
  }
}

/** The field names (and the values of fields that pick an action, such as `intent`) of the forms on these pages. */
export async function formFields(caller: Caller, pages: readonly string[]): Promise<{ names: string[]; choices: string[] }> {
  const names = new Set<string>();
  const choices = new Set<string>();
  for (const page of pages) {
    const html = await (await caller.request.get(page)).text();
    for (const [tag] of html.matchAll(/<(?:input|button|select|textarea)\b[^>]*>/g)) {
      const name = /\sname="([^"]*)"/.exec(tag)?.[1];
      if (!name) continue;
      names.add(decodeHtml(name));
      const value = /\svalue="([^"]*)"/.exec(tag)?.[1];
      if (value !== undefined && /^(?:intent|_action|step|tab|contentType|status|priority|currency|category)$/.test(name)) choices.add(decodeHtml(value));
    }
    for (const [, value] of html.matchAll(/<option\b[^>]*\svalue="([^"]*)"/g)) choices.add(decodeHtml(value!));
  }
  return { names: [...names], choices: [...choices] };
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

// ---------------------------------------------------------------- generated input

/** A string too long to print in a counterexample: built when sent. */
interface Huge {
  huge: number;
}
type FieldValue = string | Huge;

/** Lone surrogates stay in bodies (as the bytes a broken client sends); an address can only carry well-formed text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd"));

const text = (value: FieldValue): string => (typeof value === "string" ? value : "a".repeat(value.huge));

const HOSTILE = [
  "",
  " ",
  "   \t ",
  "\u0000",
  "a\u0000b",
  "\u0007",
  "\u001b[31mred",
  "\u007f",
  "\u202eevil",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "🦜🇹🇹👩🏽‍🎓",
  "Z̷̡̛a̴l̸g̵o̶",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "' OR '1'='1",
  "'; drop table events; --",
  "1; select pg_sleep(0)",
  "\\",
  "%",
  "%00",
  "%zz",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0",
  "0",
  "1e309",
  "-1e309",
  "9007199254740993",
  "99999999999999999999999999",
  "0x10",
  "1.5",
  "null",
  "undefined",
  "true",
  "false",
  "on",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-45",
  "not-an-email",
  "a@b",
  "https://evil.example/",
  "http://localhost/",
];

/** Known names of fields and JSON keys across the app's forms and API bodies. */
const KNOWN_FIELDS = [
  "intent",
  "id",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "firstName",
  "lastName",
  "redirectTo",
  "token",
  "name",
  "phone",
  "message",
  "counselorId",
  "studentName",
  "studentEmail",
  "studentPhone",
  "areaOfInterest",
  "currentEducationLevel",
  "preferredContactMethod",
  "requestKey",
  "step",
  "eventId",
  "question",
  "category",
  "askedFrom",
  "answer",
  "answeredBy",
  "itemId",
  "contentType",
  "contentId",
  "notes",
  "status",
  "priority",
  "schoolId",
  "boardId",
  "title",
  "description",
  "items",
  "checklistId",
  "taskId",
  "templateId",
  "completed",
  "dueDate",
  "currency",
  "flightCost",
  "slug",
  "excerpt",
  "content",
  "imageUrl",
  "categoryId",
  "destinationId",
  "pathwayId",
  "readTime",
  "isPublished",
  "isFeatured",
  "isActive",
  "expectedVersion",
  "version",
  "provider",
  "amount",
  "deadline",
  "applicationUrl",
  "sourceUrl",
  "eligibilityCriteria",
  "projection",
  "jobId",
  "queue",
  "confirm",
  "__proto__",
];

const KNOWN_QUERY = [
  "q",
  "page",
  "limit",
  "offset",
  "featured",
  "closed",
  "destinationId",
  "pathwayId",
  "category",
  "status",
  "counselor",
  "tab",
  "board",
  "school",
  "delete",
  "redirectTo",
  "token",
  "index",
  "_data",
];

/** Ids of nothing at all, and of things that exist but are not the caller's to change. */
const UNKNOWN_IDS = [
  randomUUID(),
  "00000000-0000-0000-0000-000000000000",
  "article_x",
  "scholarship_x",
  "dest_mars",
  "e2e-past-webinar",
  "checklist_x",
  "0",
  "-1",
];

export interface ValuePools {
  /** Field names this route's forms use. */
  names: readonly string[];
  /** Values that pick an action (intents, options). */
  choices: readonly string[];
  /** Ids to try: unknown ones, another student's, the caller's own. */
  ids: readonly string[];
}

function stringArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE), fc.nat({ max: 3000 })).map(([piece, times]) => piece.repeat(times)) },
  );
}

function valueArbitrary(pools: ValuePools): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    { weight: 6, arbitrary: stringArbitrary() },
    { weight: 3, arbitrary: fc.constantFrom(...pools.choices, "x") },
    { weight: 3, arbitrary: fc.constantFrom(...pools.ids) },
    // Within the 1 MiB body limit, and over it.
    { weight: 1, arbitrary: fc.constantFrom<Huge>({ huge: 64 * 1024 }, { huge: LIMIT - 4096 }, { huge: LIMIT + 1 }) },
  );
}

function nameArbitrary(pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pools.names, ...KNOWN_FIELDS) },
    { weight: 1, arbitrary: stringArbitrary() },
    { weight: 1, arbitrary: fc.constantFrom("a[b]", "a.b", "a[]", "", "=", "&", "name\u0000") },
  );
}

type Pairs = [string, FieldValue][];

function pairsArbitrary(pools: ValuePools): fc.Arbitrary<Pairs> {
  // Duplicated names come from the small name pool; a known intent comes first more often than not.
  return fc
    .tuple(fc.option(fc.constantFrom(...pools.choices, "x"), { freq: 3 }), fc.array(fc.tuple(nameArbitrary(pools), valueArbitrary(pools)), { maxLength: 10 }))
    .map(([intent, pairs]) => (intent === null ? pairs : [["intent", intent] as [string, FieldValue], ...pairs]));
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function jsonArbitrary(pools: ValuePools): fc.Arbitrary<JsonValue> {
  const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
    stringArbitrary(),
    fc.constantFrom(...pools.ids, ...pools.choices),
    fc.double(),
    fc.integer(),
    fc.constantFrom(-1, 0, 1, 2 ** 53, -(2 ** 31), 1e308),
    fc.boolean(),
    fc.constant(null),
  );
  const value = fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue> });
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...pools.names, ...KNOWN_FIELDS), value, { maxKeys: 10 }) },
    { weight: 1, arbitrary: value },
    { weight: 1, arbitrary: fc.array(value, { maxLength: 4 }) },
  );
}

/** A body as sent: its declared content type (none when undefined) and its bytes. */
interface Body {
  kind: string;
  contentType?: string;
  build: () => Buffer;
}

/** A body as a counterexample prints it: its kind, content type and first bytes. */
function describedBody(body: Body): Body {
  return Object.assign(body, {
    [fc.toStringMethod]: () => {
      const bytes = body.build();
      return `${body.kind} (${body.contentType ?? "no content type"}, ${bytes.length} bytes): ${JSON.stringify(bytes.subarray(0, 300).toString("latin1"))}`;
    },
  });
}

function urlencoded(pairs: Pairs): Buffer {
  return Buffer.from(pairs.map(([name, value]) => `${encode(name)}=${encode(text(value))}`).join("&"));
}

function multipart(pairs: Pairs, boundary: string, { file }: { file: boolean }): Buffer {
  const parts = pairs.map(([name, value], index) => {
    const filePart = file && index % 2 === 1 ? `; filename="${name}.txt"\r\nContent-Type: application/octet-stream` : "";
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"${filePart}\r\n\r\n${text(value)}\r\n`;
  });
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

function withPoison(pairs: Pairs, poison: Record<string, string> | undefined): Pairs {
  if (!poison) return pairs;
  return [...pairs.filter(([name]) => !(name in poison)), ...Object.entries(poison)];
}

function bodyArbitrary(pools: ValuePools, poison: Record<string, string> | undefined): fc.Arbitrary<Body> {
  const pairs = pairsArbitrary(pools).map((generated) => withPoison(generated, poison));
  const json = jsonArbitrary(pools).map((value) =>
    poison && typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value, ...poison } : value,
  );
  const raw = (kind: string, contentType: string | undefined, bytes: string | Buffer): Body => ({
    kind,
    contentType,
    build: () => (typeof bytes === "string" ? Buffer.from(bytes) : bytes),
  });
  const bodies = fc.oneof(
    { weight: 5, arbitrary: pairs.map((p): Body => ({ kind: "urlencoded", contentType: "application/x-www-form-urlencoded", build: () => urlencoded(p) })) },
    {
      weight: 3,
      arbitrary: fc.tuple(pairs, fc.boolean()).map(([p, file]): Body => ({
        kind: "multipart",
        contentType: "multipart/form-data; boundary=fuzzboundary",
        build: () => multipart(p, "fuzzboundary", { file }),
      })),
    },
    { weight: 5, arbitrary: json.map((value): Body => ({ kind: "json", contentType: "application/json", build: () => Buffer.from(JSON.stringify(value)) })) },
    // Malformed and mislabelled bodies.
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          raw("malformed json", "application/json", '{"title": '),
          raw("json with NaN", "application/json", '{"readTime": NaN, "expectedVersion": Infinity}'),
          raw("json beyond doubles", "application/json", '{"readTime": 1e999, "expectedVersion": -1e999, "amount": -0}'),
          raw("json with NUL", "application/json", '{"title": "a\\u0000b"}'),
          raw("json not utf-8", "application/json", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
          raw("json duplicated keys", "application/json", '{"intent":"x","intent":"delete","id":"a","id":"b"}'),
          raw("deep json", "application/json", `${"[".repeat(5000)}${"]".repeat(5000)}`),
          raw("very deep json", "application/json", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`),
          raw("deepest json", "application/json", `${"[".repeat(500_000)}${"]".repeat(500_000)}`),
          raw("broken urlencoded", "application/x-www-form-urlencoded", "a=%zz&%E0%A4%A=b&&==&intent"),
          raw("urlencoded not utf-8", "application/x-www-form-urlencoded", Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc3])),
          raw("multipart without boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'),
          raw("multipart wrong boundary", "multipart/form-data; boundary=other", multipart([["intent", "x"]], "fuzzboundary", { file: false })),
          raw("multipart truncated", "multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave'),
          raw("multipart nameless", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n"),
          raw("text", "text/plain", "intent=delete"),
          raw("xml", "application/xml", "<intent>delete</intent>"),
          raw("octets", "application/octet-stream", Buffer.from([0, 1, 2, 255])),
          raw("unlabelled", undefined, "intent=delete"),
          raw("empty form", "application/x-www-form-urlencoded", ""),
          raw("empty json", "application/json", ""),
          raw("odd content type", "application/x-www-form-urlencoded; charset=utf-16", "intent=delete"),
          raw("garbage content type", ";;;=", "intent=delete"),
        ),
        fc
          .tuple(
            fc.constantFrom("application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b"),
            fc.string({ unit: "binary", maxLength: 200 }),
          )
          .map(([contentType, junk]) => raw("junk", contentType, junk)),
      ),
    },
  );
  return bodies.map(describedBody);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** The methods some route of the site answers; the edge refuses any other with 405. */
const SITE_METHODS: ReadonlySet<Method> = new Set(["GET", "POST", "PATCH", "DELETE"]);

interface FuzzCase {
  method: Method;
  path: string;
  body: Body | null;
  headers: Record<string, string>;
  encoding: string | undefined;
  /** Sent with a forged Origin: a write must be refused as cross-site. */
  forged: boolean;
  /** Who sends it: the route's caller, or someone with fewer rights (signed out, a student on an admin's route). */
  as: CallerKind;
}

function pathArbitrary(route: FuzzRoute, pools: ValuePools): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pools.ids).map(encode) },
    { weight: 3, arbitrary: stringArbitrary().map(encode) },
    { weight: 1, arbitrary: fc.constantFrom("%zz", "%E0%A4%A", "%00", "..", ".", "%2F", "%2e%2e", "a%2Fb") },
  );
  const parameters = route.path.match(/:[a-z]+/gi) ?? [];
  const query = fc.array(
    fc.tuple(fc.constantFrom(...KNOWN_QUERY, ...pools.names), fc.oneof(stringArbitrary(), fc.constantFrom(...pools.ids, ...pools.choices))),
    { maxLength: 4 },
  );
  return fc.tuple(fc.array(segment, { minLength: parameters.length, maxLength: parameters.length }), query).map(([segments, pairs]) => {
    let index = 0;
    const path = route.path.replace(/:[a-z]+/gi, () => segments[index++]!);
    if (pairs.length === 0) return path;
    const search = pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
    return `${path}${path.includes("?") ? "&" : "?"}${search}`;
  });
}

/** Header values: printable ASCII only, the only kind an HTTP client will send. */
const headerValue = fc.oneof(
  fc.constantFrom('"1"', "1", 'W/"0"', "-1", "NaN", '"99999999999999999999"', "*", "", "<script>", "' OR 1=1"),
  fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, "")),
);

function caseArbitrary(route: FuzzRoute, pools: ValuePools): fc.Arbitrary<FuzzCase> {
  const weaker: CallerKind[] = route.caller === "admin" ? ["anonymous", "student"] : route.caller === "student" ? ["anonymous"] : [];
  return fc.record({
    method: fc.constantFrom<Method>("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "GET"),
    path: pathArbitrary(route, pools),
    body: fc.option(bodyArbitrary(pools, route.poison), { freq: 12 }),
    headers: fc.record(
      {
        Accept: fc.constantFrom("text/html", "application/json", "*/*", "image/png"),
        "If-Match": headerValue,
        "Idempotency-Key": headerValue,
      },
      { requiredKeys: [] },
    ),
    // A body that says it is compressed and is not, now and then.
    encoding: fc.option(fc.constantFrom("gzip", "identity", "br", "x-unknown"), { freq: 10, nil: undefined }),
    forged: fc.nat({ max: 9 }).map((draw) => draw === 0),
    as:
      weaker.length === 0
        ? fc.constant(route.caller)
        : fc.oneof({ weight: 5, arbitrary: fc.constant(route.caller) }, { weight: 1, arbitrary: fc.constantFrom(...weaker) }),
  });
}

// ---------------------------------------------------------------- the property

async function eventsByRequest(sql: Sql, requestId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from events where metadata->>'requestId' = ${requestId}`;
  return row!.n;
}

async function eventsByActor(sql: Sql, actor: string | null): Promise<number> {
  if (!actor) return 0;
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from events where metadata->>'actor' = ${actor}`;
  return row!.n;
}

async function send(caller: Caller, fuzzCase: FuzzCase, requestId: string): Promise<APIResponse> {
  const body = fuzzCase.method === "GET" ? null : fuzzCase.body;
  const headers: Record<string, string> = {
    ...fuzzCase.headers,
    Origin: fuzzCase.forged ? "https://evil.example" : sameOrigin(),
    "X-Forwarded-For": randomIp(),
    "X-Request-Id": requestId,
  };
  if (body && fuzzCase.encoding !== undefined) headers["Content-Encoding"] = fuzzCase.encoding;
  if (body?.contentType !== undefined) headers["Content-Type"] = body.contentType;
  return caller.request.fetch(fuzzCase.path, {
    method: fuzzCase.method,
    headers,
    data: body ? body.build() : undefined,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 20_000,
  });
}

/**
 * Sends `FUZZ_RUNS` generated requests to `route`: never a 5xx; a cross-site
 * write is 403; and whatever is refused (4xx) appends no event, neither under
 * its request id nor by its caller.
 */
export async function fuzzRoute(route: FuzzRoute, callers: Record<CallerKind, Caller>, pools: ValuePools): Promise<void> {
  const sql = createPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
  try {
    await fc.assert(
      fc.asyncProperty(caseArbitrary(route, pools), async (fuzzCase) => {
        const caller = callers[fuzzCase.as];
        const requestId = `fuzz-${randomUUID()}`;
        const before = await eventsByActor(sql, caller.userId);
        const response = await send(caller, fuzzCase, requestId).catch((error: unknown) => {
          // The server may answer 413 or 431 and close the connection while a huge request is still being
          // written; the client then sees only the reset. That is a refusal too: nothing may have been written.
          if (/ECONNRESET|EPIPE/.test(String(error))) return undefined;
          throw error;
        });
        if (response === undefined) {
          expect(await eventsByRequest(sql, requestId), "a request cut off by the server appended events").toBe(0);
          expect(await eventsByActor(sql, caller.userId), "a request cut off by the server: its caller appended events").toBe(before);
          return;
        }
        const status = response.status();
        const where = `${fuzzCase.method} ${fuzzCase.path.slice(0, 200)} as ${fuzzCase.as} (${fuzzCase.body?.kind ?? "no body"}) answered ${status}`;
        expect(status, `${where}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(500);
        // 431: headers (the address) too large for Node, refused before any middleware; 405: a method the site
        // answers nowhere, refused at the edge before the Origin is looked at (server/edge.ts).
        if (fuzzCase.forged && fuzzCase.method !== "GET") expect(SITE_METHODS.has(fuzzCase.method) ? [403, 431] : [405, 431], where).toContain(status);
        if (status >= 400) {
          expect(await eventsByRequest(sql, requestId), `${where}: appended events`).toBe(0);
          expect(await eventsByActor(sql, caller.userId), `${where}: its caller appended events`).toBe(before);
        }
        await response.dispose();
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: process.env.FUZZ_SHRINK !== "1" },
    );
  } finally {
    await sql.end();
  }
}

export const UNKNOWN = UNKNOWN_IDS;
