import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import {
  QUIZ_QUESTIONS,
  quizMatches,
  recordQuizResult,
  scoreQuiz,
  startingAnswers,
  studentProfile,
  takeQuizStep,
  type PartialQuizAnswers,
  type QuizMatches,
  type QuizQuestion,
  type QuizResult,
} from "@modules/quiz/index.ts";
import { isAnswered } from "@modules/quiz/browser.ts";
import styles from "~/styles/quiz.css?url";
import { currentUser } from "~/utils/auth.server.ts";
import { publicCacheHeaders } from "~/utils/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A submitted quiz is private (it may hold a saved result); the plain quiz page is cacheable like any public page. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Study Profile Quiz",
    description:
      "Ten quick questions, about 5 minutes: find your study personality, the destinations that fit your budget, fields to explore and scholarships to look at.",
    path: "/questionnaire",
    matches,
  });

type QuestionScreen = { view: "question"; step: number; answers: PartialQuizAnswers; error: string | null };
type ResultScreen = { view: "result"; result: QuizResult; matches: QuizMatches; saved: "just-saved" | "from-profile" | "not-signed-in" };

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  const profile = user ? await studentProfile(user.id) : null;
  const wantsResult = new URL(request.url).searchParams.get("view") === "result";
  let screen: QuestionScreen | ResultScreen = { view: "question", step: 1, answers: startingAnswers(), error: null };
  if (wantsResult && profile) {
    screen = { view: "result", result: profile.result, matches: await quizMatches(profile.result, profile.quizAnswers), saved: "from-profile" };
  }
  return data(
    { questions: QUIZ_QUESTIONS, screen, signedIn: user !== null, hasSavedResult: profile !== null, askedForMissingResult: wantsResult && !profile },
    { headers: publicCacheHeaders(request) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const step = takeQuizStep(await request.formData());
  if (step.view === "question") {
    return data({ screen: step satisfies QuestionScreen }, { status: step.error ? 400 : 200, headers: PRIVATE });
  }
  const user = await currentUser(request);
  const result = user ? await recordQuizResult(user.id, step.answers, { actor: user.id, requestId: context.requestId }) : scoreQuiz(step.answers);
  const screen: ResultScreen = { view: "result", result, matches: await quizMatches(result, step.answers), saved: user ? "just-saved" : "not-signed-in" };
  return data({ screen }, { headers: PRIVATE });
}

export default function QuestionnairePage() {
  const { questions, screen: loaded, hasSavedResult, askedForMissingResult } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const screen = (actionData?.screen ?? loaded) as QuestionScreen | ResultScreen;

  if (screen.view === "result") return <QuizResults screen={screen} />;
  return (
    <section className="page-section quiz-page">
      <header className="quiz-intro">
        <p className="quiz-eyebrow">Study profile quiz · about 5 minutes</p>
        <h1>Find Your Study Path</h1>
        <p className="lead">Ten quick questions about how you learn, what you can spend and where you want to go. There are no wrong answers.</p>
      </header>
      {askedForMissingResult ? (
        <p className="notice">You haven&apos;t saved a quiz result yet. Answer the ten questions below and it will be saved to your profile.</p>
      ) : hasSavedResult ? (
        <p className="notice">
          You&apos;ve taken this quiz before. <Link to="/questionnaire?view=result">See your saved result</Link>, or take it again below.
        </p>
      ) : null}
      {/* Remounted whenever the server answers, so its step and answers win over what the browser held. */}
      <QuizForm key={`${location.key}:${JSON.stringify(screen)}`} questions={questions as readonly QuizQuestion[]} initial={screen} />
    </section>
  );
}

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/**
 * One question at a time. Without JavaScript every Previous/Next is a POST that
 * carries the earlier answers as hidden inputs, and the server checks the answer;
 * with JavaScript the same form moves between questions in the browser and only
 * See Results goes to the server.
 */
function QuizForm({ questions, initial }: { questions: readonly QuizQuestion[]; initial: QuestionScreen }) {
  const [step, setStep] = useState(initial.step);
  const [answers, setAnswers] = useState<PartialQuizAnswers>(initial.answers);
  const [error, setError] = useState(initial.error);
  const [hydrated, setHydrated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const navigation = useNavigation();

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
          <button type="submit" name="intent" value="results" className="button primary" disabled={(hydrated && !answered) || navigation.state === "submitting"}>
            See Results
          </button>
        ) : (
          <button type="submit" name="intent" value="next" className="button primary" disabled={hydrated && !answered} onClick={(event) => move(event, 1)}>
            Next
          </button>
        )}
      </div>
      {navigation.state === "submitting" ? (
        <p className="muted" role="status">
          Working out your results...
        </p>
      ) : null}
    </Form>
  );
}

function QuestionInputs({
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
          value={budget}
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
              checked={selected.includes(option.value)}
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

const SAVED_NOTICE: Record<ResultScreen["saved"], string> = {
  "just-saved": "Your result is saved to your profile.",
  "from-profile": "This is the result saved to your profile.",
  "not-signed-in": "",
};

function QuizResults({ screen }: { screen: ResultScreen }) {
  const { result, matches, saved } = screen;
  return (
    <section className="page-section quiz-page quiz-results">
      <header className="quiz-intro">
        <p className="quiz-eyebrow">Your quiz results</p>
        <h1>Your Study Profile</h1>
        <p className="lead">Here is what your answers say about you, and where to look next.</p>
      </header>
      {saved === "not-signed-in" ? (
        <p className="notice">
          Want to keep this result? <Link to="/signup?redirectTo=%2Fquestionnaire">Create a free student account</Link> and take the quiz again to save it
          to your profile.
        </p>
      ) : (
        <p className="notice success" role="status">
          {SAVED_NOTICE[saved]}
        </p>
      )}

      <div className="quiz-results-grid">
        <section className="card quiz-personality" aria-labelledby="personality-heading">
          <h2 id="personality-heading">Your study personality</h2>
          <p className="quiz-personality-name">{result.personality}</p>
        </section>

        <section className="card" aria-labelledby="destinations-heading">
          <h2 id="destinations-heading">Recommended destinations</h2>
          <ul className="quiz-result-list">
            {matches.destinations.map((destination) => (
              <li key={destination.name}>
                {destination.links.length === 1 && destination.links[0]!.name === destination.name ? (
                  <Link to={`/destinations/${destination.links[0]!.slug}`} className="quiz-result-name">
                    {destination.name}
                  </Link>
                ) : (
                  <span className="quiz-result-name">{destination.name}</span>
                )}
                {destination.links.length > 0 && !(destination.links.length === 1 && destination.links[0]!.name === destination.name) ? (
                  <span className="quiz-result-links">
                    {destination.links.map((link) => (
                      <Link key={link.slug} to={`/destinations/${link.slug}`} className="chip">
                        {link.name}
                      </Link>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="fields-heading">
          <h2 id="fields-heading">Fields to explore</h2>
          <ul className="quiz-result-links">
            {result.studyFields.map((field) => {
              const pathway = matches.pathways.find((candidate) => candidate.name === field);
              return (
                <li key={field}>
                  {pathway ? (
                    <Link to={`/pathways/${pathway.slug}`} className="chip">
                      {field}
                    </Link>
                  ) : (
                    <span className="chip">{field}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section className="card quiz-recommendations" aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading">Our recommendations</h2>
          <ul>
            {result.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </section>

        <section className="card quiz-scholarships" aria-labelledby="scholarships-heading">
          <h2 id="scholarships-heading">Scholarships to look at</h2>
          {matches.scholarships.length > 0 ? (
            <ul className="quiz-scholarship-list">
              {matches.scholarships.map((scholarship) => (
                <li key={scholarship.id}>
                  <h3>{scholarship.title}</h3>
                  <p className="muted">
                    {[scholarship.provider, scholarship.amount, scholarship.deadline ? `Deadline ${scholarship.deadline}` : "Open"].filter(Boolean).join(" · ")}
                  </p>
                  <a className="button secondary small" href={scholarship.applicationUrl ?? "#"} rel="noopener noreferrer">
                    Apply<span className="visually-hidden"> for {scholarship.title} (external site)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              No open scholarships match these destinations right now. <Link to="/funding">Browse all funding</Link>.
            </p>
          )}
        </section>
      </div>

      <nav className="quiz-next-steps" aria-label="Next steps">
        <Link to="/destinations" className="button primary">
          Explore Destinations
        </Link>
        <Link to="/pathways" className="button secondary">
          Browse Study Pathways
        </Link>
        <Link to="/funding" className="button secondary">
          Find Funding
        </Link>
        <Link to="/questionnaire" className="button ghost">
          Retake Quiz
        </Link>
      </nav>
    </section>
  );
}
