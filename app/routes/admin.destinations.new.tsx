import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NEW_DESTINATION_FORM_VALUES } from "@modules/catalog/index.ts";
import { ADMIN_DESTINATIONS_COPY } from "~/components/admin/destinations/copy.ts";
import { DestinationForm } from "~/components/admin/destinations/destination-form.tsx";
import type { DestinationFormActionData } from "~/components/admin/destinations/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { DESTINATION_FORM_CHOICES, destinationFormAction } from "~/server/admin/destinations/destination-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_DESTINATIONS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ values: NEW_DESTINATION_FORM_VALUES, choices: DESTINATION_FORM_CHOICES }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return destinationFormAction(request, user, context.requestId, null);
}

export default function NewDestinationPage() {
  const { values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<DestinationFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/destinations">{ADMIN_DESTINATIONS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_DESTINATIONS_COPY.newTitle}</h1>
      <DestinationForm formId="new-destination" defaultValue={values} version={null} choices={choices} actionData={actionData} />
    </div>
  );
}
