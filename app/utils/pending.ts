import { useNavigation } from "@remix-run/react";

/**
 * The one pending-state check: whether the page waits on the server for a form
 * it submitted (the default) or, with `state: "loading"`, for a navigation to
 * `pathname`. A fetcher's form has its own `fetcher.state`.
 */
export function useIsPending({ state = "submitting", pathname }: { state?: "submitting" | "loading"; pathname?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state !== state) return false;
  return pathname === undefined || navigation.location?.pathname === pathname;
}
