import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { isAnswered } from "@modules/quiz/browser.ts";
import type { PartialQuizAnswers, QuizQuestion } from "@modules/quiz/index.ts";
import { useHydrated, useStateFromDom } from "~/utils/hydration.ts";
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
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState(initial.step);
  // An answer picked before the scripts ran is in the form, not yet in the state.
  const [answers, setAnswers] = useStateFromDom<PartialQuizAnswers>(initial.answers, () =>
    formRef.current ? { ...initial.answers, ...answerInForm(questions[initial.step - 1]!, new FormData(formRef.current)) } : undefined,
  );
  const [error, setError] = useState(initial.error);
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submitting = useIsPending();

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
    <Form ref={formRef} method="post" className="quiz-form" aria-label="Study profile quiz" noValidate>
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
        <QuestionInputs
          key={question.key}
          question={question}
          answers={answers}
          onAnswer={answer}
          invalid={error !== null}
          hydrated={hydrated}
          describedBy={describedBy}
        />
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

/** The current question's answer as the form holds it (its fields are uncontrolled). */
function answerInForm(question: QuizQuestion, form: FormData): PartialQuizAnswers {
  if (question.type === "slider") {
    const budget = form.get(question.key);
    return typeof budget === "string" && budget !== "" ? ({ [question.key]: Number(budget) } as PartialQuizAnswers) : {};
  }
  if (question.type === "multiple") return { [question.key]: form.getAll(question.key).map(String) } as PartialQuizAnswers;
  const chosen = form.get(question.key);
  return typeof chosen === "string" ? ({ [question.key]: chosen } as PartialQuizAnswers) : {};
}
