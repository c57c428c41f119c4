import { randomUUID } from "node:crypto";
import { foldState, handleCommand, readStream, seedSyncDecider, syncToDesired, type Actor, type SyncOutcome } from "../eventstore/index.ts";
import { db } from "./db.ts";
import { ConsultationNotFoundError, ConsultationRefusedError, consultationHandlingDecider, consultationRequestDecider, counselorDecider } from "./decide.ts";
import { consultationRequestStream, counselorStream, type ConsultationStatus } from "./events.ts";
import { counselorsProjection } from "./projection.ts";
import { openRequestCount } from "./queries.ts";
import { consultationRequestSchema, isValidIdempotencyKey } from "./schemas.ts";
import type { CounselorInput } from "./schemas.ts";

/**
 * Makes a counselor profile read as desired (the seed), appending only what
 * changed, unless someone other than the syncing actor (an admin's editor)
 * has changed it: then theirs stands (seedSyncDecider).
 */
export function syncCounselor(desired: CounselorInput, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(seedSyncDecider(counselorDecider, by.actor), counselorStream(desired.id), desired, by);
}

export interface ConsultationReceipt {
  requestId: string;
  /** The same key was received before: nothing new was appended (a double click, a refresh, a retried call). */
  duplicate: boolean;
}

/**
 * Sends a consultation request to a counselor. `requestKey` is the idempotency
 * key (the form's hidden field, or the API's Idempotency-Key header): the
 * request's stream is named after it, so a second submission with the same
 * key appends nothing and gets the first receipt. Two racing submissions: one
 * appends, the other's append conflicts and, decided again, finds the first.
 * `senderUserId` is the signed-in student sending it (null for a visitor):
 * their account's deletion erases the request's personal fields too.
 */
export async function requestConsultation(input: unknown, requestKey: string, by: Actor, senderUserId: string | null = null): Promise<ConsultationReceipt> {
  if (!isValidIdempotencyKey(requestKey)) throw new ConsultationRefusedError({ requestKey: ["This form expired. Reload the page and try again."] });
  const parsed = consultationRequestSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      (fieldErrors[field] ??= []).push(issue.message);
    }
    throw new ConsultationRefusedError(fieldErrors);
  }
  const [counselor, openRequests] = await Promise.all([
    readStream(db(), counselorStream(parsed.data.counselorId)).then((events) => foldState(counselorDecider, events)),
    openRequestCount(parsed.data.counselorId),
  ]);
  const requestId = randomUUID();
  const result = await handleCommand(
    consultationRequestDecider,
    consultationRequestStream(requestKey),
    { counselor, input: parsed.data, openRequests, requestId, senderUserId },
    by,
  );
  return result.stateBefore ? { requestId: result.stateBefore.requestId, duplicate: true } : { requestId, duplicate: false };
}

/** The request's stream is named after its idempotency key; the inbox knows the request by its id. */
async function requestStreamOf(requestId: string): Promise<string> {
  const row = await db().selectFrom("consultation_requests").select("request_key").where("id", "=", requestId).executeTakeFirst();
  if (!row) throw new ConsultationNotFoundError(requestId);
  return consultationRequestStream(row.request_key);
}

// The inbox is shown again after each change: wait (bounded) until it reads the change.
const inboxReadsIt = { waitFor: [counselorsProjection] };

/** An admin moves a request to another status, from the version their form was read at (ConsultationStaleError otherwise). Resolves to whether it changed. */
export async function changeConsultationStatus(requestId: string, status: ConsultationStatus, expectedVersion: number, by: Actor): Promise<boolean> {
  const stream = await requestStreamOf(requestId);
  const result = await handleCommand(consultationHandlingDecider, stream, { kind: "change-status", requestId, status, expectedVersion }, by, inboxReadsIt);
  return result.events.length > 0;
}

/** An admin assigns a request to another (active) counselor, from the version their form was read at. Resolves to whether it changed. */
export async function assignConsultation(requestId: string, counselorId: string, expectedVersion: number, by: Actor): Promise<boolean> {
  const stream = await requestStreamOf(requestId);
  const counselor = foldState(counselorDecider, await readStream(db(), counselorStream(counselorId)));
  const result = await handleCommand(consultationHandlingDecider, stream, { kind: "assign", requestId, counselor, expectedVersion }, by, inboxReadsIt);
  return result.events.length > 0;
}

/**
 * Carries out an erasure request: the request's key is destroyed
 * as ConsultationRequestErased is appended, so its sender's name, email,
 * phone and message read as null everywhere from then on; the inbox keeps the
 * row, saying so, and the outbox copies of its emails go (the notifier).
 * Resolves to whether anything was left to erase.
 */
export async function eraseConsultationRequest(requestId: string, by: Actor): Promise<boolean> {
  const stream = await requestStreamOf(requestId);
  const result = await handleCommand(consultationHandlingDecider, stream, { kind: "erase", requestId }, by, inboxReadsIt);
  return result.events.length > 0;
}
