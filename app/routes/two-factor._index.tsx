import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { passSecondFactor, secondFactorCodeSchema } from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { keepLoaderHeaders, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import { requireSecondFactorPage, secondFactorStepPath } from "~/server/second-factor.server.ts";

export const meta: MetaFunction = () => [{ title: "Enter your code | Study Compass" }, { name: "robots", content: "noindex" }];
export const headers = keepLoaderHeaders;

/** Sign-in's second step for an admin account with an authenticator app. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, redirectTo } = await requireSecondFactorPage(request);
  if (session.secondFactorNeeded === "enrol") throw redirect(secondFactorStepPath("enrol", redirectTo), { headers: PRIVATE_NO_STORE });
  return data({ passed: session.secondFactorNeeded === null, redirectTo }, { headers: PRIVATE_NO_STORE });
}

interface CodeReply {
  submission: SubmissionResult<string[]>;
  recoveryCodesLeft?: number;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, sessionId, redirectTo } = await requireSecondFactorPage(request);
  if (session.secondFactorNeeded !== "verify") throw redirect(redirectTo, { headers: PRIVATE_NO_STORE });
  const submission = parseWithZod(await request.formData(), { schema: secondFactorCodeSchema });
  if (submission.status !== "success") return Response.json({ submission: submission.reply({ hideFields: ["code"] }) } satisfies CodeReply, { status: 400 });
  const { user } = session;
  const outcome = await passSecondFactor(
    { userId: user.id, email: user.email, sessionId, code: submission.value.code, clientIp: context.clientIp },
    { actor: user.id, requestId: context.requestId },
  );
  if (outcome.status === "refused") {
    return Response.json({ submission: submission.reply({ fieldErrors: { code: [outcome.message] }, hideFields: ["code"] }) } satisfies CodeReply, {
      status: outcome.httpStatus,
    });
  }
  if (outcome.status === "passed" && outcome.recoveryCodesLeft !== null) {
    // A recovery code: say how many are left before going on, so none runs out unnoticed.
    return Response.json({ submission: submission.reply({ resetForm: true }), recoveryCodesLeft: outcome.recoveryCodesLeft } satisfies CodeReply);
  }
  return redirect(redirectTo, { headers: PRIVATE_NO_STORE });
}

export default function SecondFactorPage() {
  const { passed, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<CodeReply>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ code: string }>({ id: "second-factor", lastResult: actionData?.submission, shouldValidate: "onSubmit" });
  if (actionData?.recoveryCodesLeft !== undefined || passed) {
    const left = actionData?.recoveryCodesLeft;
    return (
      <section className="page-section narrow">
        <h1>You are signed in</h1>
        {left !== undefined ? (
          <div className="notice" role="status">
            <p>
              You used a recovery code: it will not work again. You have {left} recovery {left === 1 ? "code" : "codes"} left.
            </p>
          </div>
        ) : null}
        <Link className="button primary" to={redirectTo}>
          Continue
        </Link>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Confirm it is you</h1>
      <p>Your account is an admin account, so signing in takes a second step.</p>
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <FormField
          label="Enter the 6-digit code from your authenticator app"
          field={fields.code}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Lost your phone? Enter one of your recovery codes instead."
        />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Checking..." : "Continue"}
        </button>
      </Form>
      <p className="form-hint">
        Not you, or on a shared computer? <Link to="/api/logout">Sign out</Link>
      </p>
    </section>
  );
}
