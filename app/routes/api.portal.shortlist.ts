import type { LoaderFunctionArgs } from "@remix-run/node";
import { shortlistForApi } from "@modules/portal/index.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** The signed-in student's shortlist (401 signed out), match descending. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return Response.json(await shortlistForApi(user.id), { headers: PRIVATE_NO_STORE });
}
