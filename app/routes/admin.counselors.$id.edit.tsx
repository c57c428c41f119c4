import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { counselorFormValues } from "@modules/counseling/index.ts";
import { ADMIN_COUNSELORS_COPY } from "~/components/admin/counselors/copy.ts";
import { CounselorForm } from "~/components/admin/counselors/counselor-form.tsx";
import type { CounselorFormActionData } from "~/components/admin/counselors/types.ts";
import styles from "~/styles/admin-counselors.css?url";
import { counselorFormAction, counselorToEdit } from "~/server/admin/counselors/counselor-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? ADMIN_COUNSELORS_COPY.editTitle(data.name) : "Edit counselor"} | Study Compass` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { counselor, version } = await counselorToEdit(params.id ?? "");
  return data(
    { id: counselor.id, name: counselor.name, isActive: counselor.isActive, values: counselorFormValues(counselor), version },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return counselorFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditCounselorPage() {
  const { id, name, isActive, values, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<CounselorFormActionData>();
  return (
    <div className="page-section narrow admin-counselor-form-page">
      <p>
        <Link to="/admin/counselors">{ADMIN_COUNSELORS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_COUNSELORS_COPY.editTitle(name)}</h1>
      <p className="admin-entry-actions">
        <Link to={`/admin/counselors/${encodeURIComponent(id)}/history`}>{ADMIN_COUNSELORS_COPY.history}</Link>
        {isActive ? <Link to="/counselors">{ADMIN_COUNSELORS_COPY.viewPublic}</Link> : null}
      </p>
      <CounselorForm key={id} formId={`edit-counselor-${id}`} defaultValue={values} version={version} actionData={actionData} cancelHref="/admin/counselors" />
    </div>
  );
}
