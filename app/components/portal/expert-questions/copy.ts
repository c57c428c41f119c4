// Ask an Expert's texts and the shapes its pages and action share. Browser-safe.
import type { SubmissionResult } from "@conform-to/react";
import type { QuestionCategory, QuestionOrigin } from "@modules/portal/browser.ts";
import type { Outcome } from "~/components/outcome.tsx";

/** The one intent both pages dispatch to `expertQuestionAction`. */
export const ASK_EXPERT_INTENT = "ask-expert";

/** Where a page without JavaScript shows the form (`?tab=expert&ask=1#ask`). */
export const ASK_ANCHOR = "ask";

export const SUCCESS_TOAST: Outcome = {
  title: "Question Submitted!",
  description: "Your question has been sent to our experts. You'll receive a response soon.",
  variant: "success",
};
export const FAILURE_TOAST: Outcome = {
  title: "Submission Failed",
  description: "There was an error submitting your question. Please try again.",
  variant: "destructive",
};

export const HUB_COPY = {
  listHeading: "Your Expert Questions",
  askNew: "Ask New Question",
  emptyTitle: "No Questions Yet",
  emptyText: "Get personalized advice from our education experts by asking your first question.",
  askFirst: "Ask Your First Question",
  dialogTitle: "Ask an Expert",
  dialogText: "Our education experts answer within 24-48 hours. Your question is private to you and our experts.",
  headerButton: "Ask an Expert",
} as const;

export const EVENTS_COPY = {
  introHeading: "Ask Our Experts",
  listHeading: "My Questions",
  empty: "No questions submitted yet",
  dialogTitle: "Submit Your Question",
  dialogText: "Our experts respond within 24-48 hours.",
} as const;

export const QUESTION_LABEL = "Your Question";
export const QUESTION_PLACEHOLDER = "Ask your question here...";
export const SUBMIT_LABEL = "Submit Question";

/** A question as both tabs show it: dates already formatted on the server (no hydration drift). */
export interface QuestionItem {
  id: string;
  question: string;
  category: QuestionCategory | null;
  categoryLabel: string | null;
  status: string;
  statusLabel: string;
  submittedOn: string;
  answer: string | null;
  answeredBy: string | null;
  answeredOn: string | null;
}

/** What each page's loader returns under `questions`. */
export interface ExpertQuestionsTabData {
  items: QuestionItem[];
  /** Without JavaScript, `?ask=1` opens the form section. */
  askOpen: boolean;
}

/** What `expertQuestionAction` answers, besides the page's toast. */
export type ExpertQuestionReply =
  { from: QuestionOrigin; askedId: string; lastResult?: undefined } | { from: QuestionOrigin; askedId?: undefined; lastResult: SubmissionResult<string[]> };
