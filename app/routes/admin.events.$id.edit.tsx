import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ADMIN_EVENTS_COPY } from "~/components/admin/events/copy.ts";
import { EventForm } from "~/components/admin/events/event-form.tsx";
import type { EventFormActionData } from "~/components/admin/events/types.ts";
import styles from "~/styles/admin-events.css?url";
import { eventFormAction, eventFormValues, eventToEdit } from "~/server/admin/events/event-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_EVENTS_COPY.editTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { details, version, cancelled, seatsTaken } = await eventToEdit(params.id ?? "");
  return data({ id: details.eventId, title: details.title, values: eventFormValues(details), version, cancelled, seatsTaken }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return eventFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditEventPage() {
  const { id, title, values, version, cancelled, seatsTaken } = useLoaderData<typeof loader>();
  const actionData = useActionData<EventFormActionData>();
  const historyPath = `/admin/events/${encodeURIComponent(id)}/history`;
  return (
    <div className="page-section narrow admin-event-form-page">
      <p>
        <Link to="/admin/events">{ADMIN_EVENTS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_EVENTS_COPY.editTitle}</h1>
      <p>
        <Link to={historyPath}>{ADMIN_EVENTS_COPY.history}</Link>
      </p>
      {cancelled ? (
        <p className="notice error" role="status">
          <strong>{title}</strong>: {ADMIN_EVENTS_COPY.cancelledNotice}
        </p>
      ) : (
        <EventForm key={id} formId={`edit-event-${id}`} defaultValue={values} version={version} seatsTaken={seatsTaken} actionData={actionData} />
      )}
    </div>
  );
}
