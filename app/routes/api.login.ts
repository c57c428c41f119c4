import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/utils/redirect.ts";

/** `/api/login` is a browser navigation: to the sign-in page, then back to where the user was. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let back = url.searchParams.get("redirectTo");
  const referer = request.headers.get("Referer");
  if (!back && referer) {
    const from = new URL(referer, url);
    if (from.origin === url.origin) back = from.pathname + from.search;
  }
  const target = safeRedirectPath(back, "/portal/dashboard");
  return redirect(`/login?redirectTo=${encodeURIComponent(target === "/login" ? "/portal/dashboard" : target)}`);
}
