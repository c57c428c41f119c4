import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { NEW_COUNSELOR_FORM_VALUES } from "@modules/counseling/index.ts";
import { ADMIN_COUNSELORS_COPY } from "~/components/admin/counselors/copy.ts";
import { CounselorForm } from "~/components/admin/counselors/counselor-form.tsx";
import type { CounselorFormActionData } from "~/components/admin/counselors/types.ts";
import styles from "~/styles/admin-counselors.css?url";
import { counselorFormAction } from "~/server/admin/counselors/counselor-form.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_COUNSELORS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ values: NEW_COUNSELOR_FORM_VALUES }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return counselorFormAction(request, user, context.requestId, null);
}

export default function NewCounselorPage() {
  const { values } = useLoaderData<typeof loader>();
  const actionData = useActionData<CounselorFormActionData>();
  return (
    <div className="page-section narrow admin-counselor-form-page">
      <p>
        <Link to="/admin/counselors">{ADMIN_COUNSELORS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_COUNSELORS_COPY.newTitle}</h1>
      <CounselorForm formId="new-counselor" defaultValue={values} version={null} actionData={actionData} cancelHref="/admin/counselors" />
    </div>
  );
}
