import type { LoaderFunctionArgs } from "@remix-run/node";
import { destinationBySlug } from "@modules/catalog/index.ts";
import { apiError } from "~/server/api.server.ts";
import { json } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const destination = await destinationBySlug(params.slug ?? "");
  return destination ? json(destination, request) : apiError(404, "Destination not found");
}
