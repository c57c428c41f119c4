import type { ReactNode } from "react";
import type { UpfrontCostView } from "@modules/portal/index.ts";
import { formatAmount, formatDay, siteName } from "~/components/planner/format.ts";

/** One official fee or up-front cost as students read it: the figure in force, its dates and source, and the next figure when one is recorded ahead. */
export function FeeLine({ fee, converted }: { fee: UpfrontCostView; converted?: (amount: number, currency: string) => ReactNode }) {
  return (
    <li data-fee-id={fee.id}>
      <strong>{fee.label}</strong>:{" "}
      {fee.amount !== null && fee.currency ? (
        <>
          {formatAmount(fee.amount, fee.currency)}
          {fee.per === "year" ? " a year" : null}
          {converted ? converted(fee.amount, fee.currency) : null}
          {fee.notYetInForce && fee.effectiveFrom ? ` from ${formatDay(fee.effectiveFrom)}` : null}.
        </>
      ) : (
        <span className="planner-unknown">not found. </span>
      )}{" "}
      {fee.upcoming?.effectiveFrom ? (
        <>
          From {formatDay(fee.upcoming.effectiveFrom)}:{" "}
          {fee.upcoming.amount !== null && fee.upcoming.currency ? formatAmount(fee.upcoming.amount, fee.upcoming.currency) : "not found"}
          {fee.upcoming.per === "year" ? " a year" : null}.{" "}
        </>
      ) : null}
      {fee.note}{" "}
      {fee.sourceUrl ? (
        <>
          Source: <a href={fee.sourceUrl}>{siteName(fee.sourceUrl)}</a>
          {fee.effectiveFrom && !fee.notYetInForce ? `, in force from ${formatDay(fee.effectiveFrom)}` : null}, checked on {formatDay(fee.checkedOn)}.
        </>
      ) : (
        <>Checked on {formatDay(fee.checkedOn)}.</>
      )}
    </li>
  );
}
