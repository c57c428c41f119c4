import { describe, expect, it } from "vitest";
import { consultationEmails } from "./emails.ts";
import { counselorSchema } from "./schemas.ts";
import { sampleCounselor } from "./testing.ts";

const counselor = counselorSchema.parse(sampleCounselor({ isFeatured: true }));

const request = {
  requestId: "req-1",
  counselorId: "counselor_test",
  senderUserId: null,
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
    expect(toStudent).toMatchObject({ id: "event-1:student", to: "zoe@example.com", subject: "We received a consultation request from this address" });
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
  });

  it("confirms to the sender's unverified address with none of their text: what happens next and what to do if it was not them", () => {
    expect(toStudent!.text).toBe(
      [
        "Hello,",
        "We received a consultation request from this address through Study Compass.",
        "What happens next: one of our counselors will contact you within 24-48 hours by the contact method chosen in the request.",
        "If you did not send this request, reply to this email and we will erase it and everything it holds; nobody will contact you about it.",
        "Request reference: req-1",
        "Study Compass",
      ].join("\n\n"),
    );
    for (const written of ["Zoë", "O'Neil", "O&#39;Neil", "+1 868 555 0123", "Second line", "script", "UK admissions", counselor.name]) {
      expect(toStudent!.subject).not.toContain(written);
      expect(toStudent!.text).not.toContain(written);
      expect(toStudent!.html).not.toContain(written);
    }
  });

  it("names the request's personal-data subjects on both emails, and the sender's account when signed in, so erasure finds their copies", () => {
    expect(toCounselor!.about).toEqual(["consultation:req-1"]);
    expect(toStudent!.about).toEqual(["consultation:req-1"]);
    const signedIn = consultationEmails({ ...request, senderUserId: "user-1" }, counselor, "event-2", new Date());
    expect(signedIn.map((email) => email.about)).toEqual([
      ["consultation:req-1", "user-1"],
      ["consultation:req-1", "user-1"],
    ]);
  });

  it("escapes everything a student typed in the counselor's HTML body", () => {
    expect(toCounselor!.html).not.toContain("<script>");
    expect(toCounselor!.html).not.toContain("<b>");
    expect(toCounselor!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more");
    expect(toCounselor!.html).toContain("Zoë &lt;b&gt;O&#39;Neil&lt;/b&gt;");
  });

  it("keeps header lines on one line", () => {
    const [email] = consultationEmails({ ...request, studentName: "Evil\r\nBcc: x@example.com" }, counselor, "e", new Date());
    expect(email!.subject).toBe("New consultation request from Evil Bcc: x@example.com");
  });
});
