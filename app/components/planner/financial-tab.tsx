import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type {
  ExchangeRate,
  FinancialPlan,
  Money,
  PlannerPreferences,
  ScholarshipFunding,
  SchoolPlan,
  UpfrontCostView,
  YearlyFigure,
} from "@modules/portal/index.ts";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { FeeLine } from "~/components/official-fees/fee-line.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ShortlistLinks } from "./shortlist-tab.tsx";
import { formatAmount, formatDay, formatRange, formatRate, roundedRange, siteName } from "./format.ts";

export interface FinancialTabData {
  plan: FinancialPlan & { shortlistedSchoolCount: number };
  preferences: PlannerPreferences;
  upfrontCosts: UpfrontCostView[];
  /** Every rate in force today, for converting up-front costs. */
  rates: ExchangeRate[];
  currencies: { value: string; label: string }[];
}

type Reply = SubmissionResult<string[]> | undefined;

function Figure({ money, currency }: { money: Money | null; currency: string }) {
  if (!money) return <span className="planner-unknown">Unknown</span>;
  return (
    <>
      <span className="planner-usd">{formatRange(money.usd, "USD")}</span>
      {money.local && currency !== "USD" ? <span className="planner-local">{formatRange(money.local, currency)}</span> : null}
    </>
  );
}

function YearlyPart({ name, figure }: { name: string; figure: YearlyFigure }) {
  if (figure.status === "unknown") {
    return (
      <li>
        {name}: <span className="planner-unknown">unknown</span> ({figure.reason})
      </li>
    );
  }
  const basis =
    figure.basis === "government minimum"
      ? "the government's minimum to show for a visa or permit (the official fees), as the school states no living costs of its own: a floor, not a budget"
      : figure.basis === "school estimate"
        ? "the school's own yearly estimate"
        : "the school's stated figures";
  return (
    <li>
      {name}: {formatRange(roundedRange(figure.usd), "USD")} a year, from {basis}:
      <ul>
        {figure.counted.map((line, index) => (
          <li key={`${line.label}-${index}`}>
            {line.label ? `${line.label}: ` : null}
            {line.text}
            {line.cycle ? ` (${line.cycle})` : null}
            {line.officialFee
              ? ` (official fee, ${line.officialFee.effectiveFrom ? `in force from ${formatDay(line.officialFee.effectiveFrom)}` : "its source gives no start date"}; checked ${formatDay(line.officialFee.checkedOn)})`
              : null}
            , <a href={line.sourceUrl}>{siteName(line.sourceUrl)}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Figures more than two cycles old: shown so the student can see them, never added into a total. */
function OldFigures({ figures }: { figures: SchoolPlan["oldFigures"] }) {
  if (figures.length === 0) return null;
  return (
    <li>
      Old figures, not counted (the real cost is likely higher):
      <ul>
        {figures.map((figure, index) => (
          <li key={`${figure.label}-${index}`}>
            {figure.fact === "tuition" ? "Tuition" : "Living costs"}
            {figure.label ? `, ${figure.label}` : null}: {figure.text}
            {figure.cycle ? ` (${figure.cycle})` : null}, <a href={figure.sourceUrl}>{siteName(figure.sourceUrl)}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}

function SchoolRow({ school, currency }: { school: SchoolPlan; currency: string }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/schools/${school.slug}`}>{school.name}</Link>
      </th>
      <td>
        <Figure money={school.yearly} currency={currency} />
      </td>
      <td>
        <Figure money={school.total} currency={currency} />
      </td>
      <td>
        <Figure money={school.gap} currency={currency} />
      </td>
    </tr>
  );
}

function ScholarshipLine({ funding }: { funding: ScholarshipFunding }) {
  if (funding.status === "counted") {
    return (
      <li>
        {funding.title}: {formatAmount(funding.amount, funding.currency)} {funding.kind === "yearly" ? "a year" : "in total"} (counted)
      </li>
    );
  }
  return (
    <li>
      {funding.title}: not counted. {funding.reason}.
    </li>
  );
}

function CurrencyForm({ current, currencies, lastResult }: { current: string; currencies: FinancialTabData["currencies"]; lastResult: Reply }) {
  const pending = useIsPending();
  const [form, fields] = useForm({ id: "planner-currency", lastResult, shouldValidate: "onSubmit", defaultValue: { currency: current } });
  return (
    <Form method="post" className="planner-inline-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="currency" />
      <FieldErrors id={form.errorId} errors={form.errors} />
      <SelectField label="Your local currency" field={fields.currency} options={currencies} />
      <button type="submit" className="button secondary" disabled={pending}>
        Show in this currency
      </button>
    </Form>
  );
}

function FlightForm({
  preferences,
  currencies,
  lastResult,
}: {
  preferences: PlannerPreferences;
  currencies: FinancialTabData["currencies"];
  lastResult: Reply;
}) {
  const pending = useIsPending();
  const estimate = preferences.flightEstimate;
  const [form, fields] = useForm({
    id: "planner-flight",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { amount: estimate ? String(estimate.amount) : "", currency: estimate?.currency ?? preferences.localCurrency ?? "USD" },
  });
  return (
    <Form method="post" className="planner-inline-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="flight" />
      <FieldErrors id={form.errorId} errors={form.errors} />
      <FormField
        label="Your flight estimate for the whole course"
        field={fields.amount}
        inputMode="decimal"
        hint="All the flights you expect to take, there and back, over your studies. Leave it empty to remove it."
      />
      <SelectField label="Currency of your estimate" field={fields.currency} options={currencies} />
      <button type="submit" className="button secondary" disabled={pending}>
        Save my estimate
      </button>
    </Form>
  );
}

function upfrontInUsd(amount: number, currency: string, rates: ExchangeRate[]): number | null {
  if (currency === "USD") return amount;
  const rate = rates.find((candidate) => candidate.currency === currency);
  return rate ? amount / rate.unitsPerUsd : null;
}

function UpfrontCosts({ costs, rates, currency }: { costs: UpfrontCostView[]; rates: ExchangeRate[]; currency: string }) {
  const destinations = [...new Set(costs.map((cost) => cost.destinationName))];
  const local = rates.find((rate) => rate.currency === currency);
  const converted = (amount: number, costCurrency: string) => {
    const usd = upfrontInUsd(amount, costCurrency, rates);
    return (
      <>
        {usd !== null && costCurrency !== "USD" ? ` (about ${formatAmount(Math.round(usd), "USD")})` : null}
        {usd !== null && local && currency !== costCurrency ? ` (about ${formatAmount(Math.round(usd * local.unitsPerUsd), currency)})` : null}
      </>
    );
  };
  return (
    <section aria-labelledby="upfront-heading">
      <h3 id="upfront-heading">Costs before you arrive</h3>
      <p>
        Deposits, visa and permit fees you pay before you travel, with where each figure comes from and the fee in force today. Flights are not listed: no fare
        is published for every route, so your own estimate above goes into the plan. The money a visa asks you to show is listed apart: it is not a cost, and it
        is not added to any total.
      </p>
      {destinations.map((destination) => {
        const here = costs.filter((cost) => cost.destinationName === destination);
        const fees = here.filter((cost) => cost.kind !== "proof-of-funds");
        const toShow = here.filter((cost) => cost.kind === "proof-of-funds");
        return (
          <section key={destination} className="planner-upfront" aria-label={`Costs before you arrive: ${destination}`}>
            <h4>{destination}</h4>
            {fees.length > 0 ? (
              <ul>
                {fees.map((cost) => (
                  <FeeLine key={cost.id} fee={cost} converted={converted} />
                ))}
              </ul>
            ) : null}
            {toShow.length > 0 ? (
              <>
                <p className="planner-proof-of-funds">Money you must show for the visa (not a cost, not added to your plan):</p>
                <ul>
                  {toShow.map((cost) => (
                    <FeeLine key={cost.id} fee={cost} converted={converted} />
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        );
      })}
    </section>
  );
}

export function FinancialTab({ data, currencyResult, flightResult }: { data: FinancialTabData; currencyResult: Reply; flightResult: Reply }) {
  const { plan, preferences } = data;
  const currency = plan.localCurrency;
  return (
    <section className="planner-panel" aria-labelledby="financial-heading">
      <h2 id="financial-heading">Financial plan</h2>
      <CurrencyForm key={currency} current={currency} currencies={data.currencies} lastResult={currencyResult} />
      <p className="planner-rate" data-testid="planner-rate">
        {currency === "USD" ? (
          "Figures are in US dollars."
        ) : plan.localRate ? (
          <>
            Rate used: {formatRate(plan.localRate.unitsPerUsd, currency)}, as of {formatDay(plan.localRate.asOf)} (
            <a href={plan.localRate.sourceUrl}>{siteName(plan.localRate.sourceUrl)}</a>). {plan.localRate.note}
          </>
        ) : (
          `No exchange rate for ${currency} is available yet, so figures are shown in US dollars only.`
        )}
      </p>

      {plan.shortlistedSchoolCount === 0 ? (
        <div className="empty-state">
          <p>You have no schools on your shortlist yet. Add schools to your shortlist and their tuition and living costs appear here.</p>
          <ShortlistLinks />
        </div>
      ) : (
        <>
          <div className="table-wrap">
            <table className="planner-table">
              <caption>
                Cost per school over {plan.years} years, in USD{currency !== "USD" ? ` and ${currency}` : ""}
              </caption>
              <thead>
                <tr>
                  <th scope="col">School</th>
                  <th scope="col">Yearly cost</th>
                  <th scope="col">Total over {plan.years} years</th>
                  <th scope="col">Gap after funding</th>
                </tr>
              </thead>
              <tbody>
                {plan.schools.map((school) => (
                  <SchoolRow key={school.schoolId} school={school} currency={currency} />
                ))}
              </tbody>
            </table>
          </div>
          {plan.schools.map((school) => (
            <details key={school.schoolId} className="planner-basis">
              <summary>How {school.name}'s figures were worked out</summary>
              <ul>
                <YearlyPart name="Tuition" figure={school.tuition} />
                <YearlyPart name="Living costs" figure={school.livingCosts} />
                <OldFigures figures={school.oldFigures} />
              </ul>
            </details>
          ))}
        </>
      )}

      <section aria-labelledby="funding-heading">
        <h3 id="funding-heading">Funding from your saved scholarships</h3>
        {plan.scholarships.length === 0 ? (
          <p>
            No saved scholarships yet. <Link to="/funding">Browse scholarships</Link> and save the ones you apply for.
          </p>
        ) : (
          <>
            <p>
              Counted over {plan.years} years: <Figure money={plan.funding.total} currency={currency} />
            </p>
            <ul>
              {plan.scholarships.map((funding) => (
                <ScholarshipLine key={funding.id} funding={funding} />
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="flight-heading">
        <h3 id="flight-heading">Flights (your estimate)</h3>
        {plan.flight ? (
          <p data-testid="planner-flight">
            Your estimate, added once to each school's total: <Figure money={plan.flight} currency={currency} />
          </p>
        ) : (
          <p>No flight estimate yet. Enter your own: it is added to each school's total, labelled as yours.</p>
        )}
        <FlightForm key={JSON.stringify(preferences.flightEstimate)} preferences={preferences} currencies={data.currencies} lastResult={flightResult} />
      </section>

      <UpfrontCosts costs={data.upfrontCosts} rates={data.rates} currency={currency} />

      <details className="planner-basis">
        <summary>How the plan is worked out</summary>
        <p>
          Yearly cost = tuition + living costs for one year, each from the school's verified figures, converted to US dollars at the rates below. Total = yearly
          cost × {plan.years} + your flight estimate. Gap = total − your counted scholarship funding over {plan.years} years, never below zero. A cost we do not
          have is shown as unknown, never guessed. Figures are rounded to whole units at the end.
        </p>
        {plan.ratesUsed.length > 0 ? (
          <ul>
            {plan.ratesUsed.map((rate) => (
              <li key={rate.currency}>
                {formatRate(rate.unitsPerUsd, rate.currency)}, as of {formatDay(rate.asOf)} (<a href={rate.sourceUrl}>{siteName(rate.sourceUrl)}</a>)
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </section>
  );
}
