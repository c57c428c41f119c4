import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { db } from "./db.ts";
import { hasRoomFor } from "./decide.ts";
import { CONSULTATION_STATUSES, OPEN_CONSULTATION_STATUSES, type ConsultationStatus } from "./events.ts";
import { CONTACT_METHODS, EDUCATION_LEVELS } from "./schemas.ts";
import { areaOfInterestOptions } from "./schemas.ts";
import type { ConsultationRequestsTable, CounselorsTable } from "./tables.ts";

/** A counselor with the spec's field names, plus whether the profile is an invented sample. */
export interface CounselorView {
  id: string;
  name: string;
  title: string;
  bio: string;
  specializations: string[];
  experience: string;
  education: string;
  profileImageUrl: string | null;
  email: string;
  phone: string | null;
  availableHours: string;
  languages: string[];
  isActive: boolean;
  isFeatured: boolean;
  consultationFee: string;
  isSample: boolean;
  /** Open requests taken at once; null: no limit set. */
  capacity: number | null;
  /** Any commission the counselor disclosed; null: none disclosed. */
  commissionDisclosure: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function toCounselor(row: Selectable<CounselorsTable>): CounselorView {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    specializations: row.specializations,
    experience: row.experience,
    education: row.education,
    profileImageUrl: row.profile_image_url,
    email: row.email,
    phone: row.phone,
    availableHours: row.available_hours,
    languages: row.languages,
    isActive: row.is_active,
    isFeatured: row.is_featured,
    consultationFee: row.consultation_fee,
    isSample: row.is_sample,
    capacity: row.capacity,
    commissionDisclosure: row.commission_disclosure,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Active counselors: featured first, then by name. */
export async function listCounselors(): Promise<CounselorView[]> {
  const rows = await db().selectFrom("counselors").selectAll().where("is_active", "=", true).orderBy("is_featured", "desc").orderBy("name").execute();
  return rows.map(toCounselor);
}

export async function activeCounselor(id: string): Promise<CounselorView | null> {
  const row = await db().selectFrom("counselors").selectAll().where("id", "=", id).where("is_active", "=", true).executeTakeFirst();
  return row ? toCounselor(row) : null;
}

export interface ConsultationRequestView {
  id: string;
  counselorId: string;
  /** Null once erased. */
  studentName: string | null;
  studentEmail: string | null;
  studentPhone: string | null;
  areaOfInterest: string;
  currentEducationLevel: string | null;
  preferredContactMethod: string;
  message: string | null;
  status: string;
  requestedAt: Date;
  respondedAt: Date | null;
}

function toRequest(row: Selectable<ConsultationRequestsTable>): ConsultationRequestView {
  return {
    id: row.id,
    counselorId: row.counselor_id,
    studentName: row.student_name,
    studentEmail: row.student_email,
    studentPhone: row.student_phone,
    areaOfInterest: row.area_of_interest,
    currentEducationLevel: row.current_education_level,
    preferredContactMethod: row.preferred_contact_method,
    message: row.message,
    status: row.status,
    requestedAt: row.requested_at,
    respondedAt: row.responded_at,
  };
}

/** Requests a student sent (by email), newest first: for operators and tests. */
export async function consultationRequestsFrom(studentEmail: string): Promise<ConsultationRequestView[]> {
  const rows = await db().selectFrom("consultation_requests").selectAll().where("student_email", "=", studentEmail).orderBy("requested_at", "desc").execute();
  return rows.map(toRequest);
}

/** How many of a counselor's requests are still open: what their capacity is measured against. */
export async function openRequestCount(counselorId: string): Promise<number> {
  const { count } = await db()
    .selectFrom("consultation_requests")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("counselor_id", "=", counselorId)
    .where("status", "in", OPEN_CONSULTATION_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Open requests by counselor (a counselor with none is absent). */
async function openRequestCounts(): Promise<Map<string, number>> {
  const rows = await db()
    .selectFrom("consultation_requests")
    .select(["counselor_id", (eb) => eb.fn.countAll<string>().as("count")])
    .where("status", "in", OPEN_CONSULTATION_STATUSES)
    .groupBy("counselor_id")
    .execute();
  return new Map(rows.map((row) => [row.counselor_id, Number(row.count)]));
}

/** A counselor as the public pages show one: no contact details, plus the request form's area choices. */
export interface CounselorCard {
  id: string;
  name: string;
  firstName: string;
  title: string;
  bio: string;
  specializations: string[];
  experience: string;
  education: string;
  languages: string[];
  availableHours: string;
  consultationFee: string;
  /** Its fee says the first consultation is free ("Free initial consultation"): only then does the site say so. */
  firstConsultationFree: boolean;
  isFeatured: boolean;
  isSample: boolean;
  /** Shown on the card beside the fee when the counselor disclosed one (decision 0041). */
  commissionDisclosure: string | null;
  /** False when their open requests have reached their capacity: the card says so and offers no request. */
  takingRequests: boolean;
  areaOptions: { value: string; label: string }[];
}

/** Whether a fee, in the words an admin gave it, makes the first consultation free ("Free initial consultation"). */
export function isFreeFirstConsultation(fee: string): boolean {
  return /^\s*free\b/i.test(fee);
}

export async function counselorCards(): Promise<CounselorCard[]> {
  const [counselors, open] = await Promise.all([listCounselors(), openRequestCounts()]);
  return counselors.map((counselor) => ({
    id: counselor.id,
    name: counselor.name,
    firstName: counselor.name.split(/\s+/)[0] ?? counselor.name,
    title: counselor.title,
    bio: counselor.bio,
    specializations: counselor.specializations,
    experience: counselor.experience,
    education: counselor.education,
    languages: counselor.languages,
    availableHours: counselor.availableHours,
    consultationFee: counselor.consultationFee,
    firstConsultationFree: isFreeFirstConsultation(counselor.consultationFee),
    isFeatured: counselor.isFeatured,
    isSample: counselor.isSample,
    commissionDisclosure: counselor.commissionDisclosure,
    takingRequests: hasRoomFor(counselor, open.get(counselor.id) ?? 0),
    areaOptions: areaOfInterestOptions(counselor),
  }));
}

/** The request form's fixed choices and a fresh idempotency key for this rendering of the form. */
export function consultationFormOptions() {
  return { educationLevels: EDUCATION_LEVELS, contactMethods: CONTACT_METHODS, requestKey: randomUUID() };
}

/** The admin inbox shows this many requests a page. */
export const CONSULTATION_INBOX_PAGE_SIZE = 20;

export interface ConsultationInboxFilter {
  status: ConsultationStatus | null;
  counselorId: string | null;
  /** 1-based; a page past the end reads as the last one. */
  page: number;
}

/** One request as an admin handles it: who asked, how to reach them, for whom, and the version the inbox's forms send back. */
export interface ConsultationInboxItem {
  id: string;
  /** Null once erased (`erasedAt`), as are the phone and message. */
  studentName: string | null;
  studentEmail: string | null;
  studentPhone: string | null;
  counselorId: string;
  /** Null when the counselor's profile is gone from the list. */
  counselorName: string | null;
  areaOfInterest: string;
  currentEducationLevel: string | null;
  preferredContactMethod: string;
  message: string | null;
  status: ConsultationStatus;
  requestedAt: Date;
  respondedAt: Date | null;
  /** When its sender's personal data was erased (by an admin, or with their account). */
  erasedAt: Date | null;
  version: number;
}

export interface ConsultationInbox {
  requests: ConsultationInboxItem[];
  total: number;
  page: number;
  pageCount: number;
}

/** The consultation inbox: filtered by status and counselor (AND), newest first, a page at a time. */
export async function consultationInbox(filter: ConsultationInboxFilter): Promise<ConsultationInbox> {
  let query = db().selectFrom("consultation_requests");
  if (filter.status) query = query.where("consultation_requests.status", "=", filter.status);
  if (filter.counselorId) query = query.where("consultation_requests.counselor_id", "=", filter.counselorId);
  const { count } = await query.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / CONSULTATION_INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filter.page) || 1), pageCount);
  const rows = await query
    .leftJoin("counselors", "counselors.id", "consultation_requests.counselor_id")
    .selectAll("consultation_requests")
    .select("counselors.name as counselor_name")
    .orderBy("consultation_requests.requested_at", "desc")
    .orderBy("consultation_requests.id")
    .limit(CONSULTATION_INBOX_PAGE_SIZE)
    .offset((page - 1) * CONSULTATION_INBOX_PAGE_SIZE)
    .execute();
  return {
    total,
    page,
    pageCount,
    requests: rows.map((row) => ({
      id: row.id,
      studentName: row.student_name,
      studentEmail: row.student_email,
      studentPhone: row.student_phone,
      counselorId: row.counselor_id,
      counselorName: row.counselor_name,
      areaOfInterest: row.area_of_interest,
      currentEducationLevel: row.current_education_level,
      preferredContactMethod: row.preferred_contact_method,
      message: row.message,
      status: (CONSULTATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as ConsultationStatus) : "pending",
      requestedAt: row.requested_at,
      respondedAt: row.responded_at,
      erasedAt: row.erased_at,
      version: row.version,
    })),
  };
}

/** Every counselor, active ones first, for the inbox's filter and assignment choices. */
export async function inboxCounselors(): Promise<{ id: string; name: string; isActive: boolean }[]> {
  return db().selectFrom("counselors").select(["id", "name", "is_active as isActive"]).orderBy("is_active", "desc").orderBy("name").orderBy("id").execute();
}
