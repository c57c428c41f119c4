import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NEW_PATHWAY_FORM_VALUES } from "@modules/catalog/index.ts";
import { ADMIN_PATHWAYS_COPY } from "~/components/admin/pathways/copy.ts";
import { PathwayForm } from "~/components/admin/pathways/pathway-form.tsx";
import type { PathwayFormActionData } from "~/components/admin/pathways/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { pathwayFormAction, pathwayFormChoices } from "~/server/admin/pathways/pathway-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_PATHWAYS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ values: NEW_PATHWAY_FORM_VALUES, choices: await pathwayFormChoices(null) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return pathwayFormAction(request, user, context.requestId, null);
}

export default function NewPathwayPage() {
  const { values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<PathwayFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/pathways">{ADMIN_PATHWAYS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_PATHWAYS_COPY.newTitle}</h1>
      <PathwayForm formId="new-pathway" defaultValue={values} version={null} choices={choices} actionData={actionData} />
    </div>
  );
}
