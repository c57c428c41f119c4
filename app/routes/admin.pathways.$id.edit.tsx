import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pathwayFormValues } from "@modules/catalog/index.ts";
import { ADMIN_PATHWAYS_COPY } from "~/components/admin/pathways/copy.ts";
import { PathwayForm } from "~/components/admin/pathways/pathway-form.tsx";
import type { PathwayFormActionData } from "~/components/admin/pathways/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { pathwayFormAction, pathwayFormChoices, pathwayToEdit } from "~/server/admin/pathways/pathway-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ADMIN_PATHWAYS_COPY.editTitle(data.name) : "Edit pathway"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { pathway, version } = await pathwayToEdit(params.id ?? "");
  return data(
    {
      id: pathway.id,
      name: pathway.name,
      slug: pathway.slug,
      values: pathwayFormValues(pathway),
      version,
      choices: await pathwayFormChoices(pathway.slug),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return pathwayFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditPathwayPage() {
  const { id, name, slug, values, version, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<PathwayFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/pathways">{ADMIN_PATHWAYS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_PATHWAYS_COPY.editTitle(name)}</h1>
      <p className="admin-entry-actions">
        <Link to={`/admin/pathways/${encodeURIComponent(id)}/history`}>{ADMIN_PATHWAYS_COPY.history}</Link>
        <Link to={`/pathways/${slug}`}>View the public page</Link>
      </p>
      <PathwayForm key={id} formId={`edit-pathway-${id}`} defaultValue={values} version={version} choices={choices} actionData={actionData} />
    </div>
  );
}
