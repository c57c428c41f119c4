import type { ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/server/auth.server.ts";
import { assertNotProduction, methodNotAllowed } from "~/server/http.server.ts";

export async function loader() {
  assertNotProduction();
  return methodNotAllowed(["POST"], "Sign out with POST");
}

/** Development only: signs out and goes to `/`. */
export async function action({ request }: ActionFunctionArgs) {
  assertNotProduction();
  return endSession(request, "/");
}
