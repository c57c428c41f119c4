import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { todayUtc } from "@modules/platform/index.ts";
import { exchangeRateHistory, RATE_CURRENCIES } from "@modules/portal/index.ts";
import { EXCHANGE_RATES_COPY, RATE_TOASTS } from "~/components/admin/official-fees/copy.ts";
import type { ExchangeRateActionData } from "~/components/admin/official-fees/types.ts";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { formatDay, formatRate, siteName } from "~/components/planner/format.ts";
import { recordExchangeRateAction } from "~/server/admin/official-fees/exchange-rates.server.ts";
import styles from "~/styles/admin-official-fees.css?url";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { outcomeFromQuery } from "~/server/outcome.server.ts";
import { useIsPending } from "~/utils/pending.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${EXCHANGE_RATES_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = todayUtc();
  return data(
    {
      currencies: await exchangeRateHistory(today),
      rateCurrencies: [...RATE_CURRENCIES],
      today,
      toast: outcomeFromQuery(request, "done", { recorded: RATE_TOASTS.recorded, unchanged: RATE_TOASTS.unchanged }),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return recordExchangeRateAction(request, user, context.requestId);
}

function RecordRateForm({ today, currencies, actionData }: { today: string; currencies: string[]; actionData: ExchangeRateActionData | undefined }) {
  const [form, fields] = useForm({
    id: "record-exchange-rate",
    defaultValue: { currency: "", unitsPerUsd: "", asOf: today, sourceUrl: "", note: "" },
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const recording = useIsPending();
  return (
    <Form method="post" className="stacked-form card" {...getFormProps(form)}>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="form-row">
        <SelectField
          label="Currency"
          field={fields.currency}
          placeholder="Choose a currency"
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
        />
        <FormField label="Units per 1 US dollar" field={fields.unitsPerUsd} inputMode="decimal" hint="For example 156.9 for the Jamaican dollar." />
        <FormField label="As of" field={fields.asOf} type="date" hint="The day the source gives the rate for; not after today." />
      </div>
      <FormField label="Source URL" field={fields.sourceUrl} type="url" placeholder="https://" />
      <FormField label="Note (optional)" field={fields.note} hint='How the figure was read, for example "selling rate" or "fixed peg".' />
      <p className="form-actions">
        <button type="submit" className="button primary" disabled={recording}>
          {recording ? EXCHANGE_RATES_COPY.recording : EXCHANGE_RATES_COPY.record}
        </button>
      </p>
    </Form>
  );
}

export default function AdminExchangeRatesPage() {
  const { currencies, rateCurrencies, today, toast } = useLoaderData<typeof loader>();
  const actionData = useActionData<ExchangeRateActionData>();
  return (
    <div className="page-section admin-exchange-rates">
      <h1>{EXCHANGE_RATES_COPY.title}</h1>
      <p className="lead">{EXCHANGE_RATES_COPY.lead}</p>
      <OutcomeNotice outcome={actionData?.toast ?? toast} />

      <section aria-labelledby="record-rate-heading">
        <h2 id="record-rate-heading">{EXCHANGE_RATES_COPY.recordTitle}</h2>
        <RecordRateForm today={today} currencies={rateCurrencies} actionData={actionData} />
        <p className="muted">{EXCHANGE_RATES_COPY.cli}</p>
      </section>

      <section aria-labelledby="rates-in-force-heading">
        <h2 id="rates-in-force-heading">{EXCHANGE_RATES_COPY.inForceTitle}</h2>
        <div className="table-wrap">
          <table className="admin-official-fees-table">
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Rate</th>
                <th scope="col">As of</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {currencies.map(({ currency, inForce }) => (
                <tr key={currency} data-currency={currency}>
                  <th scope="row">{currency}</th>
                  <td>{inForce ? formatRate(inForce.unitsPerUsd, currency) : EXCHANGE_RATES_COPY.none}</td>
                  <td>{inForce ? formatDay(inForce.asOf) : null}</td>
                  <td>{inForce ? <a href={inForce.sourceUrl}>{siteName(inForce.sourceUrl)}</a> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {currencies
          .filter(({ history }) => history.length > 0)
          .map(({ currency, history }) => (
            <details key={currency} className="planner-basis">
              <summary>{EXCHANGE_RATES_COPY.historyOf(currency)}</summary>
              <ul aria-label={EXCHANGE_RATES_COPY.historyOf(currency)}>
                {history.map((rate) => (
                  <li key={rate.asOf}>
                    {formatRate(rate.unitsPerUsd, currency)}, as of {formatDay(rate.asOf)} (<a href={rate.sourceUrl}>{siteName(rate.sourceUrl)}</a>)
                    {rate.note ? `: ${rate.note}` : null}
                  </li>
                ))}
              </ul>
            </details>
          ))}
      </section>
    </div>
  );
}
