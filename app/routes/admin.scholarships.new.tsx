import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { listPathways } from "@modules/catalog/index.ts";
import { ADMIN_SCHOLARSHIPS_COPY } from "~/components/admin/scholarships/copy.ts";
import { scholarshipFormValues } from "@modules/funding/browser.ts";
import { ScholarshipForm } from "~/components/admin/scholarships/scholarship-form.tsx";
import { scholarshipFormAction } from "~/server/admin/scholarships/scholarship-form.server.ts";
import type { ScholarshipFormActionData } from "~/components/admin/scholarships/types.ts";
import styles from "~/styles/admin-scholarships.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOLARSHIPS_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pathways = (await listPathways()).map((pathway) => ({ id: pathway.id, name: pathway.name }));
  return data({ pathways }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return scholarshipFormAction(request, user, context.requestId, null);
}

const NEW_SCHOLARSHIP_VALUES = scholarshipFormValues(null);

export default function NewScholarshipPage() {
  const { pathways } = useLoaderData<typeof loader>();
  const actionData = useActionData<ScholarshipFormActionData>();
  return (
    <div className="page-section narrow admin-scholarship-form-page">
      <p>
        <Link to="/admin/scholarships">{ADMIN_SCHOLARSHIPS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_SCHOLARSHIPS_COPY.newTitle}</h1>
      <ScholarshipForm formId="new-scholarship" defaultValue={NEW_SCHOLARSHIP_VALUES} version={null} pathways={pathways} actionData={actionData} />
    </div>
  );
}
