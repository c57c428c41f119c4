import { describe, expect, it } from "vitest";
import { consultationEmails } from "./emails.ts";
import { counselorSchema } from "./schemas.ts";
import { sampleCounselor } from "./testing.ts";

const counselor = counselorSchema.parse(sampleCounselor({ isFeatured: true }));

const request = {
  requestId: "req-1",
  counselorId: "counselor_test",
  studentName: "Zoë <b>O'Neil</b>",
  studentEmail: "zoe@example.com",
  studentPhone: "+1 868 555 0123",
  areaOfInterest: "UK admissions",
  currentEducationLevel: "high-school-graduate",
  preferredContactMethod: "video" as const,
  message: 'Hello <script>alert("x")</script>\nSecond line & more',
};

describe("consultation emails", () => {
  const [toCounselor, toStudent] = consultationEmails(request, counselor, "event-1", new Date("2026-01-01T00:00:00Z"));

  it("sends every detail to the counselor and a confirmation to the student, keyed by event and role", () => {
    expect(toCounselor).toMatchObject({ id: "event-1:counselor", to: counselor.email, subject: "New consultation request from Zoë <b>O'Neil</b>" });
    expect(toStudent).toMatchObject({ id: "event-1:student", to: "zoe@example.com", subject: "Your consultation request to Test Counselor" });
    for (const detail of [
      "zoe@example.com",
      "+1 868 555 0123",
      "UK admissions",
      "High school graduate (CAPE / A-levels)",
      "Video call",
      "req-1",
      "Second line & more",
    ]) {
      expect(toCounselor!.text).toContain(detail);
    }
    expect(toStudent!.text).toContain("within 24-48 hours");
  });

  it("escapes everything a student typed in the HTML body", () => {
    for (const email of [toCounselor!, toStudent!]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("<b>");
      expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more");
      expect(email.html).toContain("Zoë &lt;b&gt;O&#39;Neil&lt;/b&gt;");
    }
  });

  it("keeps header lines on one line", () => {
    const [email] = consultationEmails({ ...request, studentName: "Evil\r\nBcc: x@example.com" }, counselor, "e", new Date());
    expect(email!.subject).toBe("New consultation request from Evil Bcc: x@example.com");
  });
});
