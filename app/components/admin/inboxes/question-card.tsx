import { Form } from "@remix-run/react";
import { FieldErrors } from "~/components/form-field.tsx";
import { QUESTIONS_COPY, type InboxRefusal } from "./copy.ts";
import { SubmitButton } from "./inbox-parts.tsx";

export interface QuestionItem {
  id: string;
  status: string;
  statusLabel: string;
  categoryLabel: string | null;
  askedFrom: string;
  submittedOn: string;
  question: string | null;
  answer: string | null;
  answeredBy: string | null;
  answeredOn: string | null;
}

const STATUS_BADGE: Record<string, string> = { pending: "warning", in_review: "accent", answered: "success" };
// The spec keeps answers in one text column; the module's limit is the one the form shows.
const ANSWER_MAX_LENGTH = 10_000;
const ANSWERED_BY_MAX_LENGTH = 120;

/**
 * One question: badges, the text (or that the student deleted it: then no
 * actions), where and when it was asked, and either the answer or the forms
 * to start a review and to answer.
 */
export function QuestionCard({ item, answeredBy, refused }: { item: QuestionItem; answeredBy: string; refused: InboxRefusal | null }) {
  const headingId = `question-${item.id}-heading`;
  const answerError = refused?.field === "answer" ? [refused.message] : undefined;
  const byError = refused?.field === "answeredBy" ? [refused.message] : undefined;
  return (
    <li className="card inbox-item" aria-labelledby={headingId}>
      <header className="inbox-item-header">
        <h2 id={headingId} className="inbox-question-title">
          Question from {item.askedFrom}, {item.submittedOn}
        </h2>
        <p className="inbox-badges">
          {item.categoryLabel ? <span className="badge">{item.categoryLabel}</span> : null}
          <span className={`badge ${STATUS_BADGE[item.status] ?? ""}`.trim()}>{item.statusLabel}</span>
        </p>
      </header>
      <p className="inbox-message">{item.question ?? QUESTIONS_COPY.deleted}</p>
      {item.question === null ? null : item.status === "answered" ? (
        <div className="expert-response">
          <p>
            <strong>Expert Response</strong>
          </p>
          <p className="inbox-message">{item.answer}</p>
          {item.answeredBy ? <p>Answered by {item.answeredBy}</p> : null}
          {item.answeredOn ? <p className="muted">Answered on {item.answeredOn}</p> : null}
        </div>
      ) : (
        <div className="inbox-actions">
          {item.status === "pending" ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={item.id} />
              <SubmitButton intent="start-review" itemId={item.id} pendingText="Starting..." className="button secondary">
                Start Review
              </SubmitButton>
            </Form>
          ) : null}
          <Form method="post" className="inbox-answer-form" preventScrollReset>
            <input type="hidden" name="id" value={item.id} />
            <div className="form-field">
              <label htmlFor={`answer-${item.id}`}>Answer</label>
              <textarea
                id={`answer-${item.id}`}
                name="answer"
                rows={5}
                required
                maxLength={ANSWER_MAX_LENGTH}
                defaultValue={refused?.values?.answer ?? ""}
                aria-invalid={answerError ? true : undefined}
                aria-describedby={answerError ? `answer-${item.id}-error` : undefined}
              />
              <FieldErrors id={`answer-${item.id}-error`} errors={answerError} />
            </div>
            <div className="form-field">
              <label htmlFor={`answered-by-${item.id}`}>Answered by</label>
              <input
                id={`answered-by-${item.id}`}
                name="answeredBy"
                required
                maxLength={ANSWERED_BY_MAX_LENGTH}
                defaultValue={refused?.values?.answeredBy ?? answeredBy}
                aria-invalid={byError ? true : undefined}
                aria-describedby={byError ? `answered-by-${item.id}-error` : undefined}
              />
              <FieldErrors id={`answered-by-${item.id}-error`} errors={byError} />
            </div>
            <SubmitButton intent="answer" itemId={item.id} pendingText="Sending...">
              Send Answer
            </SubmitButton>
          </Form>
        </div>
      )}
    </li>
  );
}
