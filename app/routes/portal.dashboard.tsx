import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStudent } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "My Dashboard | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  return { firstName: user.firstName };
}

export default function PortalDashboard() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <section className="page-section">
      <h1>Welcome back, {firstName || "Student"}</h1>
      <p>Your saved articles, shortlist, checklists and deadlines will appear here.</p>
    </section>
  );
}
