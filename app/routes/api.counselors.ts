import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCounselors } from "@modules/counseling/index.ts";
import { json } from "~/server/http.server.ts";

/** Active counselors with the spec's field names, featured first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await listCounselors(), request);
}
