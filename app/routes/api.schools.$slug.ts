import type { LoaderFunctionArgs } from "@remix-run/node";
import { schoolBySlug } from "@modules/catalog/index.ts";
import { apiError } from "~/utils/api.server.ts";
import { json } from "~/utils/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = await schoolBySlug(params.slug ?? "");
  return school ? json(school, request) : apiError(404, "School not found");
}
