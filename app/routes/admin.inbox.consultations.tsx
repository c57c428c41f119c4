import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsultationCard } from "~/components/admin/inboxes/consultation-card.tsx";
import { consultationsInboxAction, consultationsInboxData } from "~/server/admin/inboxes/consultations.server.ts";
import { CONSULTATIONS_COPY, type InboxActionData } from "~/components/admin/inboxes/copy.ts";
import { filteredListHref } from "~/components/admin/admin-list.tsx";
import { InboxFilters } from "~/components/admin/inboxes/inbox-parts.tsx";
import { InboxNav } from "~/components/admin/inboxes/inbox-nav.tsx";
import { Pagination } from "~/components/pagination.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import styles from "~/styles/admin-inboxes.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

const PATH = "/admin/inbox/consultations";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${CONSULTATIONS_COPY.title} | Admin | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return consultationsInboxData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return consultationsInboxAction(request, user, context.requestId);
}

export default function ConsultationsInbox() {
  const { filter, statusOptions, counselorOptions, assignOptions, confirmErase, total, page, pageCount, requests } = useLoaderData<typeof loader>();
  const actionData = useActionData<InboxActionData>();
  const filtered = filter.status !== "" || filter.counselor !== "";
  // The list as it stands (filters, page): where an erasure's confirmation cancels to and posts.
  const listHref = filteredListHref(PATH, { ...filter, page });
  const confirmHref = (id: string) => {
    const params = new URLSearchParams(listHref.split("?")[1] ?? "");
    params.set("erase", id);
    return `${PATH}?${params}`;
  };
  return (
    <div className="page-section admin-inbox">
      <h1>{CONSULTATIONS_COPY.title}</h1>
      <p className="lead">{CONSULTATIONS_COPY.lead}</p>
      <InboxNav current={PATH} />
      <OutcomeNotice outcome={actionData?.toast} />
      <InboxFilters
        label="Filter consultation requests"
        clearHref={PATH}
        active={filtered}
        filters={[
          { name: "status", label: "Status", value: filter.status, allLabel: "All statuses", options: statusOptions },
          { name: "counselor", label: "Counselor", value: filter.counselor, allLabel: "All counselors", options: counselorOptions },
        ]}
      />
      <p className="inbox-count" role="status">
        {total === 1 ? "1 request found" : `${total} requests found`}
      </p>
      {requests.length === 0 ? (
        <div className="empty-state">
          <h2>{CONSULTATIONS_COPY.empty}</h2>
          <p>{filtered ? CONSULTATIONS_COPY.emptyFiltered : CONSULTATIONS_COPY.emptyNone}</p>
        </div>
      ) : (
        <ul className="inbox-list" aria-label="Consultation requests">
          {requests.map((item) => (
            <ConsultationCard
              key={`${item.id}-${item.version}`}
              item={item}
              assignOptions={assignOptions}
              refused={actionData?.refused?.id === item.id ? actionData.refused : null}
              erase={{ confirmHref: confirmHref(item.id), listHref, confirming: !actionData && confirmErase === item.id }}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => filteredListHref(PATH, { ...filter, page: target })} />
    </div>
  );
}
