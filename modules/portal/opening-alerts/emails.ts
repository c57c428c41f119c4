import { dayName, windowSentence, type FundingWindow } from "../../funding/index.ts";
import { escapeHtml, type OutgoingEmail } from "../../mail/index.ts";

export interface OpeningAlertEmailInput {
  id: string;
  to: string;
  /** The student's id: the outbox copy is theirs to have forgotten (decision 0010). */
  userId: string;
  firstName: string | null;
  scholarship: { title: string; slug: string };
  window: Extract<FundingWindow, { status: "open" | "opens" }>;
  /** The cycle as its source names it; null when the editor gave it no name. */
  cycleName: string | null;
  /** The student's deadline reminders are on. */
  remindersOn: boolean;
  origin: string;
  createdAt: Date;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function subject(title: string, window: OpeningAlertEmailInput["window"]): string {
  if (window.status === "opens") return `${title} opens on ${dayName(window.opensOn)}`;
  return window.cycle.closesOn === null ? `${title} is open now` : `${title} is open: apply by ${dayName(window.cycle.closesOn)}`;
}

/** The one email a student asked for: the award's new cycle is confirmed, in the site's one sentence, with a link to its page. */
export function openingAlertEmail(input: OpeningAlertEmailInput): OutgoingEmail {
  const title = oneLine(input.scholarship.title);
  const { window } = input;
  const pageUrl = `${input.origin}/funding/scholarships/${input.scholarship.slug}`;
  const cycle = input.cycleName ? `Its new cycle (${oneLine(input.cycleName)})` : "Its new cycle";
  const followUp =
    window.cycle.closesOn === null
      ? "Its closing date is not confirmed yet: check the official page before you rely on a date."
      : input.remindersOn
        ? "We'll remind you 14, 3 and 1 days before it closes, and it is in your calendar feed."
        : "It is in your calendar feed. Your deadline reminders are off; turn them on in your settings to be reminded before it closes.";
  const paragraphs = [
    `Hi ${input.firstName ? oneLine(input.firstName) : "there"},`,
    `You asked us to tell you when ${title} opens. ${cycle} is confirmed: ${windowSentence(window)}.`,
    followUp,
    "Always confirm the details on the official page before you apply.",
  ];
  const footer = 'You get this email because you asked to be told when this award opens. To stop, choose "Stop telling me" on its page.';
  const link = { text: "See the scholarship", url: pageUrl };
  const text = [...paragraphs.slice(0, 3), `${link.text}: ${link.url}`, paragraphs[3], footer].join("\n\n");
  const html = [
    ...paragraphs.slice(0, 3).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("");
  return { id: input.id, to: input.to, subject: subject(title, window), text, html, about: [input.userId], createdAt: input.createdAt };
}
