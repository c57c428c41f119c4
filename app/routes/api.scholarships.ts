import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listScholarships, scholarshipListing } from "@modules/funding/index.ts";
import { createScholarshipJson } from "~/server/admin/scholarships/scholarships-api.server.ts";
import { requireApiAdmin } from "~/server/auth.server.ts";
import { json, methodNotAllowed } from "~/server/http.server.ts";

/** Only `featured=true` narrows the list; any other value is ignored. */
const featuredQuery = z.literal("true").nullable().catch(null);

/**
 * `GET /api/scholarships` → every active scholarship with the spec's field
 * names, as /funding lists them: open ones first, closed ones after with
 * their window (never silently left out). `?featured=true` → the featured
 * ones that are open, as the home page shows them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const featured = featuredQuery.parse(new URL(request.url).searchParams.get("featured")) !== null;
  return json(featured ? await listScholarships({ featured }) : (await scholarshipListing({ includeClosed: true })).scholarships, request);
}

/** `POST /api/scholarships` (admins only): 201, or 400 with field errors; 401/403 otherwise. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"], "Use POST to create a scholarship.");
  const user = await requireApiAdmin(request);
  return createScholarshipJson(request, user, context.requestId);
}
