import { randomUUID } from "node:crypto";
import { appendEvents, ConcurrencyError, currentEntry, decideEntry, readStream, type Actor } from "../eventstore/index.ts";
import { db } from "../database.ts";
import { decideConsultationRequest } from "./decide.ts";
import { ConsultationRequested, consultationRequestStream, counselorEntry, counselorStream } from "./events.ts";
import { consultationRequestSchema, isValidIdempotencyKey } from "./forms.ts";
import type { CounselorInput } from "./schemas.ts";

export type SyncOutcome = "added" | "revised" | "unchanged";

/** Makes a counselor profile read as desired (the seed), appending only what changed. */
export async function syncCounselor(desired: CounselorInput, by: Actor): Promise<SyncOutcome> {
  const streamId = counselorStream(desired.id);
  const history = await readStream(db(), streamId);
  const current = currentEntry(history, counselorEntry);
  const events = decideEntry(current, desired, counselorEntry);
  if (events.length === 0) return "unchanged";
  await appendEvents([{ streamId, expectedVersion: history.length === 0 ? "no_stream" : history.length, events }], by);
  return current === null ? "added" : "revised";
}

/** The request breaks a rule; `fieldErrors` say which field and what to do. Nothing was appended. */
export class ConsultationRefusedError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("The consultation request was refused");
    this.name = "ConsultationRefusedError";
  }
}

export interface ConsultationReceipt {
  requestId: string;
  /** The same key was received before: nothing new was appended (a double click, a refresh, a retried call). */
  duplicate: boolean;
}

/**
 * Sends a consultation request to a counselor. `requestKey` is the idempotency
 * key (the form's hidden field, or the API's Idempotency-Key header): the
 * request's stream is named after it and must not exist yet, so a second
 * submission with the same key appends nothing and gets the first receipt.
 */
export async function requestConsultation(input: unknown, requestKey: string, by: Actor): Promise<ConsultationReceipt> {
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
  const streamId = consultationRequestStream(requestKey);
  const earlier = await receiptOf(streamId);
  if (earlier) return earlier;
  const counselor = currentEntry(await readStream(db(), counselorStream(parsed.data.counselorId)), counselorEntry);
  const requestId = randomUUID();
  const decision = decideConsultationRequest(counselor, parsed.data, requestId);
  if (decision.outcome === "refused") throw new ConsultationRefusedError(decision.fieldErrors);
  try {
    await appendEvents([{ streamId, expectedVersion: "no_stream", events: decision.events }], by);
  } catch (error) {
    if (error instanceof ConcurrencyError) {
      // Two submissions raced: the other one was received first.
      const receipt = await receiptOf(streamId);
      if (receipt) return receipt;
    }
    throw error;
  }
  return { requestId, duplicate: false };
}

async function receiptOf(streamId: string): Promise<ConsultationReceipt | null> {
  const [first] = await readStream(db(), streamId);
  const requested = first ? ConsultationRequested.match(first) : undefined;
  return requested ? { requestId: requested.requestId, duplicate: true } : null;
}
