import { sql } from "kysely";
import { defineProjection } from "../eventstore/index.ts";
import { AccountDeleted } from "../identity/index.ts";
import type { CounselingTables } from "./tables.ts";
import {
  ConsultationAssigned,
  ConsultationRequested,
  ConsultationRequestErased,
  ConsultationStatusChanged,
  CounselorListed,
  CounselorRevised,
} from "./events.ts";

const REQUEST_STREAM_PREFIX = "consultation-request-";

/** What erasing a request's sender data leaves in its row: the fields sealed in its event (events.ts), null. */
const SENDER_ERASED = { student_name: null, student_email: null, student_phone: null, message: null } as const;

export const counselorsProjection = defineProjection<CounselingTables>({
  name: "counseling.counselors",
  kind: "read-model",
  handles: [
    CounselorListed,
    CounselorRevised,
    ConsultationRequested,
    ConsultationStatusChanged,
    ConsultationAssigned,
    ConsultationRequestErased,
    AccountDeleted,
  ],
  tables: ["counselors", "consultation_requests"],
  async apply(trx, event) {
    const counselor = CounselorListed.match(event) ?? CounselorRevised.match(event);
    if (counselor) {
      const { id, ...rest } = counselor;
      const row = {
        name: rest.name,
        title: rest.title,
        bio: rest.bio,
        specializations: rest.specializations,
        experience: rest.experience,
        education: rest.education,
        profile_image_url: rest.profileImageUrl,
        email: rest.email,
        phone: rest.phone,
        available_hours: rest.availableHours,
        languages: rest.languages,
        is_active: rest.isActive,
        is_featured: rest.isFeatured,
        consultation_fee: rest.consultationFee,
        is_sample: rest.isSample,
        capacity: rest.capacity,
        commission_disclosure: rest.commissionDisclosure,
        updated_at: event.recordedAt,
      };
      await trx
        .insertInto("counselors")
        .values({ id, ...row, created_at: event.recordedAt })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
      return;
    }
    const request = ConsultationRequested.match(event);
    if (request) {
      await trx
        .insertInto("consultation_requests")
        .values({
          id: request.requestId,
          request_key: event.streamId.slice(REQUEST_STREAM_PREFIX.length),
          counselor_id: request.counselorId,
          sender_user_id: request.senderUserId,
          // Null when read after its erasure (a replay): the erasure's own event sets erased_at.
          student_name: request.studentName,
          student_email: request.studentEmail,
          student_phone: request.studentPhone,
          area_of_interest: request.areaOfInterest,
          current_education_level: request.currentEducationLevel,
          preferred_contact_method: request.preferredContactMethod,
          message: request.message,
          status: "pending",
          requested_at: event.recordedAt,
          responded_at: null,
          erased_at: null,
          version: 1,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    }
    // Each handling event is one more on the request's stream: `version` stays the stream's, for the inbox's stale-form check.
    const changed = ConsultationStatusChanged.match(event);
    if (changed) {
      await trx
        .updateTable("consultation_requests")
        .set({
          status: changed.to,
          // The first time a counselor acted on it: the visitor was answered then.
          responded_at: sql<Date | null>`coalesce(responded_at, ${event.recordedAt})`,
          version: sql<number>`version + 1`,
        })
        .where("id", "=", changed.requestId)
        .execute();
      return;
    }
    const assigned = ConsultationAssigned.match(event);
    if (assigned) {
      await trx
        .updateTable("consultation_requests")
        .set({ counselor_id: assigned.toCounselorId, version: sql<number>`version + 1` })
        .where("id", "=", assigned.requestId)
        .execute();
      return;
    }
    // Erased (decision 0029): the row stays for the inbox's counts and history, saying so, with nothing of its sender.
    const erased = ConsultationRequestErased.match(event);
    if (erased) {
      await trx
        .updateTable("consultation_requests")
        .set({ ...SENDER_ERASED, erased_at: event.recordedAt, version: sql<number>`version + 1` })
        .where("id", "=", erased.requestId)
        .execute();
      return;
    }
    // The sender's account is deleted: their requests lose the same fields (not the stream's version: no event of theirs).
    const deleted = AccountDeleted.match(event);
    if (deleted) {
      await trx
        .updateTable("consultation_requests")
        .set({ ...SENDER_ERASED, erased_at: sql<Date>`coalesce(erased_at, ${event.recordedAt})` })
        .where("sender_user_id", "=", deleted.userId)
        .execute();
    }
  },
});
