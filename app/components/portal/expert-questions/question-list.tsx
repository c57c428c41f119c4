import type { QuestionItem } from "./copy.ts";

const STATUS_BADGE: Record<string, string> = { pending: "warning", in_review: "accent", answered: "success" };

/** Pending, In Review, Answered, any other status Unknown. */
export function QuestionStatusBadge({ item }: { item: QuestionItem }) {
  return <span className={`badge ${STATUS_BADGE[item.status] ?? ""}`.trim()}>{item.statusLabel}</span>;
}

/** The hub's list: category and status badges, the question, 'Submitted on', and the Expert Response block once answered. */
export function HubQuestionList({ items }: { items: readonly QuestionItem[] }) {
  return (
    <ul className="expert-questions" aria-label="Your questions">
      {items.map((item) => (
        <li key={item.id} className="card expert-question">
          <p className="expert-question-badges">
            {item.categoryLabel ? <span className="badge">{item.categoryLabel}</span> : null}
            <QuestionStatusBadge item={item} />
          </p>
          <p className="expert-question-text">{item.question}</p>
          <p className="muted">Submitted on {item.submittedOn}</p>
          {item.status === "answered" && item.answer ? (
            <div className="expert-response">
              <p className="expert-response-title">
                <strong>Expert Response</strong>
              </p>
              <p className="expert-response-text">{item.answer}</p>
              {item.answeredBy ? <p className="expert-response-by">{item.answeredBy}</p> : null}
              {item.answeredOn ? <p className="muted">Answered on {item.answeredOn}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The events screen's 'My Questions': status badge, date, question, and the answer with who gave it. */
export function EventsQuestionList({ items }: { items: readonly QuestionItem[] }) {
  return (
    <ul className="expert-questions" aria-label="My questions">
      {items.map((item) => (
        <li key={item.id} className="card expert-question">
          <p className="expert-question-badges">
            <QuestionStatusBadge item={item} />
            <span className="muted">{item.submittedOn}</span>
          </p>
          <p className="expert-question-text">{item.question}</p>
          {item.answer ? (
            <div className="expert-response">
              <p className="expert-response-text">{item.answer}</p>
              {item.answeredBy ? <p className="expert-response-by">Answered by {item.answeredBy}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
