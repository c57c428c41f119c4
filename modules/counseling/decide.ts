import type { NewEvent } from "../eventstore/index.ts";
import { ConsultationRequested } from "./events.ts";
import type { ConsultationRequestInput } from "./forms.ts";
import { areaOfInterestOptions, type Counselor } from "./schemas.ts";

export type ConsultationDecision =
  | { outcome: "requested"; events: NewEvent[] }
  | { outcome: "refused"; fieldErrors: Record<string, string[]> };

/**
 * Whether a (validated) request may be sent to this counselor: the counselor
 * must exist and take requests, and the area of interest must be one they offer.
 */
export function decideConsultationRequest(counselor: Counselor | null, input: ConsultationRequestInput, requestId: string): ConsultationDecision {
  if (!counselor || !counselor.isActive) {
    return { outcome: "refused", fieldErrors: { counselorId: ["This counselor is not taking requests. Choose another counselor."] } };
  }
  if (!areaOfInterestOptions(counselor).some((option) => option.value === input.areaOfInterest)) {
    return { outcome: "refused", fieldErrors: { areaOfInterest: ["Choose an area of interest from the list."] } };
  }
  return {
    outcome: "requested",
    events: [
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
    ],
  };
}
