import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { operationsAction, operationsOverview } from "~/server/admin/operations.server.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Operations | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await operationsOverview(), { headers: PRIVATE_NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const { status, toast } = await operationsAction(await request.formData());
  return data({ toast }, { status, headers: PRIVATE_NO_STORE });
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
const at = (iso: string | null) => (iso ? `${timeFormat.format(new Date(iso))} UTC` : "never");

/** Whether each email was sent or is waiting, per outbox status. */
const EMAIL_STATUS_LABELS = {
  sent: "Sent through Resend",
  retrying: "Waiting (Resend refused it; retrying)",
  kept: "Waiting (kept in outbox, not sent)",
} as const;

/** How often the page reads again while a rebuild waits or runs (with JavaScript; without it, Refresh). */
const POLL_MS = 1_500;

export default function AdminOperations() {
  const { head, projections, failedJobs, outbox } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const rebuilding = projections.some((projection) => projection.rebuild?.state === "waiting" || projection.rebuild?.state === "running");

  useEffect(() => {
    if (!rebuilding) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [rebuilding, revalidator]);

  const busy = navigation.state === "submitting";

  return (
    <section className="page-section admin-operations">
      <header className="admin-page-header">
        <div>
          <h1>Operations</h1>
          <p className="lead">Projections, failed jobs and outgoing email. Newest event position: {head}.</p>
        </div>
        <p className="button-row">
          <Link className="button secondary" to="/admin/operations" reloadDocument>
            Refresh
          </Link>
        </p>
      </header>

      <OutcomeNotice outcome={actionData?.toast} />

      <section aria-labelledby="projections-heading" className="admin-panel">
        <h2 id="projections-heading">Projections</h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Each projection&apos;s checkpoint, lag, last error and rebuild</caption>
            <thead>
              <tr>
                <th scope="col">Projection</th>
                <th scope="col">Kind</th>
                <th scope="col">Checkpoint</th>
                <th scope="col">Lag</th>
                <th scope="col">Updated</th>
                <th scope="col">Last error</th>
                <th scope="col">Rebuild</th>
              </tr>
            </thead>
            <tbody>
              {projections.map((projection) => (
                <tr key={projection.name} data-projection={projection.name}>
                  <th scope="row">{projection.name}</th>
                  <td>{projection.kind}</td>
                  <td>{projection.checkpoint}</td>
                  <td>{projection.lag === 0 ? "up to date" : `${projection.lag} behind`}</td>
                  <td>{at(projection.updatedAt)}</td>
                  <td>{projection.lastError ? `at ${projection.lastError.position ?? "?"}: ${projection.lastError.message}` : "none"}</td>
                  <td>
                    {projection.rebuild ? (
                      <p className="admin-rebuild-status" role="status">
                        {projection.rebuild.state === "waiting" ? "Rebuild queued" : null}
                        {projection.rebuild.state === "running" ? `Rebuilding: ${projection.rebuild.applied}/${projection.rebuild.total} events` : null}
                        {projection.rebuild.state === "done" ? `Rebuilt from ${projection.rebuild.applied} events, ${at(projection.rebuild.finishedAt)}` : null}
                        {projection.rebuild.state === "failed" ? `Rebuild failed: ${projection.rebuild.failedReason ?? "unknown error"}` : null}
                      </p>
                    ) : null}
                    {projection.rebuildable ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="rebuild" />
                        <input type="hidden" name="projection" value={projection.name} />
                        <button type="submit" className="button secondary small" disabled={busy} aria-label={`Rebuild projection ${projection.name}`}>
                          Rebuild projection
                        </button>
                      </Form>
                    ) : (
                      <span className="admin-muted">Live only (emails are never sent twice)</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="failed-jobs-heading" className="admin-panel">
        <h2 id="failed-jobs-heading">Failed jobs</h2>
        {failedJobs.length === 0 ? (
          <p className="empty-state">No failed jobs.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Jobs that failed after their last attempt</caption>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Job</th>
                  <th scope="col">About</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Retry</th>
                </tr>
              </thead>
              <tbody>
                {failedJobs.map((job) => (
                  <tr key={`${job.queue}/${job.id}`}>
                    <td>{job.queue}</td>
                    <th scope="row">
                      {job.name} <span className="admin-muted">#{job.id}</span>
                    </th>
                    <td>{job.subject}</td>
                    <td>{job.attemptsMade}</td>
                    <td>{at(job.failedAt)}</td>
                    <td>{job.failedReason}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="queue" value={job.queue} />
                        <input type="hidden" name="jobId" value={job.id} />
                        <button type="submit" className="button secondary small" disabled={busy} aria-label={`Retry job ${job.id}`}>
                          Retry
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="outbox-heading" className="admin-panel">
        <h2 id="outbox-heading">Email outbox</h2>
        {outbox.adapter === "resend" ? (
          <p className="notice">
            Email goes out through Resend: each row shows Resend&apos;s answer, its message id once it accepted the email or why it refused while the worker
            retries. Resend keeps the email itself; rows kept before Resend was configured stay unsent.
          </p>
        ) : (
          <p className="notice">No email provider is configured: emails are kept in this outbox and not sent.</p>
        )}
        {outbox.emails.length === 0 ? (
          <p className="empty-state">The outbox is empty.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">The newest emails in the outbox</caption>
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Subject</th>
                  <th scope="col">From event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Provider&apos;s answer</th>
                  <th scope="col">Kept</th>
                </tr>
              </thead>
              <tbody>
                {outbox.emails.map((email) => (
                  <tr key={email.id}>
                    <td>{email.to}</td>
                    <th scope="row">{email.subject}</th>
                    <td>
                      <code>{email.eventId ?? email.id}</code>
                    </td>
                    <td>{EMAIL_STATUS_LABELS[email.status]}</td>
                    <td>
                      {email.providerAnswer === null ? (
                        <span className="admin-muted">None (no provider)</span>
                      ) : "messageId" in email.providerAnswer ? (
                        <>
                          Resend id <code>{email.providerAnswer.messageId}</code>, {at(email.providerAnswer.at)}
                        </>
                      ) : (
                        <>
                          Refused: {email.providerAnswer.error} ({at(email.providerAnswer.at)})
                        </>
                      )}
                    </td>
                    <td>{at(email.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
