import { isOnShortlist } from "@modules/portal/index.ts";
import { currentUser } from "~/server/auth.server.ts";
import type { ShortlistToggleState } from "~/components/shortlist/shortlist-toggle.tsx";

/** What the school page's shortlist button shows to whoever is asking. */
export async function shortlistToggleState(request: Request, schoolId: string): Promise<ShortlistToggleState> {
  const user = await currentUser(request);
  return { schoolId, signedIn: user !== null, onShortlist: user ? await isOnShortlist(user.id, schoolId) : false };
}
