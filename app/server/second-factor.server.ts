import { redirect } from "@remix-run/node";
import { resolveSession, type ResolvedSession } from "@modules/identity/index.ts";
import { returnPath, safeRedirectPath } from "~/utils/redirect.ts";
import { readSessionId } from "./session.server.ts";
import { notFound, PRIVATE_NO_STORE } from "./http.server.ts";

export interface SecondFactorPageSession {
  session: ResolvedSession;
  /** The cookie's session id: the session that passes when the code is right. */
  sessionId: string;
  /** Where to go once the second factor is passed (same-site only; the admin dashboard by default). */
  redirectTo: string;
}

/**
 * The guard of the two-factor pages (enrol, enter a code): a signed-in admin
 * account. Signed out goes to sign in and back; a student's account has no
 * such page (404). Each page then sends on a session that is not at its step.
 */
export async function requireSecondFactorPage(request: Request): Promise<SecondFactorPageSession> {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/admin");
  const sessionId = await readSessionId(request);
  const session = sessionId ? await resolveSession(sessionId) : null;
  if (!sessionId || !session) throw redirect(`/login?redirectTo=${encodeURIComponent(returnPath(url))}`, { headers: PRIVATE_NO_STORE });
  if (!session.secondFactorNeeded && !session.user.isAdmin) throw notFound("private page");
  return { session, sessionId, redirectTo };
}

/** A two-factor page's own address for another step, keeping where to go afterwards. */
export function secondFactorStepPath(step: "enrol" | "verify", redirectTo: string): string {
  return `${step === "enrol" ? "/two-factor/setup" : "/two-factor"}?redirectTo=${encodeURIComponent(redirectTo)}`;
}
