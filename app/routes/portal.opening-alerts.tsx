import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/server/http.server.ts";
import { openingAlertAction } from "~/server/portal/opening-alerts.server.ts";

/** "Tell me when it opens" posts here from an award's page and is sent back there; there is nothing to GET. */
export function loader() {
  throw methodNotAllowed(["POST"], "Use the form on a scholarship's page to be told when it opens.");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return openingAlertAction(request, context.requestId);
}
