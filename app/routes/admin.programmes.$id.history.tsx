import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EditorialHistory } from "~/components/admin/history/editorial-history.tsx";
import { programmeRestoreAction, programmeHistoryPage, type RestoreReply } from "~/server/admin/history/history.server.ts";
import { HISTORY_TEXT } from "~/components/admin/history/copy.ts";
import styles from "~/styles/admin-history.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? HISTORY_TEXT.title(data.title) : "History"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

/** A refused restore (409: someone saved since) must show the history as it is now, so the page reloads after every POST. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return programmeHistoryPage(request, params.id ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return programmeRestoreAction(request, params.id ?? "", { actor: user.id, requestId: context.requestId });
}

export default function ProgrammeHistoryPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<RestoreReply>();
  return <EditorialHistory page={page} actionToast={reply?.toast} />;
}
