import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NEW_PROGRAMME_FORM_VALUES } from "@modules/catalog/index.ts";
import { ADMIN_PROGRAMMES_COPY } from "~/components/admin/programmes/copy.ts";
import { ProgrammeForm } from "~/components/admin/programmes/programme-form.tsx";
import type { ProgrammeFormActionData } from "~/components/admin/programmes/types.ts";
import styles from "~/styles/admin-schools.css?url";
import { programmeFormAction, programmeFormChoices } from "~/server/admin/programmes/programme-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_PROGRAMMES_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // ?school= preselects the school the list was filtered by.
  const school = new URL(request.url).searchParams.get("school")?.slice(0, 200) ?? "";
  return data({ values: { ...NEW_PROGRAMME_FORM_VALUES, schoolId: school }, choices: await programmeFormChoices() }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return programmeFormAction(request, user, context.requestId, null);
}

export default function NewProgrammePage() {
  const { values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProgrammeFormActionData>();
  return (
    <div className="page-section narrow admin-school-form-page">
      <p>
        <Link to="/admin/programmes">{ADMIN_PROGRAMMES_COPY.back}</Link>
      </p>
      <h1>{ADMIN_PROGRAMMES_COPY.newTitle}</h1>
      <ProgrammeForm formId="new-programme" defaultValue={values} version={null} choices={choices} actionData={actionData} />
    </div>
  );
}
