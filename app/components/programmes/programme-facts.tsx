import type { ReactNode } from "react";
import type { ProgrammeView } from "@modules/catalog/index.ts";
import { feeInWords, NOT_PUBLISHED, PROGRAMME_LEVEL_LABELS, startMonthsInWords } from "@modules/catalog/browser.ts";

/** A programme as a loader sends it (its dates and numbers are plain JSON already). */
export type ProgrammeFactsView = Pick<ProgrammeView, "name" | "slug" | "level" | "duration" | "startMonths" | "cxcPrerequisites" | "source"> & {
  /** `past`: the year it is for has gone, so it is named as a past year's fee, never as today's. */
  fee: (NonNullable<ProgrammeView["fee"]> & { past: boolean }) | null;
};

const SOURCE_KIND = { official: "official page", secondary: "secondary source" } as const;

/** "1 Sep 2026" from an ISO day, as the quick facts write it, the same on server and browser. */
function dayInWords(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

function Fact({ label, value, children }: { label: string; value: string | null; children?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value === null ? "not-published" : undefined}>
        {value ?? NOT_PUBLISHED}
        {children}
      </dd>
    </div>
  );
}

/**
 * A programme's facts, each as its source states it or "Not published": the
 * level, duration, start months, CXC prerequisites and yearly fee with its
 * year, then where they come from and when that was checked.
 */
export function ProgrammeFacts({ programme }: { programme: ProgrammeFactsView }) {
  return (
    <>
      <dl className="programme-facts">
        <Fact label="Level" value={programme.level ? PROGRAMME_LEVEL_LABELS[programme.level] : null} />
        <Fact label="Duration" value={programme.duration ? `${programme.duration.months} months (“${programme.duration.text}”)` : null} />
        <Fact label="Starts" value={startMonthsInWords(programme.startMonths)} />
        <Fact label="CXC prerequisites" value={programme.cxcPrerequisites} />
        <Fact label="Yearly fee" value={programme.fee ? feeInWords(programme.fee) : null}>
          {programme.fee ? (
            <span className="programme-fee-note">
              {" "}
              ({programme.fee.cycle ? `for ${programme.fee.cycle}` : "year not stated"}
              {programme.fee.past ? ", a past year's fee: today's is likely higher" : ""}): “{programme.fee.text}”
            </span>
          ) : null}
        </Fact>
      </dl>
      <p className="programme-source">
        {programme.source ? (
          <>
            <a href={programme.source.url} rel="noopener noreferrer">
              Source
            </a>{" "}
            ({SOURCE_KIND[programme.source.confidence]}), checked <time dateTime={programme.source.verifiedOn}>{dayInWords(programme.source.verifiedOn)}</time>
          </>
        ) : (
          "Source: the school's own list of programmes; no details published."
        )}
      </p>
    </>
  );
}
