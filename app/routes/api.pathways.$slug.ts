import type { LoaderFunctionArgs } from "@remix-run/node";
import { pathwayBySlug } from "@modules/catalog/index.ts";
import { apiError } from "~/server/api.server.ts";
import { json } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const pathway = await pathwayBySlug(params.slug ?? "");
  return pathway ? json(pathway, request) : apiError(404, "Pathway not found");
}
