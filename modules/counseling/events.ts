import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { counselorSchema, counselorSchemaV1 } from "./schemas.ts";

/** A v1 profile said nothing of capacity or commission: no limit, nothing disclosed (decision 0041). */
const counselorUpcasters = {
  1: (data: unknown) => ({ ...counselorSchemaV1.parse(data), capacity: null, commissionDisclosure: null }),
};

// A counselor profile is a stream whose content is replaced whole on each revision.
export const CounselorListed = defineEvent("CounselorListed", counselorSchema, { schemaVersion: 2, upcasters: counselorUpcasters });
export const CounselorRevised = defineEvent("CounselorRevised", counselorSchema, { schemaVersion: 2, upcasters: counselorUpcasters });

export const counselorStream = (id: string) => `counselor-${id}`;
export const counselorEntry = { added: CounselorListed, revised: CounselorRevised };

/** The personal-data subject of one consultation request (decision 0029): erasing the request forgets its key. */
export const consultationSubject = (requestId: string) => `consultation:${requestId}`;

/** The sender's own words and contact details: sealed, and read as null once erased (decision 0029). */
const SENDER_FIELDS = ["studentName", "studentEmail", "studentPhone", "message"] as const;

const consultationRequestedV1 = z.object({
  requestId: z.string().min(1),
  counselorId: z.string().min(1),
  studentName: z.string().min(1),
  studentEmail: z.string().min(3),
  studentPhone: z.string().nullable(),
  areaOfInterest: z.string().min(1),
  currentEducationLevel: z.string().nullable(),
  preferredContactMethod: z.enum(["email", "phone", "video"]),
  message: z.string().nullable(),
});

/**
 * A student asked a counselor for a consultation. The stream is keyed by the
 * request's idempotency key, so a resubmitted form can never append it twice.
 * The schema stays permissive about content (events are facts); the form's
 * rules are applied before deciding.
 *
 * v2 (decision 0029): the sender's name, email, phone and message
 * are sealed under the request's own key and, when the sender was signed in
 * (`senderUserId`), their account's key as well, so erasing the request or
 * deleting the account makes them read as null. v1 events were stored in the
 * clear and read as before, with no sender account.
 */
export const ConsultationRequested = defineEvent(
  "ConsultationRequested",
  consultationRequestedV1.extend({
    /** The signed-in student who sent it; null for a visitor. */
    senderUserId: z.string().min(1).nullable(),
    studentName: z.string().min(1).nullable(),
    studentEmail: z.string().min(3).nullable(),
  }),
  {
    schemaVersion: 2,
    upcasters: { 1: (data) => ({ ...(data as object), senderUserId: null }) },
    personal: {
      subject: (data) => (data.senderUserId ? [data.senderUserId, consultationSubject(data.requestId)] : consultationSubject(data.requestId)),
      fields: SENDER_FIELDS,
    },
  },
);

export const consultationRequestStream = (requestKey: string) => `consultation-request-${requestKey}`;

/**
 * How a consultation request is handled in the admin's inbox. The spec only says
 * a request starts pending; the rest is ours: a counselor contacts the
 * student, schedules the session, then it is completed, or it is cancelled.
 */
export const CONSULTATION_STATUSES = ["pending", "contacted", "scheduled", "completed", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** A request a counselor still has on their hands: what their capacity counts (decision 0041). */
export const OPEN_CONSULTATION_STATUSES = ["pending", "contacted", "scheduled"] as const satisfies readonly ConsultationStatus[];

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

/**
 * An admin carried out an erasure request: the request's key is
 * destroyed as this is appended, so its sender's fields read as null in every
 * event from then on. Who did it is the event's actor.
 */
export const ConsultationRequestErased = defineEvent("ConsultationRequestErased", z.object({ requestId: z.string().min(1) }), {
  forgets: (data) => consultationSubject(data.requestId),
});
