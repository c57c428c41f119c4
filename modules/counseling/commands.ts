import { randomUUID } from "node:crypto";
import { foldState, handleCommand, readStream, syncToDesired, type Actor, type SyncOutcome } from "../eventstore/index.ts";
import { db } from "../database.ts";
import { ConsultationRefusedError, consultationRequestDecider, counselorDecider } from "./decide.ts";
import { consultationRequestStream, counselorStream } from "./events.ts";
import { consultationRequestSchema, isValidIdempotencyKey } from "./forms.ts";
import type { CounselorInput } from "./schemas.ts";

/** Makes a counselor profile read as desired (the seed), appending only what changed. */
export function syncCounselor(desired: CounselorInput, by: Actor): Promise<SyncOutcome> {
  return syncToDesired(counselorDecider, counselorStream(desired.id), desired, by);
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
  const counselor = foldState(counselorDecider, await readStream(db(), counselorStream(parsed.data.counselorId)));
  const requestId = randomUUID();
  const result = await handleCommand(consultationRequestDecider, consultationRequestStream(requestKey), { counselor, input: parsed.data, requestId }, by);
  return result.stateBefore ? { requestId: result.stateBefore.requestId, duplicate: true } : { requestId, duplicate: false };
}
