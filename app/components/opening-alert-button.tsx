import { Form, useLocation } from "@remix-run/react";
import type { OpeningAlertControl } from "@modules/portal/index.ts";
import { OPENING_ALERT_COPY, OPENING_ALERT_OUTCOME_KEY } from "~/components/opening-alert-copy.ts";
import { OutcomeNotice, type Outcome } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";

/** Where the control posts. */
export const OPENING_ALERT_ACTION = "/portal/opening-alerts";

/** What an award's page hands the control (`openingAlertState` in ~/server/portal/opening-alerts.server.ts). */
export interface OpeningAlertState {
  control: OpeningAlertControl;
  /** The outcome of the form just sent, named in the page's query. */
  outcome: Outcome | null;
}

/** This page without the outcome's query key, so coming back twice never piles it up. */
function returnAddress(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete(OPENING_ALERT_OUTCOME_KEY);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/**
 * "Tell me when it opens" on an award whose next cycle is not confirmed: a POST
 * form that works before the page's scripts load (the action redirects back
 * here with its outcome). Signed out, a link to sign in that comes back here.
 * Once asked, the standing request and "Stop telling me"; once the new cycle
 * is confirmed, that it is in the student's calendar and reminders. Nothing
 * for an open or opening award the student never asked about: Save is what
 * helps then.
 */
export function OpeningAlertButton({ state }: { state: OpeningAlertState }) {
  const location = useLocation();
  const pending = useIsPending({ pathname: OPENING_ALERT_ACTION });
  const { control, outcome } = state;
  const here = returnAddress(location);
  const notice = <OutcomeNotice outcome={outcome} />;
  if (control.state === "not-offered") return notice;
  if (control.state === "signed-out") {
    return (
      <div className="opening-alert">
        <a className="button secondary small" href={`/login?redirectTo=${encodeURIComponent(here)}`}>
          {OPENING_ALERT_COPY.signIn}
        </a>
      </div>
    );
  }
  const asked = control.state !== "available";
  return (
    <div className="opening-alert">
      {notice}
      <Form method="post" action={OPENING_ALERT_ACTION} preventScrollReset className="button-row">
        <input type="hidden" name="scholarshipId" value={control.scholarshipId} />
        <input type="hidden" name="redirectTo" value={here} />
        {asked ? <p className="muted">{control.state === "confirmed" ? OPENING_ALERT_COPY.confirmed : OPENING_ALERT_COPY.requested}</p> : null}
        <button type="submit" name="intent" value={asked ? "cancel" : "request"} className="button secondary small" disabled={pending}>
          {asked ? OPENING_ALERT_COPY.cancel : OPENING_ALERT_COPY.request}
        </button>
      </Form>
    </div>
  );
}
