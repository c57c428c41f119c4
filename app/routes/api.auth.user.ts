import type { LoaderFunctionArgs } from "@remix-run/node";
import { currentUser } from "~/server/auth.server.ts";
import { apiError, PRIVATE_NO_STORE } from "~/server/http.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  if (!user) return apiError(401, "Not signed in");
  const { id, email, firstName, lastName, profileImageUrl, isAdmin } = user;
  return Response.json({ id, email, firstName, lastName, profileImageUrl, isAdmin }, { headers: PRIVATE_NO_STORE });
}
