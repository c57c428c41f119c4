import { Link } from "@remix-run/react";
import { NOT_VERIFIED } from "@modules/catalog/browser.ts";
import { BUDGET_ITEMS } from "./copy.ts";
import type { DestinationPageData } from "./types.ts";

export function CostsSection({ destination }: { destination: DestinationPageData }) {
  const { facts, name, isCaribbean } = destination;
  const rows = [
    { label: "Tuition, undergraduate (per year)", value: facts.tuitionInternationalUndergrad },
    { label: "Tuition, postgraduate (per year)", value: facts.tuitionInternationalPostgrad },
    { label: "Living costs (per month)", value: facts.livingCostsMonthly },
  ];
  const unverified = rows.every((row) => row.value === null);
  return (
    <section id="costs" className="destination-section" aria-labelledby="costs-heading">
      <h2 id="costs-heading">Costs</h2>
      <div className="table-wrap">
        <table className="cost-table">
          <caption>
            Typical costs for {isCaribbean ? "students from outside" : "international students in"} {name} (local currency: {facts.currency})
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={row.value ? undefined : "not-verified"}>{row.value ?? NOT_VERIFIED}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unverified ? (
        <p>
          We have not yet verified fees for {name}. At regional institutions what you pay often depends on your citizenship (for example, UWI charges students
          from its contributing countries less than others), so ask the institution for its current fee schedule.
        </p>
      ) : (
        <p className="muted">Rough ranges for orientation only: fees change every year, so check each school&apos;s own fee pages.</p>
      )}
      <h3>What to budget for</h3>
      <div className="table-wrap">
        <table className="budget-table">
          <caption className="visually-hidden">Costs to plan for, and when they fall due</caption>
          <thead>
            <tr>
              <th scope="col">Cost</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {BUDGET_ITEMS.map((item) => (
              <tr key={item.cost}>
                <th scope="row">{item.cost}</th>
                <td>{item.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link to="/funding">Find scholarships and funding</Link>
      </p>
    </section>
  );
}
