import { counselorsProjection, syncCounselor } from "../../../modules/counseling/index.ts";
import { catchUp, type Actor, type SyncOutcome } from "../../../modules/eventstore/index.ts";
import { counselors } from "./counselors.ts";

export { counselors as seedCounselorProfiles };

/** Appends the sample counselor profiles as events (idempotent) and projects them before returning. */
export async function seedCounselors(by: Actor): Promise<Record<SyncOutcome, number>> {
  const tally: Record<SyncOutcome, number> = { added: 0, revised: 0, unchanged: 0 };
  for (const counselor of counselors) tally[await syncCounselor(counselor, by)] += 1;
  await catchUp(counselorsProjection);
  return tally;
}
