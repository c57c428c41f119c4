import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { destinationFormValues } from "@modules/catalog/index.ts";
import { ADMIN_DESTINATIONS_COPY } from "~/components/admin/destinations/copy.ts";
import { DestinationForm } from "~/components/admin/destinations/destination-form.tsx";
import type { DestinationFormActionData } from "~/components/admin/destinations/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { DESTINATION_FORM_CHOICES, destinationFormAction, destinationToEdit } from "~/server/admin/destinations/destination-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ADMIN_DESTINATIONS_COPY.editTitle(data.name) : "Edit destination"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { destination, version } = await destinationToEdit(params.id ?? "");
  return data(
    {
      id: destination.id,
      name: destination.name,
      slug: destination.slug,
      values: destinationFormValues(destination),
      version,
      choices: DESTINATION_FORM_CHOICES,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return destinationFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditDestinationPage() {
  const { id, name, slug, values, version, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<DestinationFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/destinations">{ADMIN_DESTINATIONS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_DESTINATIONS_COPY.editTitle(name)}</h1>
      <p className="admin-entry-actions">
        <Link to={`/admin/destinations/${encodeURIComponent(id)}/history`}>{ADMIN_DESTINATIONS_COPY.history}</Link>
        <Link to={`/destinations/${slug}`}>View the public page</Link>
      </p>
      <DestinationForm key={id} formId={`edit-destination-${id}`} defaultValue={values} version={version} choices={choices} actionData={actionData} />
    </div>
  );
}
