import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { EmailAlreadyRegisteredError, limitSignUp, registerUser, signUpSchema, type SignUpInput } from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { startSession } from "~/utils/auth.server.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { useIsPending } from "~/utils/pending.ts";

export const meta: MetaFunction = () => [{ title: "Create your account | Study Compass" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
  const limited = await limitSignUp(context.clientIp, submission.status === "success" ? submission.value.email : null);
  if (limited) {
    return Response.json(
      { submission: submission.reply({ formErrors: [limited.message], hideFields: ["password"] }) },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") {
    return Response.json({ submission: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await registerUser(submission.value, { actor: "anonymous", requestId: context.requestId });
    return startSession(request, user.id, safeRedirectPath(submission.value.redirectTo, "/portal/dashboard"));
  } catch (error) {
    if (error instanceof EmailAlreadyRegisteredError) {
      return Response.json({ submission: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: ["password"] }) }, { status: 409 });
    }
    throw error;
  }
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
          hint="We will email you a link to verify it. You can use your portal straight away."
        />
        <FormField label="Password" field={fields.password} type="password" autoComplete="new-password" hint="At least 10 characters." />
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
