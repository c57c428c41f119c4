import type { LoaderFunctionArgs } from "@remix-run/node";
import { schoolBySlug } from "@modules/catalog/index.ts";
import { apiError } from "~/server/api.server.ts";
import { json } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = await schoolBySlug(params.slug ?? "");
  return school ? json(school, request) : apiError(404, "School not found");
}
