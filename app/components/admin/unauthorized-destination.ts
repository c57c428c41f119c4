/** The article and scholarship forms send a visitor home; every other admin screen, to sign in. */
const FORM_PAGES = /^\/admin\/(articles|scholarships)\/(new|[^/]+\/edit)\/?$/;

/**
 * Where 'Unauthorized' sends the browser. Signed out (401), sign-in comes
 * back to this page. Signed in without admin rights (403), coming back would
 * loop (sign-in passes a signed-in user straight on, to the 403 again), so
 * sign-in passes them on to their own dashboard instead.
 */
export function unauthorizedDestination(pathname: string, search = "", status: 401 | 403 = 401): string {
  if (FORM_PAGES.test(pathname)) return "/";
  const back = status === 401 ? pathname + search : "/portal/dashboard";
  return `/api/login?redirectTo=${encodeURIComponent(back)}`;
}
