import { createCookie, type Cookie } from "@remix-run/node";
import { issueDeviceToken } from "@modules/identity/index.ts";
import { config } from "@modules/platform/index.ts";

const DAY = 24 * 60 * 60;

/**
 * Single fetch posts a JavaScript sign-in to `/login.data`, which a cookie
 * path of `/login` does not cover (the next character is not "/"), so the
 * cookie is set for both paths.
 */
const PATHS = ["/login", "/login.data"] as const;
const cookies = new Map<string, Cookie>();

/**
 * The device cookie (decision 0027): set when a browser signs in with a
 * password, it lets that browser's later sign-ins to the same account be
 * counted on their own, so a locked address does not lock its owner out.
 * Sent only to /login (the one form it serves), so every other page stays
 * cookie-free for the page cache; `__Secure-` in production (a `__Host-`
 * cookie must have Path=/). Signed with SESSION_SECRET; its token names the
 * account by an HMAC, never by the address.
 */
function deviceCookie(path: (typeof PATHS)[number] = "/login"): Cookie {
  const production = config().NODE_ENV === "production";
  let cookie = cookies.get(path);
  if (!cookie) {
    cookie = createCookie(production ? "__Secure-device" : "__device", {
      httpOnly: true,
      sameSite: "lax",
      path,
      secure: production,
      secrets: [config().SESSION_SECRET],
      maxAge: 365 * DAY,
    });
    cookies.set(path, cookie);
  }
  return cookie;
}

/** The device token this browser shows, or null (none, or a forged or altered cookie). */
export async function readDeviceToken(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

/** A new device token for the account this browser just signed in to: one Set-Cookie per path. */
export function deviceTokenSetCookies(email: string): Promise<string[]> {
  const token = issueDeviceToken(email);
  return Promise.all(PATHS.map((path) => deviceCookie(path).serialize(token)));
}
