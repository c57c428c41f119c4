import { escapeHtml, type OutgoingEmail } from "../mail/index.ts";
import type { DataOf } from "../eventstore/index.ts";
import type { ConsultationRequested } from "./events.ts";
import { CONTACT_METHODS, EDUCATION_LEVELS } from "./forms.ts";
import type { Counselor } from "./schemas.ts";

type Request = DataOf<typeof ConsultationRequested>;

export const RESPONSE_PROMISE = "within 24-48 hours";

const label = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? "Not given" : (options.find((option) => option.value === value)?.label ?? value);

/** A header line never carries a line break, whatever was typed. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

function requestDetails(request: Request, counselor: Counselor): [string, string][] {
  return [
    ["Counselor", counselor.name],
    ["Student name", request.studentName],
    ["Email", request.studentEmail],
    ["Phone", request.studentPhone ?? "Not given"],
    ["Area of interest", request.areaOfInterest],
    ["Current education level", label(EDUCATION_LEVELS, request.currentEducationLevel)],
    ["Preferred contact method", label(CONTACT_METHODS, request.preferredContactMethod)],
    ["Request reference", request.requestId],
  ];
}

function textBody(intro: string[], details: [string, string][], message: string | null, outro: string[]): string {
  return [...intro, "", ...details.map(([name, value]) => `${name}: ${value}`), "", "Message:", message ?? "(none)", "", ...outro].join("\n");
}

/** Every interpolated value is escaped: nothing a student typed can become markup. */
function htmlBody(intro: string[], details: [string, string][], message: string | null, outro: string[]): string {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const rows = details
    .map(([name, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const messageHtml = message ? escapeHtml(message).replace(/\r?\n/g, "<br>") : "(none)";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs(intro)}<table>${rows}</table><h2 style="font-size:1rem">Message</h2><p>${messageHtml}</p>${paragraphs(outro)}</body></html>`;
}

/** The two emails a request sends: every detail to the counselor, a confirmation to the student. */
export function consultationEmails(request: Request, counselor: Counselor, eventId: string, at: Date): OutgoingEmail[] {
  const details = requestDetails(request, counselor);
  const counselorIntro = [`Hello ${counselor.name},`, `${request.studentName} has requested a free initial consultation through Study Compass.`];
  const counselorOutro = [
    `Please contact the student by their preferred method (${label(CONTACT_METHODS, request.preferredContactMethod).toLowerCase()}) ${RESPONSE_PROMISE}.`,
    "Study Compass",
  ];
  const studentIntro = [
    `Hello ${request.studentName},`,
    `Your consultation request has been sent to ${counselor.name}, ${counselor.title}. The counselor will contact you ${RESPONSE_PROMISE}.`,
    "Here is what you sent:",
  ];
  const studentOutro = ["If you did not make this request, you can ignore this email.", "Study Compass"];
  return [
    {
      id: `${eventId}:counselor`,
      to: counselor.email,
      subject: oneLine(`New consultation request from ${request.studentName}`),
      text: textBody(counselorIntro, details, request.message, counselorOutro),
      html: htmlBody(counselorIntro, details, request.message, counselorOutro),
      createdAt: at,
    },
    {
      id: `${eventId}:student`,
      to: request.studentEmail,
      subject: oneLine(`Your consultation request to ${counselor.name}`),
      text: textBody(studentIntro, details, request.message, studentOutro),
      html: htmlBody(studentIntro, details, request.message, studentOutro),
      createdAt: at,
    },
  ];
}
