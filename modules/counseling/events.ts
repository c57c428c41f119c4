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

/**
 * How a consultation request is handled (issue 14's inbox). Spec §4 only says
 * a request starts pending; the rest is ours: a counselor contacts the
 * student, schedules the session, then it is completed, or it is cancelled.
 */
export const CONSULTATION_STATUSES = ["pending", "contacted", "scheduled", "completed", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** An admin moved the request on (events on the request's own stream, so its version guards stale forms). */
export const ConsultationStatusChanged = defineEvent(
  "ConsultationStatusChanged",
  z.object({ requestId: z.string().min(1), from: z.enum(CONSULTATION_STATUSES), to: z.enum(CONSULTATION_STATUSES) }),
);

/** An admin handed the request to another counselor. */
export const ConsultationAssigned = defineEvent(
  "ConsultationAssigned",
  z.object({ requestId: z.string().min(1), fromCounselorId: z.string().min(1), toCounselorId: z.string().min(1) }),
);
