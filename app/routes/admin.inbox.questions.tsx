import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { QUESTIONS_COPY, type InboxActionData } from "~/components/admin/inboxes/copy.ts";
import { filteredListHref } from "~/components/admin/admin-list.tsx";
import { InboxFilters } from "~/components/admin/inboxes/inbox-parts.tsx";
import { InboxNav } from "~/components/admin/inboxes/inbox-nav.tsx";
import { QuestionCard } from "~/components/admin/inboxes/question-card.tsx";
import { questionsInboxAction, questionsInboxData } from "~/server/admin/inboxes/questions.server.ts";
import { Pagination } from "~/components/pagination.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import styles from "~/styles/admin-inboxes.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

const PATH = "/admin/inbox/questions";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${QUESTIONS_COPY.title} | Admin | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return questionsInboxData(request, user);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return questionsInboxAction(request, user, context.requestId);
}

export default function QuestionsInbox() {
  const { filter, statusOptions, answeredBy, total, page, pageCount, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<InboxActionData>();
  return (
    <div className="page-section admin-inbox">
      <h1>{QUESTIONS_COPY.title}</h1>
      <p className="lead">{QUESTIONS_COPY.lead}</p>
      <InboxNav current={PATH} />
      <OutcomeNotice outcome={actionData?.toast} />
      <InboxFilters
        label="Filter expert questions"
        clearHref={PATH}
        active={filter.status !== ""}
        filters={[{ name: "status", label: "Status", value: filter.status, allLabel: "All statuses", options: statusOptions }]}
      />
      <p className="inbox-count" role="status">
        {total === 1 ? "1 question found" : `${total} questions found`}
      </p>
      {questions.length === 0 ? (
        <div className="empty-state">
          <h2>{QUESTIONS_COPY.empty}</h2>
        </div>
      ) : (
        <ul className="inbox-list" aria-label="Expert questions">
          {questions.map((item) => (
            <QuestionCard
              key={`${item.id}-${item.status}`}
              item={item}
              answeredBy={answeredBy}
              refused={actionData?.refused?.id === item.id ? actionData.refused : null}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => filteredListHref(PATH, { ...filter, page: target })} />
    </div>
  );
}
