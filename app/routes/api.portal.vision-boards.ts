import type { LoaderFunctionArgs } from "@remix-run/node";
import { visionBoards } from "@modules/portal/index.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** `GET /api/portal/vision-boards` → the signed-in student's boards (the spec's field names); 401 signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  return Response.json(await visionBoards(user.id), { headers: PRIVATE_NO_STORE });
}
