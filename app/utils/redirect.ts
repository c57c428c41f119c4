/**
 * Where a redirect target is resolved: a reserved name, so the only URLs that
 * share its origin are the ones a path resolves to. Only the path, query and
 * hash are ever returned, so the value never reaches a Location header.
 */
const OWN_ORIGIN = "https://study-compass.invalid";
/** Longer than any address of ours; a longer target is someone's experiment. */
const MAX_TARGET_LENGTH = 2_048;

/**
 * Only same-site paths: an attacker-supplied `redirectTo` can never send a user
 * elsewhere. The target is resolved the way a browser would (which strips tabs
 * and line breaks, so `/\t/evil.example` is `//evil.example`, and reads `\` as
 * `/`) and kept only when it stays on our origin.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.length > MAX_TARGET_LENGTH) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== OWN_ORIGIN) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The page to come back to after signing in: the request's path and query, or
 * only its path when that would be longer than a redirect target may be (the
 * query would be refused on the way back anyway, and echoing it into a
 * Location header can overflow what clients accept).
 */
export function returnPath(url: URL): string {
  const path = url.pathname + url.search;
  if (path.length <= MAX_TARGET_LENGTH) return path;
  return url.pathname.length <= MAX_TARGET_LENGTH ? url.pathname : "/";
}
