import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmSecondFactor, enrolSecondFactorSchema, proposeSecondFactor } from "@modules/identity/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { keepLoaderHeaders, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import { requireSecondFactorPage, secondFactorStepPath } from "~/server/second-factor.server.ts";

export const meta: MetaFunction = () => [{ title: "Set up your authenticator app | Study Compass" }, { name: "robots", content: "noindex" }];
export const headers = keepLoaderHeaders;

/**
 * An admin account sets up its second factor: the key to add to an
 * authenticator app, then the app's first code. Admin pages send an admin
 * here until it is done.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, redirectTo } = await requireSecondFactorPage(request);
  if (session.secondFactorNeeded === "verify") throw redirect(secondFactorStepPath("verify", redirectTo), { headers: PRIVATE_NO_STORE });
  const proposal = session.secondFactorNeeded === "enrol" ? await proposeSecondFactor(session.user.id, session.user.email) : null;
  return data({ proposal, redirectTo }, { headers: PRIVATE_NO_STORE });
}

interface EnrolReply {
  submission: SubmissionResult<string[]>;
  recoveryCodes?: string[];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, sessionId, redirectTo } = await requireSecondFactorPage(request);
  if (session.secondFactorNeeded !== "enrol") throw redirect(redirectTo, { headers: PRIVATE_NO_STORE });
  const submission = parseWithZod(await request.formData(), { schema: enrolSecondFactorSchema });
  if (submission.status !== "success") return Response.json({ submission: submission.reply({ hideFields: ["code"] }) } satisfies EnrolReply, { status: 400 });
  const { user } = session;
  const outcome = await confirmSecondFactor(
    { userId: user.id, email: user.email, sessionId, code: submission.value.code, clientIp: context.clientIp },
    { actor: user.id, requestId: context.requestId },
  );
  if (outcome.status === "refused") {
    return Response.json({ submission: submission.reply({ fieldErrors: { code: [outcome.message] }, hideFields: ["code"] }) } satisfies EnrolReply, {
      status: outcome.httpStatus,
    });
  }
  // The only time the recovery codes are shown: they are stored hashed.
  const recoveryCodes = outcome.status === "enrolled" ? outcome.recoveryCodes : [];
  return Response.json({ submission: submission.reply({ resetForm: true }), recoveryCodes } satisfies EnrolReply, { headers: PRIVATE_NO_STORE });
}

export default function SecondFactorSetupPage() {
  const { proposal, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<EnrolReply>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ code: string }>({ id: "second-factor-setup", lastResult: actionData?.submission, shouldValidate: "onSubmit" });

  if (actionData?.recoveryCodes) {
    return (
      <section className="page-section narrow">
        <h1>Save your recovery codes</h1>
        <div className="notice success" role="status">
          <p>Your authenticator app is set up. From now on, signing in asks for its code after your password.</p>
        </div>
        <p>
          If you lose your phone, each of these codes signs you in once instead of the app. This is the only time they are shown: print them or keep them in
          your password manager.
        </p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {actionData.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Link className="button primary" to={redirectTo}>
          I have saved my recovery codes
        </Link>
      </section>
    );
  }
  if (!proposal) {
    return (
      <section className="page-section narrow">
        <h1>Your authenticator app is set up</h1>
        <p>Signing in asks for its code after your password.</p>
        <Link className="button primary" to={redirectTo}>
          Continue
        </Link>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Set up your authenticator app</h1>
      <p>Admin accounts sign in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</p>
      <ol>
        <li>
          In your app, add an account and choose to enter a setup key (time-based).
          <p>
            Setup key: <code className="setup-key">{proposal.key}</code>
          </p>
          <p className="form-hint">
            On this phone? <a href={proposal.uri}>Open the key in your authenticator app</a>.
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows for Study Compass.</li>
      </ol>
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <FormField label="Enter the 6-digit code from your authenticator app" field={fields.code} autoComplete="one-time-code" inputMode="numeric" />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Checking..." : "Turn on two-step sign-in"}
        </button>
      </Form>
    </section>
  );
}
