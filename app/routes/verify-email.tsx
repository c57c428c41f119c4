import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { InvalidVerificationLinkError, verifyEmail } from "@modules/identity/index.ts";
import { currentUser } from "~/server/auth.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Verify your email address | Study Compass" }, { name: "robots", content: "noindex" }];

/**
 * The emailed link opens this page; its button records the verification. A
 * GET never changes state here (docs/security.md), and a mail scanner that
 * follows links does not verify anyone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 300);
  const user = await currentUser(request);
  try {
    await verifyEmail(token, { actor: user?.id ?? "anonymous", requestId: context.requestId });
    return Response.json({ verified: true, signedIn: Boolean(user) });
  } catch (error) {
    if (error instanceof InvalidVerificationLinkError) return Response.json({ verified: false, signedIn: Boolean(user) }, { status: 400 });
    throw error;
  }
}

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useIsPending();
  if (result?.verified) {
    return (
      <section className="page-section narrow">
        <h1>Your email address is verified</h1>
        <div className="notice success" role="status">
          <p>Thank you. We will send your deadline reminders and expert answers to this address.</p>
        </div>
        <Link className="button primary" to={result.signedIn ? "/portal/dashboard" : "/login"}>
          {result.signedIn ? "Go to My Dashboard" : "Sign in"}
        </Link>
      </section>
    );
  }
  return (
    <section className="page-section narrow">
      <h1>Verify your email address</h1>
      {result && !result.verified ? (
        <div className="notice error" role="alert">
          <p>
            This verification link is not valid any more: it may have expired (links work for 7 days) or been copied incompletely. Sign in and use &quot;Resend
            verification email&quot; in your settings to get a new one.
          </p>
          <Link to="/portal/settings">Go to Settings</Link>
        </div>
      ) : (
        <p>Confirm that this email address is yours to finish setting up your account.</p>
      )}
      <Form method="post" className="stacked-form">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button primary" disabled={pending || !token}>
          {pending ? "Verifying..." : "Verify my email address"}
        </button>
      </Form>
    </section>
  );
}
