import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDestinations } from "@modules/catalog/index.ts";
import { json } from "~/server/http.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await listDestinations(), request);
}
