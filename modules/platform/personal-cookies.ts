/**
 * Our cookies that make an answer personal, in either environment's names
 * (`__Host-`/`__Secure-` in production, `__` in development): the session, a
 * flash toast (nothing writes one any more, but a browser may still hold one),
 * the quiz's answers (sent to /questionnaire only) and the device token (sent
 * to /login only). Any other cookie, a stranger's analytics or one a browser
 * extension set, changes nothing we render: its request gets the anonymous,
 * shared page (issue 28).
 */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Host-|__Secure-|__)(?:session|toast|quiz|device)=/;

/** Whether a Cookie header carries one of our personal cookies. */
export function carriesPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? PERSONAL_COOKIE.test(cookieHeader) : false;
}
