import { redirect } from "@remix-run/node";

// `/portal` itself is no page (the layout alone rendered an empty, untitled screen): its home is the dashboard,
// which checks who is asking.
export function loader() {
  return redirect("/portal/dashboard");
}
