// Fixtures for tests only (application code never imports this file).
import { ConsultationRequested } from "./events.ts";
import type { CounselorInput } from "./schemas.ts";

/** A sample counselor as a seed or an editor would enter one; override what a test is about. */
export function sampleCounselor(overrides: Partial<CounselorInput> = {}): CounselorInput {
  return {
    id: "counselor_test",
    name: "Test Counselor",
    title: "Adviser",
    bio: "Helps students.",
    specializations: ["UK admissions", "Scholarships"],
    experience: "5 years",
    education: "MA",
    profileImageUrl: null,
    email: "test.counselor@counselors.studycompass.example",
    phone: null,
    availableHours: "Weekdays",
    languages: ["English"],
    isActive: true,
    isFeatured: false,
    consultationFee: "Free initial consultation",
    isSample: true,
    ...overrides,
  };
}

/** A student's request to the sample counselor, as the decider records it. */
export function sampleConsultationRequested(overrides: Partial<Parameters<typeof ConsultationRequested.create>[0]> = {}) {
  return ConsultationRequested.create({
    requestId: "r1",
    counselorId: "counselor_test",
    senderUserId: null,
    studentName: "Shanice Thomas",
    studentEmail: "shanice@example.com",
    studentPhone: null,
    areaOfInterest: "UK admissions",
    currentEducationLevel: null,
    preferredContactMethod: "email",
    message: null,
    ...overrides,
  });
}
