import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ADMIN_EVENTS_COPY } from "~/components/admin/events/copy.ts";
import { EventForm, NEW_EVENT_VALUES } from "~/components/admin/events/event-form.tsx";
import type { EventFormActionData } from "~/components/admin/events/types.ts";
import styles from "~/styles/admin-events.css?url";
import { eventFormAction } from "~/server/admin/events/event-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_EVENTS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({}, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return eventFormAction(request, user, context.requestId, null);
}

export default function NewEventPage() {
  const actionData = useActionData<EventFormActionData>();
  return (
    <div className="page-section narrow admin-event-form-page">
      <p>
        <Link to="/admin/events">{ADMIN_EVENTS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_EVENTS_COPY.newTitle}</h1>
      <EventForm formId="new-event" defaultValue={NEW_EVENT_VALUES} version={null} seatsTaken={0} actionData={actionData} />
    </div>
  );
}
