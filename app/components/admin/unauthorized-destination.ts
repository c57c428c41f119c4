/** The article and scholarship forms send a visitor home; every other admin screen, to sign in and back (spec §6). */
const FORM_PAGES = /^\/admin\/(articles|scholarships)\/(new|[^/]+\/edit)\/?$/;

export function unauthorizedDestination(pathname: string, search = ""): string {
  if (FORM_PAGES.test(pathname)) return "/";
  return `/api/login?redirectTo=${encodeURIComponent(pathname + search)}`;
}
