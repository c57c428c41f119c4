import { createCookie, type Cookie } from "@remix-run/node";
import { config } from "@modules/platform/index.ts";

const production = () => config().NODE_ENV === "production";

/**
 * `__Host-` in production: the browser then takes the cookie only with Secure,
 * Path=/ and no Domain, so no subdomain can set or shadow it. Over plain http
 * (development) a Secure cookie would be refused, hence the plain name there.
 */
const cookieName = (name: string) => (production() ? `__Host-${name}` : `__${name}`);

const cookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: production(),
  secrets: [config().SESSION_SECRET],
});

let sessionCookie: Cookie | undefined;

/**
 * The session cookie carries only the session's random id (signed, so a forged
 * one is refused before any lookup); the session itself lives on the server
 * (the identity module's user_sessions), so signing out ends it for good.
 */
function sessionIdCookie(): Cookie {
  sessionCookie ??= createCookie(cookieName("session"), cookieOptions());
  return sessionCookie;
}

export async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionIdCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

export function sessionIdSetCookie(sessionId: string, expiresAt: Date): Promise<string> {
  return sessionIdCookie().serialize(sessionId, { expires: expiresAt });
}

export function clearSessionIdCookie(): Promise<string> {
  return sessionIdCookie().serialize("", { expires: new Date(0), maxAge: 0 });
}
