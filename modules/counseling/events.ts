import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { counselorSchema } from "./schemas.ts";

// A counselor profile is a stream whose content is replaced whole on each revision.
export const CounselorListed = defineEvent("CounselorListed", counselorSchema);
export const CounselorRevised = defineEvent("CounselorRevised", counselorSchema);

export const counselorStream = (id: string) => `counselor-${id}`;
export const counselorEntry = { added: CounselorListed, revised: CounselorRevised };

/**
 * A student asked a counselor for a consultation. The stream is keyed by the
 * request's idempotency key, so a resubmitted form can never append it twice.
 * The schema stays permissive about content (events are facts); the form's
 * rules are applied before deciding.
 */
export const ConsultationRequested = defineEvent(
  "ConsultationRequested",
  z.object({
    requestId: z.string().min(1),
    counselorId: z.string().min(1),
    studentName: z.string().min(1),
    studentEmail: z.string().min(3),
    studentPhone: z.string().nullable(),
    areaOfInterest: z.string().min(1),
    currentEducationLevel: z.string().nullable(),
    preferredContactMethod: z.enum(["email", "phone", "video"]),
    message: z.string().nullable(),
  }),
);

export const consultationRequestStream = (requestKey: string) => `consultation-request-${requestKey}`;
