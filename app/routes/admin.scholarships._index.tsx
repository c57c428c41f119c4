import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_AMOUNT_FILTERS, ADMIN_STATUS_FILTERS, adminScholarships, deadlineBadge, deleteScholarship } from "@modules/funding/index.ts";
import { EntryNotFoundError } from "@modules/eventstore/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_SCHOLARSHIPS_COPY, AMOUNT_LABELS, BADGE_LABELS, SCHOLARSHIP_TOASTS, STATUS_LABELS } from "~/components/admin/scholarships/copy.ts";
import { ConfirmDelete, useDeleteDialog } from "~/components/admin/confirm-delete.tsx";
import { OutcomeNotice, type Outcome } from "~/components/outcome.tsx";
import styles from "~/styles/admin-scholarships.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOLARSHIPS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

/** Expired reads as danger, closing soon as a warning. */
const BADGE_STYLES = { ongoing: "neutral", expired: "danger", "closing soon": "warning", open: "success" } as const;

/** Where the delete form posts: this index route. */
const DELETE_ACTION = "/admin/scholarships?index";

/** Odd query values are clamped to "all" or nothing, never a 500. */
const listQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).catch(""),
  status: z.enum(ADMIN_STATUS_FILTERS).catch("all"),
  amount: z.enum(ADMIN_AMOUNT_FILTERS).catch("all"),
  /** The no-JS confirmation: which scholarship's Delete was chosen. */
  delete: z.string().max(200).nullable().catch(null),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = listQuery.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "all",
    amount: params.get("amount") ?? "all",
    delete: params.get("delete"),
  });
  const on = todayUtc();
  const scholarships = await adminScholarships({ q: query.q, status: query.status, amount: query.amount, on });
  const confirming = query.delete ? (scholarships.find((scholarship) => scholarship.id === query.delete) ?? null) : null;
  return data(
    {
      filters: { q: query.q, status: query.status, amount: query.amount },
      // After a save or delete redirected here (Post/Redirect/Get): which outcome to show.
      toast: outcomeFromQuery(request, "done", {
        created: SCHOLARSHIP_TOASTS.created,
        updated: SCHOLARSHIP_TOASTS.updated,
        deleted: SCHOLARSHIP_TOASTS.deleted,
      }),
      confirming: confirming ? { id: confirming.id, title: confirming.title } : null,
      scholarships: scholarships.map((scholarship) => ({
        id: scholarship.id,
        title: scholarship.title,
        provider: scholarship.provider,
        amount: scholarship.amount,
        currency: scholarship.currency,
        deadline: scholarship.deadline,
        badge: deadlineBadge(scholarship.deadline, on),
        lastVerifiedOn: scholarship.lastVerifiedOn,
        isActive: scholarship.isActive,
        isFeatured: scholarship.isFeatured,
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const deleteForm = z.object({ intent: z.literal("delete"), id: z.string().min(1).max(200) });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const parsed = deleteForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ toast: SCHOLARSHIP_TOASTS.deleteFailed as Outcome }, { status: 400, headers: PRIVATE_NO_STORE });
  try {
    await deleteScholarship(parsed.data.id, { actor: user.id, requestId: context.requestId });
  } catch (error) {
    if (error instanceof EntryNotFoundError) return data({ toast: SCHOLARSHIP_TOASTS.deleteFailed as Outcome }, { status: 404, headers: PRIVATE_NO_STORE });
    throw error;
  }
  return redirect("/admin/scholarships?done=deleted", { headers: PRIVATE_NO_STORE });
}

function listHref(filters: { q: string; status: string; amount: string }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.amount !== "all") params.set("amount", filters.amount);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/admin/scholarships?${search}` : "/admin/scholarships";
}

export default function AdminScholarshipsPage() {
  const { filters, toast, confirming, scholarships } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With JavaScript, Delete opens a modal dialog instead of reloading the page with ?delete=.
  const deleteDialog = useDeleteDialog();
  const filtered = filters.q !== "" || filters.status !== "all" || filters.amount !== "all";
  return (
    <div className="page-section admin-scholarships">
      <header className="admin-scholarships-header">
        <div>
          <h1>{ADMIN_SCHOLARSHIPS_COPY.title}</h1>
          <p className="lead">{ADMIN_SCHOLARSHIPS_COPY.lead}</p>
        </div>
        <Link className="button primary" to="/admin/scholarships/new">
          {ADMIN_SCHOLARSHIPS_COPY.newScholarship}
        </Link>
      </header>

      <OutcomeNotice outcome={actionData?.toast ?? toast} />

      <Form method="get" action="/admin/scholarships" role="search" aria-label="Scholarships" className="card admin-scholarships-filters">
        <div className="form-field">
          <label htmlFor="scholarship-search">{ADMIN_SCHOLARSHIPS_COPY.searchLabel}</label>
          <input
            id="scholarship-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={ADMIN_SCHOLARSHIPS_COPY.searchPlaceholder}
            maxLength={MAX_SEARCH_TERM_LENGTH}
          />
        </div>
        <div className="form-field">
          <label htmlFor="scholarship-status">{ADMIN_SCHOLARSHIPS_COPY.statusLabel}</label>
          <select id="scholarship-status" name="status" defaultValue={filters.status}>
            {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="scholarship-amount">{ADMIN_SCHOLARSHIPS_COPY.amountLabel}</label>
          <select id="scholarship-amount" name="amount" defaultValue={filters.amount}>
            {(Object.keys(AMOUNT_LABELS) as (keyof typeof AMOUNT_LABELS)[]).map((amount) => (
              <option key={amount} value={amount}>
                {AMOUNT_LABELS[amount]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button secondary">
          {ADMIN_SCHOLARSHIPS_COPY.apply}
        </button>
      </Form>

      <ConfirmDelete
        requested={confirming}
        opened={deleteDialog.opened}
        onClose={deleteDialog.close}
        text={ADMIN_SCHOLARSHIPS_COPY.confirmText}
        action={DELETE_ACTION}
        idField="id"
        cancelHref={listHref(filters)}
      />

      <section aria-labelledby="all-scholarships-heading">
        <div className="admin-scholarships-count">
          <h2 id="all-scholarships-heading">{ADMIN_SCHOLARSHIPS_COPY.allScholarships}</h2>
          <p aria-live="polite">{ADMIN_SCHOLARSHIPS_COPY.found(scholarships.length)}</p>
        </div>
        {scholarships.length === 0 ? (
          <div className="empty-state">
            <h3>{ADMIN_SCHOLARSHIPS_COPY.emptyTitle}</h3>
            <p>{filtered ? ADMIN_SCHOLARSHIPS_COPY.emptyFiltered : ADMIN_SCHOLARSHIPS_COPY.emptyNone}</p>
            {filtered ? (
              <Link className="button secondary" to="/admin/scholarships">
                {ADMIN_SCHOLARSHIPS_COPY.clearFilters}
              </Link>
            ) : (
              <Link className="button primary" to="/admin/scholarships/new">
                {ADMIN_SCHOLARSHIPS_COPY.newScholarship}
              </Link>
            )}
          </div>
        ) : (
          <ul className="admin-scholarship-list">
            {scholarships.map((scholarship) => (
              <li key={scholarship.id} className="card admin-scholarship-card">
                <div className="admin-scholarship-main">
                  <h3>{scholarship.title}</h3>
                  <p className="admin-scholarship-badges">
                    <span className={`badge ${BADGE_STYLES[scholarship.badge]}`}>{BADGE_LABELS[scholarship.badge]}</span>
                    {scholarship.isActive ? null : <span className="badge">{ADMIN_SCHOLARSHIPS_COPY.inactive}</span>}
                    {scholarship.isFeatured ? <span className="badge">{ADMIN_SCHOLARSHIPS_COPY.featured}</span> : null}
                  </p>
                  <p className="muted">
                    {scholarship.provider}
                    {scholarship.amount ? ` · ${scholarship.amount} (${scholarship.currency})` : ""}
                  </p>
                  <p className="muted">
                    {ADMIN_SCHOLARSHIPS_COPY.deadline(scholarship.deadline)} · {ADMIN_SCHOLARSHIPS_COPY.lastVerified(scholarship.lastVerifiedOn)}
                  </p>
                </div>
                <p className="admin-scholarship-actions">
                  <Link
                    className="button secondary"
                    to={`/admin/scholarships/${encodeURIComponent(scholarship.id)}/edit`}
                    aria-label={`Edit ${scholarship.title}`}
                  >
                    {ADMIN_SCHOLARSHIPS_COPY.edit}
                  </Link>
                  <Link
                    className="button ghost"
                    to={`/admin/scholarships/${encodeURIComponent(scholarship.id)}/history`}
                    aria-label={`${ADMIN_SCHOLARSHIPS_COPY.history} of ${scholarship.title}`}
                  >
                    {ADMIN_SCHOLARSHIPS_COPY.history}
                  </Link>
                  <Link
                    className="button danger"
                    to={listHref(filters, { delete: scholarship.id })}
                    preventScrollReset
                    aria-label={`Delete ${scholarship.title}`}
                    onClick={(event) => {
                      event.preventDefault();
                      deleteDialog.open({ id: scholarship.id, title: scholarship.title });
                    }}
                  >
                    {ADMIN_SCHOLARSHIPS_COPY.delete}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
