import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { schoolFormValues } from "@modules/catalog/index.ts";
import { ADMIN_SCHOOLS_COPY } from "~/components/admin/schools/copy.ts";
import { SchoolForm } from "~/components/admin/schools/school-form.tsx";
import type { SchoolFormActionData } from "~/components/admin/schools/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { schoolFormAction, schoolFormChoices, schoolToEdit } from "~/server/admin/schools/school-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ADMIN_SCHOOLS_COPY.editTitle(data.name) : "Edit school"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { school, version } = await schoolToEdit(params.id ?? "");
  return data(
    {
      id: school.id,
      name: school.name,
      slug: school.slug,
      isActive: school.isActive,
      values: schoolFormValues(school),
      version,
      choices: await schoolFormChoices(school),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return schoolFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditSchoolPage() {
  const { id, name, slug, isActive, values, version, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<SchoolFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/schools">{ADMIN_SCHOOLS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_SCHOOLS_COPY.editTitle(name)}</h1>
      <p className="admin-entry-actions">
        <Link to={`/admin/schools/${encodeURIComponent(id)}/history`}>{ADMIN_SCHOOLS_COPY.history}</Link>
        {isActive ? <Link to={`/schools/${slug}`}>View the public page</Link> : null}
      </p>
      <SchoolForm
        key={id}
        formId={`edit-school-${id}`}
        defaultValue={values}
        version={version}
        choices={choices}
        actionData={actionData}
        cancelHref="/admin/schools"
      />
    </div>
  );
}
