import {
  editorialRevisions,
  isRestorable,
  readStream,
  userActors,
  type EditorialHistoryRules,
  type EditorialRevision,
  type RecordedEvent,
} from "../../eventstore/index.ts";
import { userDisplayNames } from "../../identity/index.ts";
import { db } from "./db.ts";
import { officialFeeEditorialDecider, officialFeeEditorialRules, type OfficialFeeEditorialState } from "./decide.ts";
import { upfrontCostStream, type UpfrontCost } from "./events.ts";

const text = (read: (fee: UpfrontCost) => string | null) => (state: OfficialFeeEditorialState) => (state.content ? read(state.content) : null);

/** How an official fee's history reads its stream: the editorial decider's own evolve, every field it carries, and what a restore changes. */
const officialFeeHistoryRules: EditorialHistoryRules<OfficialFeeEditorialState> = {
  evolver: officialFeeEditorialDecider,
  changeWords: { UpfrontCostListed: "Listed", UpfrontCostRevised: "Revised" },
  fields: [
    { label: "Destination", read: text((fee) => fee.destinationId) },
    { label: "Kind", read: text((fee) => fee.kind) },
    { label: "Name", read: text((fee) => fee.label) },
    { label: "Amount", read: text((fee) => (fee.amount === null ? "Not found" : String(fee.amount))) },
    { label: "Currency", read: text((fee) => fee.currency) },
    { label: "Paid", read: text((fee) => (fee.per === "year" ? "Every year" : "Once")) },
    { label: "Applies from", read: text((fee) => fee.effectiveFrom ?? "Not stated by the source") },
    { label: "Checked on", read: text((fee) => fee.checkedOn) },
    { label: "Source URL", read: text((fee) => fee.sourceUrl) },
    { label: "Note", read: text((fee) => fee.note), long: true },
  ],
  restorable: (snapshot, current) => isRestorable(officialFeeEditorialRules, snapshot, current),
};

export interface OfficialFeeHistory {
  id: string;
  /** The latest name. */
  title: string;
  /** The stream's version now: what a restore must name as expected. */
  version: number;
  deleted: boolean;
  /** Newest first. */
  revisions: EditorialRevision[];
}

/** An official fee's history from its events (pure): null when the stream is empty or holds a school's own charge. */
export function officialFeeHistoryOf(id: string, events: readonly RecordedEvent[], userNames: ReadonlyMap<string, string>): OfficialFeeHistory | null {
  const current = events.reduce(officialFeeEditorialDecider.evolve, officialFeeEditorialDecider.initialState());
  if (!current.content || current.content.schoolId !== null) return null;
  return {
    id,
    title: current.content.label,
    version: current.version,
    deleted: current.deleted,
    revisions: editorialRevisions(officialFeeHistoryRules, events, userNames),
  };
}

/** An official fee's editorial history; null for an id that never existed. */
export async function officialFeeHistory(id: string): Promise<OfficialFeeHistory | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(id)) return null;
  const events = await readStream(db(), upfrontCostStream(id));
  return officialFeeHistoryOf(id, events, await userDisplayNames(userActors(events)));
}
