// Counseling: counselor profiles, consultation requests and their emails.
export { requestConsultation, syncCounselor, type ConsultationReceipt } from "./commands.ts";
export { ConsultationRefusedError } from "./decide.ts";
export { ConsultationRequested, ConsultationRequestErased, consultationSubject, CounselorListed, CounselorRevised } from "./events.ts";
export { counselorsProjection } from "./projection.ts";
export { counselingNotifier, counselingNotifierProjection } from "./notifier.ts";
export {
  activeCounselor,
  consultationFormOptions,
  consultationRequestsFrom,
  counselorCards,
  isFreeFirstConsultation,
  listCounselors,
  type ConsultationRequestView,
  type CounselorCard,
  type CounselorView,
} from "./queries.ts";
export { areaOfInterestOptions, counselorSchema, GENERAL_AREAS, type Counselor, type CounselorInput } from "./schemas.ts";
export {
  CONTACT_METHODS,
  consultationFormSchema,
  consultationRequestSchema,
  EDUCATION_LEVELS,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  normalizeApiBody,
  type ConsultationRequestInput,
} from "./schemas.ts";
export { CONFIRMATION_SUBJECT, RESPONSE_PROMISE } from "./emails.ts";
export { limitConsultationRequest } from "./rate-limits.ts";
export { guidanceOffers, guidanceServiceById, type GuidanceOffer, type GuidanceService, type GuidanceServicePreset } from "./guidance-services.ts";
export { IDEMPOTENCY_KEY_RULE, INVALID_IDEMPOTENCY_KEY, isAcceptableIdempotencyKey } from "./idempotency-key.ts";
export { filledHoneypot, HONEYPOT_FIELD } from "./honeypot.ts";
// The admin's consultation inbox.
export { assignConsultation, changeConsultationStatus, eraseConsultationRequest } from "./commands.ts";
export { CONSULTATION_NEXT_STATUSES, ConsultationChangeRefusedError, ConsultationNotFoundError, ConsultationStaleError } from "./decide.ts";
export { CONSULTATION_STATUS_LABELS, CONSULTATION_STATUSES, ConsultationAssigned, ConsultationStatusChanged, type ConsultationStatus } from "./events.ts";
export {
  CONSULTATION_INBOX_PAGE_SIZE,
  consultationInbox,
  inboxCounselors,
  type ConsultationInbox,
  type ConsultationInboxFilter,
  type ConsultationInboxItem,
} from "./queries.ts";
// The admin area's counselor editor: the form's schema, create, revise from the version read, restore, history, the list.
export { counselorForEditing, counselorHistory, createCounselor, restoreCounselorVersion, reviseCounselor, type SavedCounselor } from "./counselor-commands.ts";
export {
  COUNSELOR_FIELD_MESSAGES,
  counselorFormSchema,
  counselorFormValues,
  NEW_COUNSELOR_FORM_VALUES,
  type CounselorEdit,
  type CounselorFormValues,
} from "./counselor-editor.ts";
export {
  ADMIN_COUNSELOR_STATUSES,
  ADMIN_COUNSELORS_PAGE_SIZE,
  adminCounselors,
  type AdminCounselorFilter,
  type AdminCounselorRow,
  type AdminCounselorStatus,
} from "./admin-counselors.ts";
export { COUNSELOR_FULL_MESSAGE } from "./decide.ts";
