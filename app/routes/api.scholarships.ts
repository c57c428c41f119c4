import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listScholarships } from "@modules/funding/index.ts";
import { createScholarshipJson } from "~/server/admin/scholarships/scholarships-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { json, methodNotAllowed } from "~/server/http.server.ts";

/** Only `featured=true` narrows the list; any other value is ignored. */
const featuredQuery = z.literal("true").nullable().catch(null);

/** `GET /api/scholarships[?featured=true]` → active, open scholarships with the spec's field names, featured first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const featured = featuredQuery.parse(new URL(request.url).searchParams.get("featured")) !== null;
  return json(await listScholarships({ featured }), request);
}

/** `POST /api/scholarships` (admins only): 201, or 400 with field errors; 401/403 otherwise. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"], "Use POST to create a scholarship.");
  const user = await requireApiAdmin(request);
  return createScholarshipJson(request, user, context.requestId);
}
