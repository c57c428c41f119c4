import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { expect } from "vitest";
import { db } from "../../modules/database.ts";
import { checkpointStatus, comparePositions, headPosition, START, type Position } from "../../modules/eventstore/index.ts";
import { makeAdmin, registerUser, totpCode, totpStep } from "../../modules/identity/index.ts";
import { runCli } from "../../infra/testing/cluster.ts";
import { projections } from "../../modules/operations/index.ts";

/** The environment the site's processes get: this file's database, Redis and prefix (tests/resilience/setup-env.ts). */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, LOG_LEVEL: "info", ...extra };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A seeded counselor and one of the areas they take requests for. */
export const COUNSELOR = { id: "counselor_alicia_baptiste", area: "UK admissions" };

/** A client address of its own (the server trusts X-Forwarded-For from loopback), so per-IP limits never couple requests. */
export function clientIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface ConsultationCall {
  key: string;
  email: string;
  ip: string;
}

export function newConsultationCall(email = `student-${randomUUID()}@example.com`): ConsultationCall {
  return { key: `load-${randomUUID()}`, email, ip: clientIp() };
}

export function consultationBody(call: ConsultationCall): string {
  return JSON.stringify({
    counselorId: COUNSELOR.id,
    studentName: "Load Test Student",
    studentEmail: call.email,
    areaOfInterest: COUNSELOR.area,
    preferredContactMethod: "email",
    message: `Request ${call.key}`,
  });
}

/** The headers of a same-origin API write from `call`'s client. */
export function consultationHeaders(base: string, call: ConsultationCall): Record<string, string> {
  return { "Content-Type": "application/json", Origin: base, "Idempotency-Key": call.key, "X-Forwarded-For": call.ip };
}

/** One POST /api/consultation-requests; the status, or 0 when the connection failed. */
export async function postConsultation(base: string, call: ConsultationCall): Promise<number> {
  try {
    const response = await fetch(`${base}/api/consultation-requests`, {
      method: "POST",
      headers: consultationHeaders(base, call),
      body: consultationBody(call),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * A steady write load of consultation requests (each also sends two emails),
 * `perSecond` new ones a second, each sent again with its idempotency key
 * until the server accepts it (201), as a careful API client does across a
 * fault: a retried request must never be counted twice.
 */
export class ConsultationLoad {
  readonly calls: ConsultationCall[] = [];
  readonly accepted = new Set<string>();
  /** Answers other than 201, by status (0: no answer), while faults were injected. */
  readonly refusals = new Map<number, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly bases: readonly string[]) {}

  start(perSecond: number): void {
    this.timer = setInterval(() => this.submit(), 1_000 / perSecond);
  }

  /** Sends `count` new requests at once (a burst: a backlog for the projector). */
  burst(count: number): void {
    for (let index = 0; index < count; index++) this.submit();
  }

  private submit(): void {
    const call = newConsultationCall();
    this.calls.push(call);
    const base = this.bases[this.calls.length % this.bases.length]!;
    const attempt = this.untilAccepted(base, call).finally(() => this.inFlight.delete(attempt));
    this.inFlight.add(attempt);
  }

  /** Up to four tries with growing waits, leaving the fifth of the address's limit (5 an hour) to `stop`. */
  private async untilAccepted(base: string, call: ConsultationCall, waits = [500, 2_000, 4_000]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const status = await postConsultation(base, call);
      if (status === 201) {
        this.accepted.add(call.key);
        return;
      }
      this.refusals.set(status, (this.refusals.get(status) ?? 0) + 1);
      const wait = waits[attempt];
      if (wait === undefined) return;
      await sleep(wait);
    }
  }

  /**
   * Stops sending new requests, waits for those under way, then sends once
   * more each one never acknowledged: the same key answers with the first
   * receipt if it was appended after all, so its outcome is known.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    const unknown = this.calls.filter((call) => !this.accepted.has(call.key));
    await Promise.all(unknown.map((call, index) => this.untilAccepted(this.bases[index % this.bases.length]!, call, [])));
  }
}

/** Until `url` answers 200 (a web process recovering on its own); throws after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/**
 * The newest event in the log, whatever the readers' horizon: called once the
 * writes under test have all been answered, so every event it sees has
 * committed. Waiting for the readers' head instead would pass at once while a
 * transaction anywhere in the cluster holds the horizon back (the head then
 * stays at an older event that every checkpoint has already reached).
 */
async function newestEvent(): Promise<Position> {
  const row = await db()
    .selectFrom("events")
    .select(["global_position", sql<string>`transaction_id::text`.as("transaction_id")])
    // Qualified: the bare name would sort the text alias ("999" after "1000").
    .orderBy("events.transaction_id", "desc")
    .orderBy("global_position", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : START;
}

/**
 * Every session of the private cluster, every database: which transactions
 * are open, since when, and whether they hold a transaction id (backend_xid:
 * it holds the readers' horizon back) or a snapshot (backend_xmin). Named in a
 * failure, it shows what kept projections from moving.
 */
export async function clusterActivity(): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select pid, datname, application_name, state, backend_xid::text as backend_xid, backend_xmin::text as backend_xmin,
           xact_start, state_change, wait_event_type, wait_event, left(query, 160) as query
    from pg_stat_activity
    where backend_type = 'client backend' and pid <> pg_backend_pid()
    order by xact_start nulls last`.execute(db());
  const { rows: horizon } = await sql<{ xmin: string; current: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_current_snapshot()::text as current`.execute(db());
  return [`snapshot xmin ${horizon[0]?.xmin} (current snapshot ${horizon[0]?.current})`, ...rows.map((row) => JSON.stringify(row))].join("\n");
}

/**
 * Waits until every projection's checkpoint has reached the newest event in
 * the log (every event appended so far applied) with no failure recorded;
 * throws with the laggards, the readers' head and the cluster's sessions after
 * `timeoutMs`.
 */
export async function waitUntilProjected(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const target = await newestEvent();
  for (;;) {
    const behind: string[] = [];
    for (const projection of projections) {
      const status = await checkpointStatus(db(), projection.name);
      if (comparePositions(status.position, target) < 0 || status.lastError) {
        behind.push(
          `${projection.name} at ${status.position.globalPosition}/${target.globalPosition}${status.lastError ? ` (${status.lastError.message})` : ""}`,
        );
      }
    }
    if (behind.length === 0) return;
    if (Date.now() > deadline) {
      const head = await headPosition(db());
      throw new Error(
        `projections behind the newest event after ${timeoutMs} ms: ${behind.join("; ")}\n` +
          `readers' head (below the snapshot xmin): ${head.globalPosition} (transaction ${head.transactionId}); newest event: ${target.globalPosition} (transaction ${target.transactionId})\n` +
          `pg_stat_activity of the private cluster:\n${await clusterActivity()}`,
      );
    }
    await sleep(200);
  }
}

/** Every read-model projection's tables, each as its rows' JSON, sorted: two snapshots compare equal when the tables hold the same rows. */
export async function readTables(): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const projection of projections.filter((each) => each.kind === "read-model")) {
    for (const table of projection.tables) {
      const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t`.execute(db());
      snapshot[table] = rows.map((each) => each.row).sort();
    }
  }
  return snapshot;
}

/** The read tables equal what a fresh replay of the whole log builds (`npm run replay -- all`). */
export async function expectReadTablesToEqualAReplay(): Promise<void> {
  const live = await readTables();
  runCli("workers/cli/replay.ts", ["all"], siteEnv());
  const replayed = await readTables();
  for (const table of Object.keys(replayed)) expect(live[table], `table ${table}`).toEqual(replayed[table]);
}

/**
 * Every accepted consultation request was appended exactly once (and none
 * that was not sent, or whose answer was a refusal), and sent
 * exactly its two emails (`{event id}:counselor`, `{event id}:student`), no
 * more: nothing lost, nothing sent twice.
 */
export async function expectEachRequestOnceWithItsEmails(acceptedKeys: ReadonlySet<string>, unknownKeys: ReadonlySet<string> = new Set()): Promise<void> {
  const events = await db()
    .selectFrom("events")
    .select(["event_id", "stream_id"])
    .where("event_type", "=", "ConsultationRequested")
    .where("stream_id", "like", "consultation-request-load-%")
    .execute();
  const streams = events.map((event) => event.stream_id.replace("consultation-request-", ""));
  expect(new Set(streams).size, "one ConsultationRequested per request key").toBe(streams.length);
  // Every accepted request is there; one whose answer never came (cut off) may or may not be.
  const appended = new Set(streams);
  expect(
    [...acceptedKeys].filter((key) => !appended.has(key)),
    "accepted but not appended",
  ).toEqual([]);
  expect(
    [...appended].filter((key) => !acceptedKeys.has(key) && !unknownKeys.has(key)),
    "appended but never sent",
  ).toEqual([]);

  const eventIds = events.map((event) => event.event_id);
  const emails = eventIds.length
    ? await db()
        .selectFrom("email_outbox")
        .select("id")
        .where(sql<boolean>`split_part(id, ':', 1) in (${sql.join(eventIds)})`)
        .execute()
    : [];
  const expected = eventIds.flatMap((id) => [`${id}:counselor`, `${id}:student`]).sort();
  expect(emails.map((email) => email.id).sort()).toEqual(expected);
}

/** Signs in through `base`'s sign-in form; resolves to the session cookie (name=value), or throws with the status. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": clientIp() },
    body: new URLSearchParams({ email, password, redirectTo: "/portal/dashboard" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => /^(__Host-)?session=/.test(cookie));
  if (response.status !== 302 || !session) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  const cookie = session.split(";")[0]!;
  await passSecondFactor(base, email, cookie, response.headers.get("Location") ?? "");
  return cookie;
}

/** Each admin's authenticator key, by email, as their phone would keep it. */
const authenticatorKeys = new Map<string, string>();

/**
 * An admin account's session counts as an admin's only once it passed the
 * second factor: enrol as /two-factor/setup asks (the first time),
 * or enter the code sign-in asks for. A student's account has no such page.
 */
async function passSecondFactor(base: string, email: string, cookie: string, location: string): Promise<void> {
  const post = async (path: string, code: string) => {
    const answer = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": clientIp(), Cookie: cookie },
      body: new URLSearchParams({ code }),
      redirect: "manual",
    });
    await answer.arrayBuffer();
    if (answer.status >= 400) throw new Error(`${path} answered ${answer.status}`);
  };
  const known = authenticatorKeys.get(email);
  if (location.startsWith("/two-factor") && known) return post("/two-factor", totpCode(known, totpStep(new Date()) + 1));
  const setup = await fetch(`${base}/two-factor/setup`, { headers: { Cookie: cookie }, redirect: "manual" });
  const key = /<code class="setup-key">([A-Z2-7 ]+)<\/code>/.exec(await setup.text())?.[1]?.replace(/ /g, "");
  if (!key) return;
  authenticatorKeys.set(email, key);
  await post("/two-factor/setup", totpCode(key, totpStep(new Date())));
}

/** A new account (made an admin when asked) and its password. */
export async function newAccount(options: { admin?: boolean } = {}): Promise<{ userId: string; email: string; password: string }> {
  const email = `account-${randomUUID()}@example.com`;
  const password = "correct horse battery staple";
  const by = { actor: "system", requestId: `resilience-${randomUUID()}` };
  const user = await registerUser({ firstName: "Resilience", lastName: "Tester", email, password }, by);
  if (options.admin) await makeAdmin(email, by);
  return { userId: user.id, email, password };
}
