import { wholeEntryDecider, type Decider } from "../eventstore/index.ts";
import { ConsultationRequested, counselorEntry } from "./events.ts";
import type { ConsultationRequestInput } from "./forms.ts";
import { areaOfInterestOptions, type Counselor } from "./schemas.ts";

/** A counselor profile is a stream replaced whole: listed when new, revised when its content differs. */
export const counselorDecider = wholeEntryDecider(counselorEntry);

/** The request breaks a rule; `fieldErrors` say which field and what to do. Nothing was appended. */
export class ConsultationRefusedError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("The consultation request was refused");
    this.name = "ConsultationRefusedError";
  }
}

export interface ConsultationRequest {
  /** The counselor as of their own stream's events (null: no such counselor). */
  counselor: Counselor | null;
  /** Already checked against the form's schema. */
  input: ConsultationRequestInput;
  /** The id the request gets if it is accepted. */
  requestId: string;
}

/** A request's stream, keyed by its idempotency key: the request received under that key, if any. */
export type ConsultationRequestState = { requestId: string } | null;

/**
 * Whether a request may be sent to this counselor: the counselor must exist
 * and take requests, and the area of interest must be one they offer. A key
 * already used appends nothing (a double click, a refresh, a retried call):
 * the first request under it stands.
 */
export const consultationRequestDecider: Decider<ConsultationRequest, ConsultationRequestState> = {
  initialState: () => null,
  evolve: (state, event) => {
    const requested = ConsultationRequested.match(event);
    return requested && !state ? { requestId: requested.requestId } : state;
  },
  decide({ counselor, input, requestId }, received) {
    if (received) return [];
    if (!counselor || !counselor.isActive) {
      throw new ConsultationRefusedError({ counselorId: ["This counselor is not taking requests. Choose another counselor."] });
    }
    if (!areaOfInterestOptions(counselor).some((option) => option.value === input.areaOfInterest)) {
      throw new ConsultationRefusedError({ areaOfInterest: ["Choose an area of interest from the list."] });
    }
    return [
      ConsultationRequested.create({
        requestId,
        counselorId: counselor.id,
        studentName: input.studentName,
        studentEmail: input.studentEmail,
        studentPhone: input.studentPhone ?? null,
        areaOfInterest: input.areaOfInterest,
        currentEducationLevel: input.currentEducationLevel ?? null,
        preferredContactMethod: input.preferredContactMethod,
        message: input.message ? input.message : null,
      }),
    ];
  },
};
