import { parseWithZod } from "~/utils/forms.ts";
import { data } from "@remix-run/node";
import { z } from "zod";
import {
  assignConsultation,
  changeConsultationStatus,
  CONSULTATION_NEXT_STATUSES,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  ConsultationChangeRefusedError,
  ConsultationNotFoundError,
  ConsultationStaleError,
  consultationInbox,
  CONTACT_METHODS,
  EDUCATION_LEVELS,
  eraseConsultationRequest,
  inboxCounselors,
} from "@modules/counseling/index.ts";
import type { Actor } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { INBOX_TOASTS, type InboxActionData } from "~/components/admin/inboxes/copy.ts";
import { formatMoment } from "~/components/admin/inboxes/format.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

// Odd query strings are clamped, never a 500: an unknown status or counselor reads as "all".
const filterQuery = z.object({
  status: z.enum(CONSULTATION_STATUSES).nullable().catch(null),
  counselor: z.string().trim().min(1).max(100).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** The request whose "Erase personal data" was followed: its card asks to confirm (a GET step, so it works without JavaScript). */
  erase: z.string().trim().min(1).max(100).nullable().catch(null),
});

/** The inbox page's data: the filters as read, the page of requests with their forms' choices, the counselors. */
export async function consultationsInboxData(request: Request) {
  const params = new URL(request.url).searchParams;
  const filter = filterQuery.parse({
    status: params.get("status"),
    counselor: params.get("counselor"),
    page: params.get("page") ?? undefined,
    erase: params.get("erase"),
  });
  const counselors = await inboxCounselors();
  const counselorId = filter.counselor && counselors.some((counselor) => counselor.id === filter.counselor) ? filter.counselor : null;
  const inbox = await consultationInbox({ status: filter.status, counselorId, page: filter.page });
  const educationLabel = (value: string | null) => EDUCATION_LEVELS.find((level) => level.value === value)?.label ?? value;
  const contactLabel = (value: string) => CONTACT_METHODS.find((method) => method.value === value)?.label ?? value;
  return data(
    {
      filter: { status: filter.status ?? "", counselor: counselorId ?? "" },
      statusOptions: CONSULTATION_STATUSES.map((status) => ({ value: status, label: CONSULTATION_STATUS_LABELS[status] })),
      counselorOptions: counselors.map((counselor) => ({ value: counselor.id, label: counselor.isActive ? counselor.name : `${counselor.name} (inactive)` })),
      assignOptions: counselors.filter((counselor) => counselor.isActive).map((counselor) => ({ value: counselor.id, label: counselor.name })),
      confirmErase: inbox.requests.some((item) => item.id === filter.erase && !item.erasedAt) ? filter.erase : null,
      total: inbox.total,
      page: inbox.page,
      pageCount: inbox.pageCount,
      requests: inbox.requests.map((item) => ({
        id: item.id,
        version: item.version,
        studentName: item.studentName,
        studentEmail: item.studentEmail,
        studentPhone: item.studentPhone,
        counselorId: item.counselorId,
        counselorName: item.counselorName ?? item.counselorId,
        areaOfInterest: item.areaOfInterest,
        educationLevel: item.currentEducationLevel ? educationLabel(item.currentEducationLevel) : null,
        contactMethod: contactLabel(item.preferredContactMethod),
        message: item.message,
        status: item.status,
        statusLabel: CONSULTATION_STATUS_LABELS[item.status],
        requestedOn: formatMoment(item.requestedAt),
        respondedOn: item.respondedAt ? formatMoment(item.respondedAt) : null,
        erasedOn: item.erasedAt ? formatMoment(item.erasedAt) : null,
        // The current status first, then where it may go: the form offers nothing the inbox would refuse.
        nextStatuses: CONSULTATION_NEXT_STATUSES[item.status].map((status) => ({ value: status, label: CONSULTATION_STATUS_LABELS[status] })),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const requestFields = {
  id: z.string().trim().min(1).max(100),
  version: z.number().int().min(1).max(1_000_000),
};
const consultationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), ...requestFields, status: z.enum(CONSULTATION_STATUSES) }),
  z.object({ intent: z.literal("assign"), ...requestFields, counselorId: z.string().trim().min(1).max(100) }),
  // An erasure is never stale: whatever happened to the request since, its sender asked for their data to go.
  z.object({ intent: z.literal("erase"), id: requestFields.id }),
]);

/**
 * The inbox's one action: change a request's status, assign it, or erase its
 * sender's personal data (after the card's confirmation step). The caller
 * has checked it is an admin. A status or field the form never offers is a
 * 400, an unknown request a 404, a stale form a 409 with the reason; in each
 * case nothing is written.
 */
export async function consultationsInboxAction(request: Request, user: User, requestId: string) {
  const submission = parseWithZod(await request.formData(), { schema: consultationFormSchema });
  if (submission.status !== "success") throw badRequest();
  const input = submission.value;
  const by = { actor: user.id, requestId };
  try {
    switch (input.intent) {
      case "erase":
        return await eraseRequest(input.id, by);
      case "status":
        return await changeStatus(input, by);
      case "assign":
        return await assignCounselor(input, by);
    }
  } catch (error) {
    if (error instanceof ConsultationNotFoundError) throw notFound("private page");
    const field = input.intent === "status" ? "status" : "counselorId";
    if (error instanceof ConsultationStaleError) {
      return data<InboxActionData>(
        { toast: INBOX_TOASTS.stale, refused: { id: input.id, field, message: error.message } },
        { status: 409, headers: PRIVATE_NO_STORE },
      );
    }
    if (error instanceof ConsultationChangeRefusedError) {
      return data<InboxActionData>(
        { toast: INBOX_TOASTS.refused, refused: { id: input.id, field: error.field, message: error.message } },
        { status: 400, headers: PRIVATE_NO_STORE },
      );
    }
    throw error;
  }
}

type ConsultationForm = z.infer<typeof consultationFormSchema>;

async function eraseRequest(requestId: string, by: Actor) {
  const erased = await eraseConsultationRequest(requestId, by);
  return data<InboxActionData>({ toast: erased ? INBOX_TOASTS.erased : INBOX_TOASTS.alreadyErased }, { headers: PRIVATE_NO_STORE });
}

async function changeStatus(input: Extract<ConsultationForm, { intent: "status" }>, by: Actor) {
  const label = CONSULTATION_STATUS_LABELS[input.status].toLowerCase();
  const changed = await changeConsultationStatus(input.id, input.status, input.version, by);
  const toast = changed ? INBOX_TOASTS.statusChanged(label) : INBOX_TOASTS.statusUnchanged(label);
  return data<InboxActionData>({ toast }, { headers: PRIVATE_NO_STORE });
}

async function assignCounselor(input: Extract<ConsultationForm, { intent: "assign" }>, by: Actor) {
  await assignConsultation(input.id, input.counselorId, input.version, by);
  const counselor = (await inboxCounselors()).find((candidate) => candidate.id === input.counselorId);
  return data<InboxActionData>({ toast: INBOX_TOASTS.assigned(counselor?.name ?? input.counselorId) }, { headers: PRIVATE_NO_STORE });
}
