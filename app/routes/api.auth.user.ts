import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/server/api.server.ts";
import { currentUser } from "~/server/auth.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  if (!user) return apiError(401, "Not signed in");
  const { id, email, firstName, lastName, profileImageUrl, isAdmin } = user;
  return Response.json({ id, email, firstName, lastName, profileImageUrl, isAdmin }, { headers: { "Cache-Control": "private, no-store" } });
}
