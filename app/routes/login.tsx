import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import type { SignInInput } from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { afterPasswordPath, currentUser, signIn, startSession } from "~/server/auth.server.ts";
import { deviceTokenSetCookies } from "~/server/device-cookie.server.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { useIsPending } from "~/utils/pending.ts";

export const meta: MetaFunction = () => [{ title: "Sign in | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await currentUser(request)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/portal/dashboard"));
  }
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await signIn(request, { clientIp: context.clientIp, requestId: context.requestId });
  if (outcome.status === "signed-in") {
    const signedIn = await startSession(request, outcome.user.id, await afterPasswordPath(outcome.user, outcome.redirectTo));
    for (const cookie of await deviceTokenSetCookies(outcome.user.email)) signedIn.headers.append("Set-Cookie", cookie);
    return signedIn;
  }
  return Response.json({ submission: outcome.submission }, { status: outcome.httpStatus });
}

export default function SignInPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const pending = useIsPending();
  const [form, fields] = useForm<SignInInput>({
    id: "sign-in",
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  return (
    <section className="page-section narrow">
      <h1>Sign in to your portal</h1>
      <p>Save articles and scholarships, build your shortlist and track your deadlines.</p>
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField label="Email address" field={fields.email} type="email" autoComplete="email" />
        <FormField label="Password" field={fields.password} type="password" autoComplete="current-password" />
        <p className="form-hint">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <p>
        New here? <Link to={`/signup${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}>Create a free account</Link>
      </p>
    </section>
  );
}
