import { createCookie, type Cookie } from "@remix-run/node";
import { quizAnswersSchema, type QuizAnswers } from "@modules/quiz/index.ts";
import { config } from "@modules/platform/index.ts";

/** `/signup` covers the form and its link's page; a JavaScript sign-up posts to `/signup.data`, which it does not (see device-cookie.server.ts). */
const PATHS = ["/signup", "/signup.data"] as const;
const cookies = new Map<string, Cookie>();

/**
 * A quiz taken signed out, kept for a day so that signing up saves it to the
 * new profile. Sent only to /signup (its form and its link's
 * page), so other pages stay cookie-free for the page cache; signed, so only
 * answers this site scored come back; `__Secure-` in production (a `__Host-`
 * cookie must have Path=/).
 */
function quizCookie(path: (typeof PATHS)[number] = "/signup"): Cookie {
  const production = config().NODE_ENV === "production";
  let cookie = cookies.get(path);
  if (!cookie) {
    cookie = createCookie(production ? "__Secure-quiz" : "__quiz", {
      httpOnly: true,
      sameSite: "lax",
      path,
      secure: production,
      secrets: [config().SESSION_SECRET],
      maxAge: 24 * 60 * 60,
    });
    cookies.set(path, cookie);
  }
  return cookie;
}

/** One Set-Cookie per path. */
export function quizAnswersSetCookies(answers: QuizAnswers): Promise<string[]> {
  return Promise.all(PATHS.map((path) => quizCookie(path).serialize(answers)));
}

/** The answers of a quiz this browser took signed out, or null. */
export async function readQuizAnswers(request: Request): Promise<QuizAnswers | null> {
  const parsed = quizAnswersSchema.safeParse(await quizCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function clearQuizAnswersCookies(): Promise<string[]> {
  return Promise.all(PATHS.map((path) => quizCookie(path).serialize("", { expires: new Date(0), maxAge: 0 })));
}
