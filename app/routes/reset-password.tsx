import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { keepActionRetryAfter, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PASSWORD_HINT } from "@modules/identity/browser.ts";
import {
  InvalidResetTokenError,
  limitPasswordResetSubmission,
  passwordResetTokenStatus,
  resetPassword,
  resetPasswordSchema,
  WeakPasswordError,
  type ResetTokenStatus,
} from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { startSession } from "~/server/auth.server.ts";
import { useIsPending } from "~/utils/pending.ts";

export const headers = keepActionRetryAfter;

export const meta: MetaFunction = () => [{ title: "Choose a new password | Study Compass" }, { name: "robots", content: "noindex" }];

/** An unusable link answers 410 (used or expired) or 404 (never issued), with the page saying what to do. */
const STATUS_CODE: Record<ResetTokenStatus, number> = { valid: 200, used: 410, expired: 410, unknown: 404 };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = await passwordResetTokenStatus(token);
  return data({ token: status === "valid" ? token : "", status }, { status: STATUS_CODE[status], headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  // Counted per link even when the new password is refused, so a link cannot be used to spend our hashing time.
  const token = form.get("token");
  const limited = await limitPasswordResetSubmission(context.clientIp, typeof token === "string" && token !== "" ? token : null);
  if (limited) {
    return Response.json(
      { submission: submission.reply({ formErrors: [limited.message], hideFields: ["password"] }), status: null },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") return Response.json({ submission: submission.reply({ hideFields: ["password"] }), status: null }, { status: 400 });
  try {
    const userId = await resetPassword(submission.value.token, submission.value.password, { requestId: context.requestId });
    return startSession(request, userId, "/portal/dashboard");
  } catch (error) {
    if (error instanceof InvalidResetTokenError) {
      return Response.json({ submission: submission.reply({ hideFields: ["password"] }), status: error.status }, { status: STATUS_CODE[error.status] });
    }
    if (error instanceof WeakPasswordError) {
      return Response.json(
        { submission: submission.reply({ fieldErrors: { password: [error.message] }, hideFields: ["password"] }), status: null },
        { status: 400 },
      );
    }
    throw error;
  }
}

const PROBLEM: Record<Exclude<ResetTokenStatus, "valid">, string> = {
  used: "This reset link has already been used. Each link works once.",
  expired: "This reset link has expired. Links work for 1 hour.",
  unknown: "This reset link is not valid. It may have been copied incompletely.",
};

export default function ResetPasswordPage() {
  const { token, status: linkStatus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ token: string; password: string }>({ id: "reset-password", lastResult: actionData?.submission, shouldValidate: "onSubmit" });
  const status: ResetTokenStatus = (actionData?.status as ResetTokenStatus | null | undefined) ?? linkStatus;
  if (status !== "valid") {
    return (
      <section className="page-section narrow">
        <h1>This link cannot be used</h1>
        <div className="notice error">
          <p>{PROBLEM[status]}</p>
        </div>
        <p>Ask for a new link and use it within the hour.</p>
        <Link className="button primary" to="/forgot-password">
          Request a new link
        </Link>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Choose a new password</h1>
      <p>After you save it, you are signed in here and signed out everywhere else.</p>
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <FormField label="New password" field={fields.password} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Saving..." : "Save new password"}
        </button>
      </Form>
    </section>
  );
}
