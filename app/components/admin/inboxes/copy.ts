// The admin inboxes' texts and the shapes their pages and actions share. Browser-safe.
import type { Outcome } from "~/components/outcome.tsx";

export const CONSULTATIONS_COPY = {
  title: "Consultation Requests",
  lead: "Requests visitors sent to counselors: contact them, schedule, and keep each request's status current.",
  empty: "No consultation requests found",
  emptyFiltered: "Try another status or counselor, or clear the filters.",
  emptyNone: "Requests sent from the counselors page will appear here.",
  // An erasure request carried out, and what the card says afterwards.
  erase: "Erase personal data",
  eraseConfirmTitle: "Erase this request's personal data?",
  eraseConfirmText:
    "The sender's name, email, phone and message will be erased for good: from this inbox, from the copies of its emails we keep, and from our event log. The request's counselor, area and status stay. This cannot be undone.",
  eraseConfirm: "Erase for good",
  erasing: "Erasing...",
  cancel: "Cancel",
  erasedTitle: "Personal data erased",
  erasedText: (on: string) => `The sender's personal data was erased on ${on}: their name, email, phone and message are gone.`,
} as const;

export const QUESTIONS_COPY = {
  title: "Expert Questions",
  lead: "Students' questions to our experts. Start a review, then answer: the student sees the answer in their portal and is emailed.",
  empty: "No questions found",
  deleted: "(deleted by the student)",
} as const;

export const INBOX_TOASTS = {
  statusChanged: (status: string): Outcome => ({ title: "Status Updated", description: `The request is now ${status}.`, variant: "success" }),
  statusUnchanged: (status: string): Outcome => ({ title: "No Change", description: `The request was already ${status}.`, variant: "success" }),
  assigned: (counselor: string): Outcome => ({ title: "Request Assigned", description: `The request is now with ${counselor}.`, variant: "success" }),
  stale: {
    title: "Request Changed",
    description: "Someone else changed this request after you opened the page. Nothing was saved: check it and try again.",
    variant: "destructive",
  },
  erased: { title: "Personal Data Erased", description: "The sender's name, email, phone and message were erased for good.", variant: "success" },
  alreadyErased: { title: "Already Erased", description: "This request's personal data had been erased already.", variant: "success" },
  refused: { title: "Update Failed", description: "The request was not changed. See the message next to the field.", variant: "destructive" },
  reviewStarted: { title: "Review Started", description: "The question is now In Review.", variant: "success" },
  answered: { title: "Answer Sent", description: "The answer was saved. The student sees it in their portal and is emailed.", variant: "success" },
  answerRefused: { title: "Answer Not Sent", description: "Check the answer form below and try again.", variant: "destructive" },
  alreadyAnswered: {
    title: "Already Answered",
    description: "This question was answered already; the answer shown is the one the student received.",
    variant: "destructive",
  },
} satisfies Record<string, Outcome | ((value: string) => Outcome)>;

/** A form the server refused: which item, which field, what to do, and (for the answer form) what was typed. */
export interface InboxRefusal {
  id: string;
  field: string;
  message: string;
  values?: Record<string, string>;
}

export interface InboxActionData {
  toast: Outcome;
  refused?: InboxRefusal;
}

export interface Option {
  value: string;
  label: string;
}
