import { createCookieSessionStorage } from "@remix-run/node";
import { config } from "@modules/platform/index.ts";

type SessionData = { userId: string };
type SessionFlash = { toast: { title: string; description?: string; variant?: "success" | "destructive" } };

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>> | undefined;

/** The signed session cookie: httpOnly, SameSite=Lax, Secure in production. A tampered cookie reads as empty. */
export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config().NODE_ENV === "production",
      secrets: [config().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
  return storage;
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}
