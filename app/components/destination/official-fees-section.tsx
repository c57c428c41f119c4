import type { UpfrontCostView } from "@modules/portal/index.ts";
import { FeeLine } from "~/components/official-fees/fee-line.tsx";

/** The destination's official fees in force today (from /admin/official-fees), the money a visa asks students to show listed apart. */
export function OfficialFeesSection({ name, fees }: { name: string; fees: UpfrontCostView[] }) {
  if (fees.length === 0) return null;
  const charges = fees.filter((fee) => fee.kind !== "proof-of-funds");
  const toShow = fees.filter((fee) => fee.kind === "proof-of-funds");
  return (
    <section id="official-fees" className="destination-section" aria-labelledby="official-fees-heading">
      <h2 id="official-fees-heading">Official fees for {name}</h2>
      <p className="muted">The fees in force today, each with its source and the day we checked it. Check the official page before you pay.</p>
      {charges.length > 0 ? (
        <ul className="official-fees-list">
          {charges.map((fee) => (
            <FeeLine key={fee.id} fee={fee} />
          ))}
        </ul>
      ) : null}
      {toShow.length > 0 ? (
        <>
          <h3>Money you must show for the visa</h3>
          <p className="muted">A minimum to show, not a fee: it is not added to any cost.</p>
          <ul className="official-fees-list">
            {toShow.map((fee) => (
              <FeeLine key={fee.id} fee={fee} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
