import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { findUserById, signInSchema, verifyCredentials, type User } from "@modules/identity/index.ts";
import { createRateLimit } from "@modules/platform/index.ts";
import { safeRedirectPath } from "./redirect.ts";
import { getSession, sessionStorage } from "./session.server.ts";

const authenticator = new Authenticator<User | null>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") return null;
    return verifyCredentials(submission.value.email, submission.value.password);
  }),
  "form",
);

// Per IP against spraying many accounts; per email against guessing one account's password.
const signInsPerIp = createRateLimit("sign-in-ip", 30, 15 * 60);
const signInsPerEmail = createRateLimit("sign-in-email", 8, 15 * 60);

export const WRONG_CREDENTIALS = "That email and password don't match an account. Check them and try again.";

export type SignInOutcome =
  | { status: "signed-in"; user: User; redirectTo: string }
  | { status: "refused"; httpStatus: number; submission: SubmissionResult<string[]> };

export async function signIn(request: Request, clientIp: string): Promise<SignInOutcome> {
  const form = await request.clone().formData();
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") return { status: "refused", httpStatus: 400, submission: submission.reply({ hideFields: ["password"] }) };

  const limited = (await signInsPerIp.consume(clientIp)) ?? (await signInsPerEmail.consume(submission.value.email.toLowerCase()));
  if (limited) {
    const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
    return {
      status: "refused",
      httpStatus: 429,
      submission: submission.reply({
        formErrors: [`Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`],
        hideFields: ["password"],
      }),
    };
  }

  const user = await authenticator.authenticate("form", request);
  if (!user) return { status: "refused", httpStatus: 401, submission: submission.reply({ formErrors: [WRONG_CREDENTIALS], hideFields: ["password"] }) };
  await signInsPerEmail.reset(submission.value.email.toLowerCase());
  return { status: "signed-in", user, redirectTo: safeRedirectPath(submission.value.redirectTo, "/portal/dashboard") };
}

/** Starts a fresh session for the user and redirects. */
export async function startSession(userId: string, redirectTo: string): Promise<Response> {
  const session = await sessionStorage().getSession();
  session.set("userId", userId);
  return redirect(safeRedirectPath(redirectTo), { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

export async function endSession(request: Request, redirectTo = "/"): Promise<Response> {
  const session = await getSession(request);
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}

/** The one way to know who is asking. */
export async function currentUser(request: Request): Promise<User | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (typeof userId !== "string") return null;
  return findUserById(userId);
}

export async function requireUser(request: Request): Promise<User> {
  const user = await currentUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
