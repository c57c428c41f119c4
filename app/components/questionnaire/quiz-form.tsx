import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { isAnswered } from "@modules/quiz/browser.ts";
import type { PartialQuizAnswers, QuizQuestion } from "@modules/quiz/index.ts";
import { useIsPending } from "~/utils/pending.ts";
import { QuestionInputs } from "./question-inputs.tsx";
import type { QuestionScreen } from "./screens.ts";

/**
 * One question at a time. Without JavaScript every Previous/Next is a POST that
 * carries the earlier answers as hidden inputs, and the server checks the answer;
 * with JavaScript the same form moves between questions in the browser and only
 * See Results goes to the server.
 */
export function QuizForm({ questions, initial }: { questions: readonly QuizQuestion[]; initial: QuestionScreen }) {
  const [step, setStep] = useState(initial.step);
  const [answers, setAnswers] = useState<PartialQuizAnswers>(initial.answers);
  const [error, setError] = useState(initial.error);
  const [hydrated, setHydrated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submitting = useIsPending();

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    // After Previous/Next in the browser, take keyboard and screen-reader focus to the new question.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const question = questions[step - 1]!;
  const answered = isAnswered(question, answers);
  const isLast = step === questions.length;
  const percent = Math.round((step / questions.length) * 100);
  const errorId = `${question.key}-error`;
  const hintId = `${question.key}-hint`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  function answer(changes: PartialQuizAnswers) {
    setAnswers((current) => ({ ...current, ...changes }));
    setError(null);
  }

  function move(event: MouseEvent<HTMLButtonElement>, by: number) {
    event.preventDefault();
    moved.current = true;
    setError(null);
    setStep((current) => Math.min(Math.max(current + by, 1), questions.length));
  }

  return (
    <Form method="post" className="quiz-form" aria-label="Study profile quiz" noValidate>
      <div className="quiz-progress">
        <p className="quiz-progress-text">
          <span>
            Question {step} of {questions.length}
          </span>
          <span>{percent}% complete</span>
        </p>
        <progress max={100} value={percent} aria-label="Quiz progress">
          {percent}%
        </progress>
      </div>

      <input type="hidden" name="step" value={step} />
      {questions
        .filter((other) => other.key !== question.key)
        .flatMap((other) => {
          const value = answers[other.key];
          if (value === undefined) return [];
          const values = Array.isArray(value) ? value : [String(value)];
          return values.map((single) => <input key={`${other.key}:${single}`} type="hidden" name={other.key} value={single} />);
        })}

      <fieldset className="quiz-question" aria-describedby={describedBy}>
        <legend>
          <h2 ref={headingRef} tabIndex={-1}>
            {question.text}
          </h2>
        </legend>
        <p className="form-hint" id={hintId}>
          {question.hint}
        </p>
        {error ? (
          <p className="quiz-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        <QuestionInputs question={question} answers={answers} onAnswer={answer} invalid={error !== null} hydrated={hydrated} describedBy={describedBy} />
      </fieldset>

      <div className="quiz-nav">
        <button type="submit" name="intent" value="previous" className="button secondary" disabled={step === 1} onClick={(event) => move(event, -1)}>
          Previous
        </button>
        {isLast ? (
          <button type="submit" name="intent" value="results" className="button primary" disabled={(hydrated && !answered) || submitting}>
            See Results
          </button>
        ) : (
          <button type="submit" name="intent" value="next" className="button primary" disabled={hydrated && !answered} onClick={(event) => move(event, 1)}>
            Next
          </button>
        )}
      </div>
      {submitting ? (
        <p className="muted" role="status">
          Working out your results...
        </p>
      ) : null}
    </Form>
  );
}
