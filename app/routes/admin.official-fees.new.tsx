import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OFFICIAL_FEES_COPY } from "~/components/admin/official-fees/copy.ts";
import { OfficialFeeForm } from "~/components/admin/official-fees/official-fee-form.tsx";
import type { OfficialFeeFormActionData } from "~/components/admin/official-fees/types.ts";
import { newOfficialFeeValues, officialFeeFormAction, officialFeeFormChoices } from "~/server/admin/official-fees/official-fee-form.server.ts";
import styles from "~/styles/admin-official-fees.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${OFFICIAL_FEES_COPY.newTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ ...(await officialFeeFormChoices()), values: newOfficialFeeValues() }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return officialFeeFormAction(request, user, context.requestId, null);
}

export default function NewOfficialFeePage() {
  const { destinations, currencies, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<OfficialFeeFormActionData>();
  return (
    <div className="page-section narrow admin-official-fee-form-page">
      <p>
        <Link to="/admin/official-fees">{OFFICIAL_FEES_COPY.back}</Link>
      </p>
      <h1>{OFFICIAL_FEES_COPY.newTitle}</h1>
      <OfficialFeeForm
        formId="new-official-fee"
        defaultValue={values}
        version={null}
        destinations={destinations}
        currencies={currencies}
        actionData={actionData}
      />
    </div>
  );
}
