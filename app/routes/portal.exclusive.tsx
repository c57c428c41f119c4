import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { cancelRegistrationAction, registerForEventAction, hubEvents } from "~/server/portal/events/events.server.ts";
import { HubEventsTab } from "~/components/portal/events/events-tabs.tsx";
import { ASK_EXPERT_INTENT } from "~/components/portal/expert-questions/copy.ts";
import { expertQuestionAction, expertQuestionsTabData } from "~/server/portal/expert-questions/expert-questions.server.ts";
import { AskExpertHeaderButton, HubExpertTab } from "~/components/portal/expert-questions/hub-expert-tab.tsx";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import eventStyles from "~/styles/portal-events.css?url";
import expertStyles from "~/styles/portal-expert-questions.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { badRequest, PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventStyles },
  { rel: "stylesheet", href: expertStyles },
];

export const meta: MetaFunction = () => [{ title: "Exclusive Hub | Study Compass" }, { name: "robots", content: "noindex" }];

const tabQuery = z.enum(["events", "expert"]).catch("events");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const tab = tabQuery.parse(new URL(request.url).searchParams.get("tab") ?? undefined);
  // The header's Ask an Expert dialog is on both tabs, so the questions' data is always loaded.
  const [events, questions] = await Promise.all([tab === "events" ? hubEvents(request, user) : null, expertQuestionsTabData(user.id, request)]);
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
      return expertQuestionAction(form, user, context.requestId, "hub");
    default:
      throw badRequest();
  }
}

export default function ExclusiveHubPage() {
  const { tab, events, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="page-section events-page exclusive-page">
      <div className="page-header-row">
        <h1>Exclusive Hub</h1>
        <AskExpertHeaderButton askOpen={questions.askOpen} />
      </div>
      <OutcomeNotice outcome={actionData?.toast} />
      <PortalTabs
        label="Exclusive Hub"
        tabs={[
          { href: "/portal/exclusive?tab=events", label: "Upcoming Events", current: tab === "events" },
          { href: "/portal/exclusive?tab=expert", label: "Ask an Expert", current: tab === "expert" },
        ]}
      />
      {tab === "events" && events ? <HubEventsTab events={events} /> : <HubExpertTab questions={questions} />}
    </div>
  );
}
