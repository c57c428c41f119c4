import { redirect } from "@remix-run/node";
import type { ScholarshipView } from "@modules/funding/index.ts";
import type { User } from "@modules/identity/index.ts";
import { cancelOpeningAlert, openingAlertControl, openingAlertFormSchema, requestOpeningAlert, UnknownScholarshipError } from "@modules/portal/index.ts";
import type { OpeningAlertState } from "~/components/opening-alert-button.tsx";
import { OPENING_ALERT_OUTCOME_KEY, OPENING_ALERT_OUTCOMES } from "~/components/opening-alert-copy.ts";
import { currentUser } from "~/server/auth.server.ts";
import { badRequest, notFound, PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";
import { parseWithZod } from "~/utils/forms.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";

/** What an award's page shows of "Tell me when it opens" to whoever is asking, with the outcome of the form just sent. */
export async function openingAlertState(request: Request, user: User | null, scholarship: Pick<ScholarshipView, "id" | "window">): Promise<OpeningAlertState> {
  return {
    control: await openingAlertControl(user?.id ?? null, scholarship),
    // Only a signed-in student sent the form: a signed-out page (cacheable) shows no outcome, whatever its query says.
    outcome: user ? outcomeFromQuery(request, OPENING_ALERT_OUTCOME_KEY, OPENING_ALERT_OUTCOMES) : null,
  };
}

/** A same-site path with the outcome named in its query (any earlier one replaced). */
function withOutcome(path: string, outcome: keyof typeof OPENING_ALERT_OUTCOMES): string {
  const url = new URL(path, "https://study-compass.invalid");
  url.searchParams.set(OPENING_ALERT_OUTCOME_KEY, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * POST /portal/opening-alerts: ask to be told when an award opens, or stop.
 * Answers a redirect back to `redirectTo` (a same-site path, else /funding)
 * naming the outcome; signed out (a session that ended before the tap), to
 * sign in and back. An unknown award is a 404 and nothing is written; a
 * forged form a 400.
 */
export async function openingAlertAction(request: Request, requestId: string): Promise<Response> {
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"), "/funding");
  const user = await currentUser(request);
  if (!user) return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { headers: PRIVATE_NO_STORE });
  const submission = parseWithZod(form, { schema: openingAlertFormSchema });
  if (submission.status !== "success") throw badRequest();
  const { intent, scholarshipId } = submission.value;
  const by = { actor: user.id, requestId };
  try {
    if (intent === "request") await requestOpeningAlert(user.id, scholarshipId, by);
    else await cancelOpeningAlert(user.id, scholarshipId, by);
  } catch (error) {
    if (error instanceof UnknownScholarshipError) throw notFound("private page");
    throw error;
  }
  return redirect(withOutcome(back, intent === "request" ? "requested" : "cancelled"), { headers: PRIVATE_NO_STORE });
}
