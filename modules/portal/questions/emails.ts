import { escapeHtml, type OutgoingEmail } from "../../mail/index.ts";
import { config } from "../../platform/index.ts";

/** The site's public origin for links in emails (PUBLIC_URL; locally the server's own port). */
function publicOrigin(): string {
  return config().PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${config().PORT}`;
}

export const ANSWER_EMAIL_SUBJECT = "An expert answered your question";

/** The email telling a student their question was answered: the answer, who gave it, and a link to their questions. */
export function answerEmail(id: string, to: string, answer: { firstName: string | null; answer: string; answeredBy: string }, createdAt: Date): OutgoingEmail {
  const url = `${publicOrigin()}/portal/exclusive?tab=expert`;
  const greeting = `Hi ${answer.firstName?.replace(/\s+/g, " ").trim() || "there"}, ${answer.answeredBy} answered the question you asked our experts on Study Compass.`;
  const footer = "You get this email because expert answer emails are on in your portal settings (/portal/settings).";
  const text = [greeting, "", answer.answer, "", `- ${answer.answeredBy}`, "", `See your questions: ${url}`, "", footer].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<blockquote>${answer.answer
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
      .join("")}</blockquote>`,
    `<p>- ${escapeHtml(answer.answeredBy)}</p>`,
    `<p><a href="${escapeHtml(url)}">See your questions</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("");
  return { id, to, subject: ANSWER_EMAIL_SUBJECT, text, html, createdAt };
}
