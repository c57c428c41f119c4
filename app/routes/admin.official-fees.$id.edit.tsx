import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OFFICIAL_FEES_COPY } from "~/components/admin/official-fees/copy.ts";
import { OfficialFeeForm } from "~/components/admin/official-fees/official-fee-form.tsx";
import type { OfficialFeeFormActionData } from "~/components/admin/official-fees/types.ts";
import { officialFeeFormAction, officialFeeFormChoices, officialFeeToEdit } from "~/server/admin/official-fees/official-fee-form.server.ts";
import styles from "~/styles/admin-official-fees.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${OFFICIAL_FEES_COPY.editTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [fee, choices] = await Promise.all([officialFeeToEdit(params.id ?? ""), officialFeeFormChoices()]);
  return data({ ...fee, ...choices }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return officialFeeFormAction(request, user, context.requestId, params.id ?? "");
}

export default function EditOfficialFeePage() {
  const { id, values, version, destinations, currencies } = useLoaderData<typeof loader>();
  const actionData = useActionData<OfficialFeeFormActionData>();
  return (
    <div className="page-section narrow admin-official-fee-form-page">
      <p>
        <Link to="/admin/official-fees">{OFFICIAL_FEES_COPY.back}</Link>
      </p>
      <h1>{OFFICIAL_FEES_COPY.editTitle}</h1>
      <p>
        <Link to={`/admin/official-fees/${encodeURIComponent(id)}/history`}>{OFFICIAL_FEES_COPY.history}</Link>
      </p>
      <OfficialFeeForm
        key={id}
        formId={`edit-official-fee-${id}`}
        defaultValue={values}
        version={version}
        destinations={destinations}
        currencies={currencies}
        actionData={actionData}
      />
    </div>
  );
}
