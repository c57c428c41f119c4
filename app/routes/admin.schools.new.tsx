import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NEW_SCHOOL_FORM_VALUES } from "@modules/catalog/index.ts";
import { ADMIN_SCHOOLS_COPY } from "~/components/admin/schools/copy.ts";
import { SchoolForm } from "~/components/admin/schools/school-form.tsx";
import type { SchoolFormActionData } from "~/components/admin/schools/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { schoolFormAction, schoolFormChoices } from "~/server/admin/schools/school-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOOLS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ values: NEW_SCHOOL_FORM_VALUES, choices: await schoolFormChoices(null) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return schoolFormAction(request, user, context.requestId, null);
}

export default function NewSchoolPage() {
  const { values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<SchoolFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/schools">{ADMIN_SCHOOLS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_SCHOOLS_COPY.newTitle}</h1>
      <SchoolForm formId="new-school" defaultValue={values} version={null} choices={choices} actionData={actionData} cancelHref="/admin/schools" />
    </div>
  );
}
