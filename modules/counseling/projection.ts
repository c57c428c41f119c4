import { defineProjection } from "../eventstore/index.ts";
import { ConsultationRequested, CounselorListed, CounselorRevised } from "./events.ts";

const REQUEST_STREAM_PREFIX = "consultation-request-";

export const counselorsProjection = defineProjection({
  name: "counseling.counselors",
  kind: "read-model",
  handles: [CounselorListed, CounselorRevised, ConsultationRequested],
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
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  },
});
