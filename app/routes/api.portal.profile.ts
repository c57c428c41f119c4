import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayUtc } from "@modules/platform/index.ts";
import { studentReadiness } from "@modules/portal/index.ts";
import { requireApiStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** The signed-in student's profile and Application Readiness Score (the JSON API names it `applicationReadiness`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiStudent(request);
  const readiness = await studentReadiness(user.id, todayUtc());
  return Response.json(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      applicationReadiness: readiness.score,
      readiness: { score: readiness.score, message: readiness.message, change: readiness.change, parts: readiness.parts },
    },
    { headers: PRIVATE_NO_STORE },
  );
}
