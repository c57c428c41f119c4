import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSchools, schoolsInDestination } from "@modules/catalog/index.ts";
import { json } from "~/server/http.server.ts";

/** `?destinationId=dest_canada` lists one destination's schools; without it, every school. */
export async function loader({ request }: LoaderFunctionArgs) {
  const destinationId = new URL(request.url).searchParams.get("destinationId");
  return json(destinationId ? await schoolsInDestination(destinationId) : await listSchools(), request);
}
