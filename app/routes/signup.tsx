import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { keepActionRetryAfter, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { PASSWORD_HINT, SIGN_UP_LINK_HOURS } from "@modules/identity/browser.ts";
import { limitSignUp, signUpSchema, startSignUp, type SignUpInput } from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { readQuizAnswers } from "~/server/quiz-cookie.server.ts";
import { useIsPending } from "~/utils/pending.ts";

export const headers = keepActionRetryAfter;

export const meta: MetaFunction = () => [{ title: "Create your account | Study Compass" }, { name: "robots", content: "noindex" }];

/**
 * Sign-up by emailed link (decision 0026): a valid form answers "Check your
 * email" whether or not the address has an account, and signs nobody in;
 * the link finishes the sign-up (/signup/confirm).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
  const limited = await limitSignUp(context.clientIp, submission.status === "success" ? submission.value.email : null);
  if (limited) {
    return Response.json(
      { submission: submission.reply({ formErrors: [limited.message], hideFields: ["password"] }), sentTo: null },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") {
    return Response.json({ submission: submission.reply({ hideFields: ["password"] }), sentTo: null }, { status: 400 });
  }
  await startSignUp(submission.value, await readQuizAnswers(request));
  return Response.json({ submission: submission.reply({ resetForm: true }), sentTo: submission.value.email }, { headers: PRIVATE_NO_STORE });
}

export default function SignUpPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const pending = useIsPending();
  const [form, fields] = useForm<SignUpInput>({
    id: "sign-up",
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  if (actionData?.sentTo) {
    return (
      <section className="page-section narrow">
        <h1>Check your email</h1>
        <div className="notice success" role="status">
          <p>
            We have sent a link to <strong>{actionData.sentTo}</strong>. Open it within {SIGN_UP_LINK_HOURS} hours to finish creating your account.
          </p>
        </div>
        <p>
          Nothing arrived after a few minutes? Look in your spam folder, check that the address above is right, and <Link to="/signup">start again</Link>. If
          the address already has an account, we have emailed its owner instead: <Link to="/login">sign in</Link> or{" "}
          <Link to="/forgot-password">reset your password</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Create your free student account</h1>
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField label="First name" field={fields.firstName} autoComplete="given-name" />
        <FormField label="Last name" field={fields.lastName} autoComplete="family-name" />
        <FormField
          label="Email address"
          field={fields.email}
          type="email"
          autoComplete="email"
          hint="We will email you a link to finish creating your account: it confirms that the address is yours."
        />
        <FormField label="Password" field={fields.password} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Creating account..." : "Create account"}
        </button>
      </Form>
      <p>
        Already have an account? <Link to={`/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}>Sign in</Link>
      </p>
    </section>
  );
}
