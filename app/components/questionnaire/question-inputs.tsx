import type { PartialQuizAnswers, QuizQuestion } from "@modules/quiz/index.ts";
import { usd } from "./copy.ts";

/**
 * The answer inputs of one question: a budget slider, or radio buttons or checkboxes. They are
 * uncontrolled (the caller remounts them per question), so React never undoes a choice made before
 * the page's scripts ran; `onAnswer` keeps the caller's answers in step.
 */
export function QuestionInputs({
  question,
  answers,
  onAnswer,
  invalid,
  hydrated,
  describedBy,
}: {
  question: QuizQuestion;
  answers: PartialQuizAnswers;
  onAnswer: (changes: PartialQuizAnswers) => void;
  invalid: boolean;
  hydrated: boolean;
  describedBy: string;
}) {
  if (question.type === "slider") {
    const budget = answers.budget_range ?? question.min;
    return (
      <div className="quiz-slider">
        <label htmlFor="budget_range">Yearly budget ({question.unit})</label>
        <output htmlFor="budget_range" className="quiz-slider-value" aria-live="polite">
          {/* Without JavaScript this shows the value the page was sent with; the scale below still guides. */}
          {usd(budget)} per year
        </output>
        <input
          id="budget_range"
          name="budget_range"
          type="range"
          min={question.min}
          max={question.max}
          step={question.step}
          defaultValue={budget}
          aria-describedby={describedBy}
          aria-valuetext={hydrated ? `${usd(budget)} per year` : undefined}
          onChange={(event) => onAnswer({ budget_range: Number(event.currentTarget.value) })}
        />
        <p className="quiz-slider-scale" aria-hidden="true">
          <span>{usd(question.min)}</span>
          <span>{usd(question.max)}+</span>
        </p>
      </div>
    );
  }
  const multiple = question.type === "multiple";
  const chosen = answers[question.key];
  const selected: readonly string[] = Array.isArray(chosen) ? chosen : chosen === undefined ? [] : [String(chosen)];
  return (
    <ul className="quiz-options">
      {question.options.map((option) => {
        const id = `${question.key}-${option.value}`;
        return (
          <li key={option.value}>
            <input
              id={id}
              type={multiple ? "checkbox" : "radio"}
              name={question.key}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              aria-invalid={invalid || undefined}
              onChange={(event) => {
                if (!multiple) return onAnswer({ [question.key]: option.value } as PartialQuizAnswers);
                const next = event.currentTarget.checked ? [...selected, option.value] : selected.filter((value) => value !== option.value);
                onAnswer({ support_needs: next as NonNullable<PartialQuizAnswers["support_needs"]> });
              }}
            />
            <label htmlFor={id}>{option.label}</label>
          </li>
        );
      })}
    </ul>
  );
}
