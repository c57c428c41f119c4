import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ADMIN_AMOUNT_FILTERS, ADMIN_STATUS_FILTERS, adminScholarships, deadlineBadge, deleteScholarship } from "@modules/funding/index.ts";
import { EntryNotFoundError } from "@modules/eventstore/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { ADMIN_SCHOLARSHIPS_COPY, AMOUNT_LABELS, BADGE_LABELS, SCHOLARSHIP_TOASTS, STATUS_LABELS } from "~/components/admin/scholarships/copy.ts";
import { AdminEntryActions, AdminFilters, AdminListHeader, AdminListResults, filteredListHref } from "~/components/admin/admin-list.tsx";
import { ConfirmDelete, DeleteLink, useDeleteDialog } from "~/components/admin/confirm-delete.tsx";
import { FilterSelect } from "~/components/filter-select.tsx";
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

/** The filters' values that leave the list's address plain. */
const LIST_DEFAULTS = { status: "all", amount: "all" };

export default function AdminScholarshipsPage() {
  const { filters, toast, confirming, scholarships } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With JavaScript, Delete opens a modal dialog instead of reloading the page with ?delete=.
  const deleteDialog = useDeleteDialog();
  const filtered = filters.q !== "" || filters.status !== "all" || filters.amount !== "all";
  const copy = ADMIN_SCHOLARSHIPS_COPY;
  return (
    <div className="page-section">
      <AdminListHeader title={copy.title} lead={copy.lead} newEntry={{ to: "/admin/scholarships/new", label: copy.newScholarship }} />
      <OutcomeNotice outcome={actionData?.toast ?? toast} />
      <AdminFilters
        action="/admin/scholarships"
        name="Scholarships"
        search={{ id: "scholarship-search", label: copy.searchLabel, value: filters.q, placeholder: copy.searchPlaceholder }}
        apply={copy.apply}
      >
        <FilterSelect
          id="scholarship-status"
          name="status"
          label={copy.statusLabel}
          value={filters.status}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <FilterSelect
          id="scholarship-amount"
          name="amount"
          label={copy.amountLabel}
          value={filters.amount}
          options={Object.entries(AMOUNT_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </AdminFilters>
      <ConfirmDelete
        requested={confirming}
        opened={deleteDialog.opened}
        onClose={deleteDialog.close}
        text={copy.confirmText}
        action={DELETE_ACTION}
        idField="id"
        cancelHref={filteredListHref("/admin/scholarships", filters, LIST_DEFAULTS)}
      />
      <AdminListResults
        heading={{ id: "all-scholarships-heading", text: copy.allScholarships }}
        found={copy.found(scholarships.length)}
        isEmpty={scholarships.length === 0}
        empty={{
          title: copy.emptyTitle,
          text: filtered ? copy.emptyFiltered : copy.emptyNone,
          clear: filtered ? { to: "/admin/scholarships", label: copy.clearFilters } : undefined,
          create: { to: "/admin/scholarships/new", label: copy.newScholarship },
        }}
      >
        <ul className="admin-entry-list">
          {scholarships.map((scholarship) => (
            <li key={scholarship.id} className="card admin-entry-card">
              <div>
                <h3>{scholarship.title}</h3>
                <p className="admin-scholarship-badges">
                  <span className={`badge ${BADGE_STYLES[scholarship.badge]}`}>{BADGE_LABELS[scholarship.badge]}</span>
                  {scholarship.isActive ? null : <span className="badge">{copy.inactive}</span>}
                  {scholarship.isFeatured ? <span className="badge">{copy.featured}</span> : null}
                </p>
                <p className="muted">
                  {scholarship.provider}
                  {scholarship.amount ? ` · ${scholarship.amount} (${scholarship.currency})` : ""}
                </p>
                <p className="muted">
                  {copy.deadline(scholarship.deadline)} · {copy.lastVerified(scholarship.lastVerifiedOn)}
                </p>
              </div>
              <AdminEntryActions basePath="/admin/scholarships" id={scholarship.id} name={scholarship.title} copy={copy}>
                <DeleteLink
                  target={{ id: scholarship.id, title: scholarship.title }}
                  href={filteredListHref("/admin/scholarships", { ...filters, delete: scholarship.id }, LIST_DEFAULTS)}
                  onOpen={deleteDialog.open}
                />
              </AdminEntryActions>
            </li>
          ))}
        </ul>
      </AdminListResults>
    </div>
  );
}
