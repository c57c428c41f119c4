import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SIGN_UP_LINK_HOURS } from "@modules/identity/browser.ts";
import { completeSignUp, InvalidSignUpLinkError, signUpLinkStatus, type SignUpLinkStatus } from "@modules/identity/index.ts";
import { quizAnswersSchema, recordQuizResult } from "@modules/quiz/index.ts";
import { startSession } from "~/server/auth.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import { clearQuizAnswersCookies } from "~/server/quiz-cookie.server.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Finish creating your account | Study Compass" }, { name: "robots", content: "noindex" }];

type Problem = Exclude<SignUpLinkStatus, "valid"> | "taken";

/** An unusable link answers 410 (used or expired) or 404 (never issued), 409 when the address got an account meanwhile. */
const STATUS_CODE: Record<Problem, number> = { used: 410, expired: 410, unknown: 404, taken: 409 };

/**
 * The emailed link opens this page; its button creates the account. A GET
 * never changes state (as /verify-email): a mail scanner that follows links
 * creates nothing and is signed in nowhere (decision 0026).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = await signUpLinkStatus(token);
  return data(
    { token: status === "valid" ? token : "", problem: status === "valid" ? null : status },
    { status: status === "valid" ? 200 : STATUS_CODE[status], headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 100);
  try {
    const { userId, redirectTo, quizAnswers } = await completeSignUp(token, { requestId: context.requestId });
    // A quiz taken before signing up (kept with the sign-up): saved to the new profile.
    const answers = quizAnswersSchema.safeParse(quizAnswers);
    if (answers.success) await recordQuizResult(userId, answers.data, { actor: userId, requestId: context.requestId });
    const signedIn = await startSession(request, userId, safeRedirectPath(redirectTo, "/portal/dashboard"), { signUp: true });
    for (const cookie of await clearQuizAnswersCookies()) signedIn.headers.append("Set-Cookie", cookie);
    return signedIn;
  } catch (error) {
    if (error instanceof InvalidSignUpLinkError) return data({ problem: error.status }, { status: STATUS_CODE[error.status], headers: PRIVATE_NO_STORE });
    throw error;
  }
}

const PROBLEM: Record<Problem, string> = {
  used: "This sign-up link has already been used. Each link works once.",
  expired: `This sign-up link has expired. Links work for ${SIGN_UP_LINK_HOURS} hours.`,
  unknown: "This sign-up link is not valid. It may have been copied incompletely.",
  taken: "This email address already has an account.",
};

export default function ConfirmSignUpPage() {
  const { token, problem: linkProblem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const problem = ((actionData as { problem?: Problem } | undefined)?.problem ?? linkProblem) as Problem | null;
  if (problem) {
    return (
      <section className="page-section narrow">
        <h1>This link cannot be used</h1>
        <div className="notice error">
          <p>{PROBLEM[problem]}</p>
        </div>
        <p>If you already finished creating your account, sign in. Otherwise start again: we will email you a new link.</p>
        <p>
          <Link className="button primary" to="/signup">
            Start again
          </Link>{" "}
          <Link className="button" to="/login">
            Sign in
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Finish creating your account</h1>
      <p>One step left: this creates your free student account and signs you in on this device.</p>
      <Form method="post" className="stacked-form">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Creating account..." : "Create my account"}
        </button>
      </Form>
    </section>
  );
}
