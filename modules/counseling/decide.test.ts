import { describe, expect, it } from "vitest";
import { decideConsultationRequest } from "./decide.ts";
import { ConsultationRequested } from "./events.ts";
import { consultationRequestSchema } from "./forms.ts";
import { counselorSchema, type Counselor } from "./schemas.ts";

const counselor: Counselor = counselorSchema.parse({
  id: "counselor_test",
  name: "Test Counselor",
  title: "Adviser",
  bio: "Helps.",
  specializations: ["UK admissions", "Scholarships"],
  experience: "5 years",
  education: "MA",
  profileImageUrl: null,
  email: "test.counselor@counselors.studycompass.example",
  phone: null,
  availableHours: "Weekdays",
  isFeatured: true,
  consultationFee: "Free initial consultation",
  isSample: true,
});

const request = consultationRequestSchema.parse({
  counselorId: "counselor_test",
  studentName: "Shanice Thomas",
  studentEmail: "shanice@example.com",
  areaOfInterest: "UK admissions",
});

describe("deciding a consultation request", () => {
  it("given an active counselor, when a student asks about one of their specializations, then the request is recorded", () => {
    expect(decideConsultationRequest(counselor, request, "r1")).toEqual({
      outcome: "requested",
      events: [
        ConsultationRequested.create({
          requestId: "r1",
          counselorId: "counselor_test",
          studentName: "Shanice Thomas",
          studentEmail: "shanice@example.com",
          studentPhone: null,
          areaOfInterest: "UK admissions",
          currentEducationLevel: null,
          preferredContactMethod: "email",
          message: null,
        }),
      ],
    });
  });

  it.each(["general", "other", "Scholarships"])("given an active counselor, when the area is %s, then it is accepted", (area) => {
    expect(decideConsultationRequest(counselor, { ...request, areaOfInterest: area }, "r1").outcome).toBe("requested");
  });

  it("given no such counselor, when a request names it, then it is refused on counselorId", () => {
    expect(decideConsultationRequest(null, request, "r1")).toEqual({
      outcome: "refused",
      fieldErrors: { counselorId: ["This counselor is not taking requests. Choose another counselor."] },
    });
  });

  it("given an inactive counselor, when a student asks, then it is refused", () => {
    expect(decideConsultationRequest({ ...counselor, isActive: false }, request, "r1").outcome).toBe("refused");
  });

  it("given an active counselor, when the area is not one they offer, then it is refused on areaOfInterest", () => {
    expect(decideConsultationRequest(counselor, { ...request, areaOfInterest: "Medical school" }, "r1")).toEqual({
      outcome: "refused",
      fieldErrors: { areaOfInterest: ["Choose an area of interest from the list."] },
    });
  });
});
