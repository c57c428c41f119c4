import { describe, it } from "vitest";
import { deciderSpec } from "../eventstore/testing.ts";
import { directoryEntryDecider } from "./decide.ts";
import { DirectoryEntryListed, DirectoryEntryRevised } from "./events.ts";
import { readScorecardRow } from "./records.ts";
import type { DirectoryEntry } from "./schemas.ts";

const spec = deciderSpec(directoryEntryDecider);

/** Alabama A & M's row of the Scorecard extract, as the importer makes it an entry. */
function entry(changes: Partial<DirectoryEntry> = {}): DirectoryEntry {
  const reading = readScorecardRow({
    unitid: "100654",
    name: "Alabama A & M University",
    city: "Normal",
    state: "AL",
    control: "Public",
    deg_predominant: "Bachelor",
    academic_year: "2022-23",
    n_undergrads: "5196",
    tuition_fees_out_of_state_usd: "18634",
    tuition_fees_in_state_usd: "10024",
    admission_rate: "0.684",
    url: "https://www.aamu.edu/",
    ipeds_hd2024_active: "yes",
  });
  if (reading.kind !== "entry") throw new Error("the row is an entry");
  return { ...reading.entry, slug: "alabama-a-m-university", destinationId: "dest_usa", profiledSchoolId: null, ...changes };
}

describe("deciding a directory entry", () => {
  it("given no entry, when its data set lists it, then it is listed", () => {
    spec
      .given([])
      .when(entry())
      .then([DirectoryEntryListed.create(entry())]);
  });

  it("given a listed entry, when a file says the same, then nothing is written", () => {
    spec
      .given([DirectoryEntryListed.create(entry())])
      .when(entry())
      .then([]);
  });

  it("given a listed entry, when a newer file changes a figure, then it is revised whole", () => {
    const newer = entry({
      figures: { ...entry().figures, admissionRate: { rate: 0.7, year: "2023-24", source: "US Department of Education College Scorecard, 2023-24" } },
    });
    spec
      .given([DirectoryEntryListed.create(entry())])
      .when(newer)
      .then([DirectoryEntryRevised.create(newer)]);
  });

  it("given no entry, when its source marks it closed, then it is never listed", () => {
    spec
      .given([])
      .when(entry({ isActive: false }))
      .then([]);
  });

  it("given a listed entry, when its source marks it closed, then it is revised to inactive, keeping its history", () => {
    spec
      .given([DirectoryEntryListed.create(entry())])
      .when(entry({ isActive: false }))
      .then([DirectoryEntryRevised.create(entry({ isActive: false }))]);
  });

  it("given a listed entry, when a profiled school is found to be it, then it is revised with the link", () => {
    const linked = entry({ profiledSchoolId: "school_alabama" });
    spec
      .given([DirectoryEntryListed.create(entry())])
      .when(linked)
      .then([DirectoryEntryRevised.create(linked)]);
  });
});
