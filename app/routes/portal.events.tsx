import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { cancelRegistrationAction, registerForEventAction, eventsScreen } from "~/server/portal/events/events.server.ts";
import { EventsScreenTab } from "~/components/portal/events/events-tabs.tsx";
import { ASK_EXPERT_INTENT } from "~/components/portal/expert-questions/copy.ts";
import { EventsExpertTab } from "~/components/portal/expert-questions/events-expert-tab.tsx";
import { ExpertSupportSidebar } from "~/components/portal/expert-questions/expert-support-sidebar.tsx";
import { expertQuestionAction, expertQuestionsTabData } from "~/server/portal/expert-questions/expert-questions.server.ts";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import eventStyles from "~/styles/portal-events.css?url";
import expertStyles from "~/styles/portal-expert-questions.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { badRequest, PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventStyles },
  { rel: "stylesheet", href: expertStyles },
];

export const meta: MetaFunction = () => [{ title: "Exclusive Events & Support | Study Compass" }, { name: "robots", content: "noindex" }];

const tabQuery = z.enum(["events", "expert"]).catch("events");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const tab = tabQuery.parse(new URL(request.url).searchParams.get("tab") ?? undefined);
  const [events, questions] = await Promise.all([
    tab === "events" ? eventsScreen(request, user) : null,
    tab === "expert" ? expertQuestionsTabData(user.id, request) : null,
  ]);
  return data({ tab, events, questions, submissionId: randomUUID() }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "register":
      return registerForEventAction(form, user, context.requestId);
    case "cancel-registration":
      return cancelRegistrationAction(form, user, context.requestId);
    case ASK_EXPERT_INTENT:
      return expertQuestionAction(form, user, context.requestId, "events");
    default:
      throw badRequest();
  }
}

export default function ExclusiveEventsPage() {
  const { tab, events, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page-section events-page exclusive-page">
      <h1>Exclusive Events &amp; Support</h1>
      <OutcomeNotice outcome={actionData?.toast} />
      <div className="exclusive-layout">
        <div className="exclusive-main">
          <PortalTabs
            label="Exclusive events and support"
            tabs={[
              { href: "/portal/events?tab=events", label: "Events", current: tab === "events" },
              { href: "/portal/events?tab=expert", label: "Ask an Expert", current: tab === "expert" },
            ]}
          />
          {events ? <EventsScreenTab events={events} /> : questions ? <EventsExpertTab questions={questions} /> : null}
        </div>
        <ExpertSupportSidebar />
      </div>
    </div>
  );
}
