import { wholeEntryDecider } from "../eventstore/index.ts";
import { scholarshipEntry } from "./events.ts";

/** A scholarship is a stream replaced whole: listed when new, revised when its content differs. */
export const scholarshipDecider = wholeEntryDecider(scholarshipEntry);
