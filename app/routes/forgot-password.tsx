import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { forgotPasswordSchema, limitPasswordReset, sendPasswordResetLink } from "@modules/identity/index.ts";
import { RESET_LINK_MINUTES } from "@modules/identity/browser.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { useIsPending } from "~/utils/pending.ts";

export const meta: MetaFunction = () => [{ title: "Forgot your password? | Study Compass" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  const limited = await limitPasswordReset(context.clientIp, submission.status === "success" ? submission.value.email : null);
  if (limited) {
    return Response.json(
      { submission: submission.reply({ formErrors: [limited.message] }), sentTo: null },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") return Response.json({ submission: submission.reply(), sentTo: null }, { status: 400 });
  // The same answer whether or not the address has an account.
  await sendPasswordResetLink(submission.value.email);
  return Response.json({ submission: submission.reply({ resetForm: true }), sentTo: submission.value.email });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ email: string }>({ id: "forgot-password", lastResult: actionData?.submission, shouldValidate: "onSubmit" });
  return (
    <section className="page-section narrow">
      <h1>Forgot your password?</h1>
      {actionData?.sentTo ? (
        <div className="notice success" role="status">
          <p>
            If an account uses <strong>{actionData.sentTo}</strong>, we have emailed it a link to choose a new password. The link works once, for{" "}
            {RESET_LINK_MINUTES / 60} hour. Check your spam folder if it does not arrive within a few minutes.
          </p>
        </div>
      ) : (
        <p>Enter the email address you signed up with and we will email you a link to choose a new password.</p>
      )}
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <FormField label="Email address" field={fields.email} type="email" autoComplete="email" />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Sending..." : "Email me a reset link"}
        </button>
      </Form>
      <p>
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}
