import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { listPathways } from "@modules/catalog/index.ts";
import { ADMIN_SCHOLARSHIPS_COPY } from "~/components/admin/scholarships/copy.ts";
import { dayName, scholarshipFormValues } from "@modules/funding/index.ts";
import { ScholarshipForm } from "~/components/admin/scholarships/scholarship-form.tsx";
import { scholarshipFormAction, scholarshipToEdit } from "~/server/admin/scholarships/scholarship-form.server.ts";
import type { ScholarshipFormActionData } from "~/components/admin/scholarships/types.ts";
import styles from "~/styles/admin-scholarships.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${ADMIN_SCHOLARSHIPS_COPY.editTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [{ scholarship, version }, pathways] = await Promise.all([scholarshipToEdit(params.id ?? ""), listPathways()]);
  const values = scholarshipFormValues(scholarship);
  const earlierCycles = scholarship.earlierCycles.map((cycle) => ({
    intake: cycle.intake,
    dates: [cycle.opensOn ? `opened ${dayName(cycle.opensOn)}` : null, cycle.closesOn ? `closed ${dayName(cycle.closesOn)}` : null].filter(Boolean).join(", "),
  }));
  return data(
    { id: scholarship.id, values, version, earlierCycles, pathways: pathways.map((pathway) => ({ id: pathway.id, name: pathway.name })) },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return scholarshipFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditScholarshipPage() {
  const { id, values, version, pathways, earlierCycles } = useLoaderData<typeof loader>();
  const actionData = useActionData<ScholarshipFormActionData>();
  return (
    <div className="page-section narrow admin-scholarship-form-page">
      <p>
        <Link to="/admin/scholarships">{ADMIN_SCHOLARSHIPS_COPY.back}</Link>
      </p>
      <h1>{ADMIN_SCHOLARSHIPS_COPY.editTitle}</h1>
      <p>
        <Link to={`/admin/scholarships/${encodeURIComponent(id)}/history`}>{ADMIN_SCHOLARSHIPS_COPY.history}</Link>
      </p>
      <ScholarshipForm
        key={id}
        formId={`edit-scholarship-${id}`}
        defaultValue={values}
        version={version}
        pathways={pathways}
        earlierCycles={earlierCycles}
        actionData={actionData}
      />
    </div>
  );
}
