import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listScholarships } from "@modules/funding/index.ts";
import { json } from "~/utils/http.server.ts";

/** Only `featured=true` narrows the list; any other value is ignored. */
const featuredQuery = z.literal("true").nullable().catch(null);

/** `GET /api/scholarships[?featured=true]` → active, open scholarships with the spec's field names (§3), featured first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const featured = featuredQuery.parse(new URL(request.url).searchParams.get("featured")) !== null;
  return json(await listScholarships({ featured }), request);
}
