import type { LoaderFunctionArgs } from "@remix-run/node";
import { pathwayBySlug } from "@modules/catalog/index.ts";
import { json, notFound } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const pathway = await pathwayBySlug(params.slug ?? "");
  return pathway ? json(pathway, request) : notFound({ apiMessage: "Pathway not found" });
}
