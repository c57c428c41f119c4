import { escapeHtml, type OutgoingEmail } from "../mail/index.ts";
import type { DataOf } from "../eventstore/index.ts";
import { consultationSubject, type ConsultationRequested } from "./events.ts";
import { CONTACT_METHODS, EDUCATION_LEVELS } from "./forms.ts";
import type { Counselor } from "./schemas.ts";

/** A request whose sender's fields are still readable (an erased one sends nothing). */
type Request = DataOf<typeof ConsultationRequested> & { studentName: string; studentEmail: string };

export const RESPONSE_PROMISE = "within 24-48 hours";

/**
 * The confirmation goes to an address nobody has verified, so it carries
 * nothing the sender wrote: otherwise anyone could make us email
 * their text, a phishing link in the message or a name, to any address.
 */
export const CONFIRMATION_SUBJECT = "We received a consultation request from this address";

export function confirmationParagraphs(requestId: string): string[] {
  return [
    "Hello,",
    "We received a consultation request from this address through Study Compass.",
    `What happens next: one of our counselors will contact you ${RESPONSE_PROMISE} by the contact method chosen in the request.`,
    "If you did not send this request, reply to this email and we will erase it and everything it holds; nobody will contact you about it.",
    `Request reference: ${requestId}`,
    "Study Compass",
  ];
}

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

/**
 * The two emails a request sends: every detail to the counselor (our own
 * address), a neutral confirmation to the sender's. Both name the request's
 * personal-data subjects (`about`), so erasing it or deleting the sender's
 * account removes their outbox copies.
 */
export function consultationEmails(request: Request, counselor: Counselor, eventId: string, at: Date): OutgoingEmail[] {
  const details = requestDetails(request, counselor);
  const about = [consultationSubject(request.requestId), ...(request.senderUserId ? [request.senderUserId] : [])];
  const counselorIntro = [`Hello ${counselor.name},`, `${request.studentName} has requested a free initial consultation through Study Compass.`];
  const counselorOutro = [
    `Please contact the student by their preferred method (${label(CONTACT_METHODS, request.preferredContactMethod).toLowerCase()}) ${RESPONSE_PROMISE}.`,
    "Study Compass",
  ];
  const confirmation = confirmationParagraphs(request.requestId);
  return [
    {
      id: `${eventId}:counselor`,
      to: counselor.email,
      subject: oneLine(`New consultation request from ${request.studentName}`),
      text: textBody(counselorIntro, details, request.message, counselorOutro),
      html: htmlBody(counselorIntro, details, request.message, counselorOutro),
      about,
      createdAt: at,
    },
    {
      id: `${eventId}:student`,
      to: request.studentEmail,
      subject: CONFIRMATION_SUBJECT,
      text: confirmation.join("\n\n"),
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${confirmation.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</body></html>`,
      about,
      createdAt: at,
    },
  ];
}
