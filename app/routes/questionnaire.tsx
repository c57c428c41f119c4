import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  QUIZ_QUESTIONS,
  quizMatches,
  recordQuizResult,
  scoreQuiz,
  startingAnswers,
  studentProfile,
  takeQuizStep,
  type QuizQuestion,
} from "@modules/quiz/index.ts";
import { QuizForm } from "~/components/questionnaire/quiz-form.tsx";
import { QuizResults } from "~/components/questionnaire/quiz-results.tsx";
import type { QuestionScreen, ResultScreen } from "~/components/questionnaire/screens.ts";
import styles from "~/styles/quiz.css?url";
import { currentUser } from "~/server/auth.server.ts";
import { publicCacheHeaders, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { quizAnswersSetCookies } from "~/server/quiz-cookie.server.ts";
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
    return data({ screen: step satisfies QuestionScreen }, { status: step.error ? 400 : 200, headers: PRIVATE_NO_STORE });
  }
  const user = await currentUser(request);
  const result = user ? await recordQuizResult(user.id, step.answers, { actor: user.id, requestId: context.requestId }) : scoreQuiz(step.answers);
  const screen: ResultScreen = { view: "result", result, matches: await quizMatches(result, step.answers), saved: user ? "just-saved" : "not-signed-in" };
  const headers = new Headers(PRIVATE_NO_STORE);
  // Signed out, the answers are kept for sign-up to save to the new profile.
  if (!user) for (const cookie of await quizAnswersSetCookies(step.answers)) headers.append("Set-Cookie", cookie);
  return data({ screen }, { headers });
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
