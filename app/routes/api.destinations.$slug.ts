import type { LoaderFunctionArgs } from "@remix-run/node";
import { destinationBySlug } from "@modules/catalog/index.ts";
import { json, notFound } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const destination = await destinationBySlug(params.slug ?? "");
  return destination ? json(destination, request) : notFound({ apiMessage: "Destination not found" });
}
