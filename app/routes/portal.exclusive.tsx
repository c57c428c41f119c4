import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ActionToastNotice } from "~/components/portal/action-toast.tsx";
import { eventsAction, hubEvents, isEventsIntent } from "~/components/portal/events/events.server.ts";
import { HubEventsTab } from "~/components/portal/events/events-tabs.tsx";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import styles from "~/styles/portal-events.css?url";
import { requireStudent } from "~/utils/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Exclusive Hub | Study Compass" }, { name: "robots", content: "noindex" }];

const tabQuery = z.enum(["events", "expert"]).catch("events");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const tab = tabQuery.parse(new URL(request.url).searchParams.get("tab") ?? undefined);
  return data({ tab, events: tab === "events" ? await hubEvents(request, user) : null }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isEventsIntent(intent)) return eventsAction(form, user, context.requestId);
  throw new Response("Bad Request", { status: 400, headers: { "Cache-Control": "private, no-store" } });
}

export default function ExclusiveHubPage() {
  const { tab, events } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page-section events-page">
      <div className="events-page-header">
        <h1>Exclusive Hub</h1>
      </div>
      <ActionToastNotice toast={actionData?.toast} />
      <PortalTabs
        label="Exclusive Hub"
        tabs={[
          { href: "/portal/exclusive?tab=events", label: "Upcoming Events", current: tab === "events" },
          { href: "/portal/exclusive?tab=expert", label: "Ask an Expert", current: tab === "expert" },
        ]}
      />
      {tab === "events" && events ? <HubEventsTab events={events} /> : <p>Coming soon.</p>}
    </div>
  );
}
