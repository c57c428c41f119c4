import type { LoaderFunctionArgs } from "@remix-run/node";
import { schoolBySlug } from "@modules/catalog/index.ts";
import { json, notFound } from "~/server/http.server.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = await schoolBySlug(params.slug ?? "");
  return school ? json(school, request) : notFound({ apiMessage: "School not found" });
}
