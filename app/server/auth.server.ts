import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  clearSignInAttempts,
  createUserSession,
  endOtherUserSessions,
  endUserSession,
  hasSecondFactor,
  limitSignInAttempt,
  resolveSession,
  resolveUserSession,
  signInSchema,
  verifyCredentials,
  type ResolvedSession,
  type User,
} from "@modules/identity/index.ts";
import { logger } from "@modules/platform/index.ts";
import { readDeviceToken } from "./device-cookie.server.ts";
import { returnPath, safeRedirectPath } from "~/utils/redirect.ts";
import { secondFactorStepPath } from "./second-factor.server.ts";
import { clearSessionIdCookie, readSessionId, sessionIdSetCookie } from "./session.server.ts";
import { apiError, PRIVATE_NO_STORE } from "./http.server.ts";

const authenticator = new Authenticator<User | null>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") return null;
    return verifyCredentials(submission.value.email, submission.value.password);
  }),
  "form",
);

export const WRONG_CREDENTIALS = "That email and password don't match an account. Check them and try again.";

export type SignInOutcome =
  { status: "signed-in"; user: User; redirectTo: string } | { status: "refused"; httpStatus: number; submission: SubmissionResult<string[]> };

/**
 * The sign-in form's decision. Every outcome is logged (ASVS 7.2.1) with the
 * request id and the client's address, and the account's id once known; never
 * the address typed or the password.
 */
export async function signIn(request: Request, { clientIp, requestId }: { clientIp: string; requestId: string }): Promise<SignInOutcome> {
  const form = await request.clone().formData();
  const submission = parseWithZod(form, { schema: signInSchema });
  // A browser that signed in to this account before is counted on its own (device cookie, decision 0027).
  const deviceToken = await readDeviceToken(request);
  const limited = await limitSignInAttempt(clientIp, submission.status === "success" ? submission.value.email : null, deviceToken);
  // Whether the browser showed a device cookie at all (valid for this address or not).
  const deviceCookie = deviceToken !== null;
  if (limited) {
    logger.info("sign-in refused", { outcome: "rate-limited", limitedBy: limited.limitedBy, deviceCookie, clientIp, requestId });
    return { status: "refused", httpStatus: 429, submission: submission.reply({ formErrors: [limited.message], hideFields: ["password"] }) };
  }
  if (submission.status !== "success") return { status: "refused", httpStatus: 400, submission: submission.reply({ hideFields: ["password"] }) };

  const user = await authenticator.authenticate("form", request);
  if (!user) {
    logger.info("sign-in refused", { outcome: "wrong-credentials", deviceCookie, clientIp, requestId });
    return { status: "refused", httpStatus: 401, submission: submission.reply({ formErrors: [WRONG_CREDENTIALS], hideFields: ["password"] }) };
  }
  logger.info("signed in", { userId: user.id, deviceCookie, clientIp, requestId });
  await clearSignInAttempts(submission.value.email, deviceToken);
  return { status: "signed-in", user, redirectTo: safeRedirectPath(submission.value.redirectTo, "/portal/dashboard") };
}

/**
 * Signs the user in on this browser and redirects. The session always gets a
 * new id: a cookie the browser already had (planted, or another account's) is
 * never kept, and the session it named ends.
 */
export async function startSession(request: Request, userId: string, redirectTo: string, { signUp = false } = {}): Promise<Response> {
  const previous = await readSessionId(request);
  if (previous) await endUserSession(previous);
  const session = await createUserSession(userId, new Date(), { userAgent: request.headers.get("User-Agent"), signUp });
  return redirect(safeRedirectPath(redirectTo), { headers: { "Set-Cookie": await sessionIdSetCookie(session.sessionId, session.expiresAt) } });
}

/** Signs out: the session ends on the server, so its cookie, even if kept, answers as signed out. */
export async function endSession(request: Request, redirectTo = "/"): Promise<Response> {
  const sessionId = await readSessionId(request);
  if (sessionId) await endUserSession(sessionId);
  return redirect(redirectTo, { headers: { "Set-Cookie": await clearSessionIdCookie() } });
}

/** Ends the user's sessions on every other browser, keeping this one (after a password change). */
export async function endOtherSessions(request: Request): Promise<number> {
  const user = await requireUser(request);
  const sessionId = await readSessionId(request);
  return sessionId ? endOtherUserSessions(user.id, sessionId) : 0;
}

/** The one way to know who is asking. */
export async function currentUser(request: Request): Promise<User | null> {
  const sessionId = await readSessionId(request);
  return sessionId ? resolveUserSession(sessionId) : null;
}

/** The session asking, with how far it got signing in (an admin's second factor); null signed out. */
export async function currentSession(request: Request): Promise<ResolvedSession | null> {
  const sessionId = await readSessionId(request);
  return sessionId ? resolveSession(sessionId) : null;
}

/**
 * Where a sign-in goes next: an admin account with an authenticator app set
 * up is asked for its code first; everyone else goes on. An admin
 * not yet enrolled is sent to enrol by the first admin page they open.
 */
export async function afterPasswordPath(user: User, redirectTo: string): Promise<string> {
  if (!user.isAdmin || !(await hasSecondFactor(user.id))) return redirectTo;
  return secondFactorStepPath("verify", redirectTo);
}

/** The page that takes an admin's session through its second factor, then back to `request`'s page. */
function secondFactorPath(step: "enrol" | "verify", request: Request): string {
  const url = new URL(request.url);
  // A form post's URL is no page to come back to (its page may be another): the dashboard is.
  return secondFactorStepPath(step, request.method === "GET" ? returnPath(url) : "/admin");
}

export async function requireUser(request: Request): Promise<User> {
  const user = await currentUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(url))}`);
  }
  return user;
}

/**
 * The guard of every /portal page loader and action. Signed out, it throws a
 * 401 that the portal layout's error boundary shows as 'Access Denied' with a
 * Log In link back to this page. Each portal loader calls it itself:
 * Remix runs a page's loaders in parallel, so the layout's check alone would
 * not stop a child loader from running.
 */
export async function requireStudent(request: Request): Promise<User> {
  return (await requireStudentSession(request)).user;
}

/** `requireStudent`, for a page that also needs the session itself (the dashboard's greeting). */
export async function requireStudentSession(request: Request): Promise<ResolvedSession> {
  const session = await currentSession(request);
  if (!session) throw new Response("Unauthorized", { status: 401, headers: PRIVATE_NO_STORE });
  return session;
}

/** The guard of every /api/portal call: signed out answers 401 in the JSON API's error shape. */
export async function requireApiStudent(request: Request): Promise<User> {
  const user = await currentUser(request);
  if (!user) throw apiError(401, "Not signed in");
  return user;
}

/**
 * The guard of every /admin loader and action. Signed out answers 401, signed
 * in without admin rights 403, an admin whose session has not passed the
 * second factor is sent to enrol or enter a code and brought back; the admin layout's error boundary shows both as
 * 'Unauthorized' / 'You need admin privileges to access this page.' and sends
 * the visitor on (home from the article and scholarship forms, to sign in from the rest). Each admin loader and action calls it itself
 * (loaders run in parallel: the layout alone cannot guard them).
 */
export async function requireAdmin(request: Request): Promise<User> {
  const session = await currentSession(request);
  if (!session) throw new Response("Unauthorized", { status: 401, headers: PRIVATE_NO_STORE });
  // An admin account whose session has passed the password only: to the second factor first.
  if (session.secondFactorNeeded) throw redirect(secondFactorPath(session.secondFactorNeeded, request), { headers: PRIVATE_NO_STORE });
  if (!session.user.isAdmin) throw new Response("Forbidden", { status: 403, headers: PRIVATE_NO_STORE });
  return session.user;
}

/** The guard of every admin API call: 401 signed out, 403 for a non-admin or an admin session without its second factor, in the JSON API's error shape. */
export async function requireApiAdmin(request: Request): Promise<User> {
  const session = await currentSession(request);
  if (!session) throw apiError(401, "Not signed in");
  if (session.secondFactorNeeded) throw apiError(403, "Sign in with the code from your authenticator app first");
  if (!session.user.isAdmin) throw apiError(403, "Admin privileges required");
  return session.user;
}
