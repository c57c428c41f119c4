import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { programmeFormValues } from "@modules/catalog/index.ts";
import { ADMIN_PROGRAMMES_COPY } from "~/components/admin/programmes/copy.ts";
import { ProgrammeForm } from "~/components/admin/programmes/programme-form.tsx";
import type { ProgrammeFormActionData } from "~/components/admin/programmes/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { programmeFormAction, programmeFormChoices, programmeToEdit } from "~/server/admin/programmes/programme-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ADMIN_PROGRAMMES_COPY.editTitle(data.name) : "Edit programme"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { programme, version } = await programmeToEdit(params.id ?? "");
  return data(
    { id: programme.id, name: programme.name, values: programmeFormValues(programme), version, choices: await programmeFormChoices() },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return programmeFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditProgrammePage() {
  const { id, name, values, version, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProgrammeFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/programmes">{ADMIN_PROGRAMMES_COPY.back}</Link>
      </p>
      <h1>{ADMIN_PROGRAMMES_COPY.editTitle(name)}</h1>
      <p className="admin-entry-actions">
        <Link to={`/admin/programmes/${encodeURIComponent(id)}/history`}>{ADMIN_PROGRAMMES_COPY.history}</Link>
      </p>
      <ProgrammeForm key={id} formId={`edit-programme-${id}`} defaultValue={values} version={version} choices={choices} actionData={actionData} />
    </div>
  );
}
