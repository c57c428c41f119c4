import type { MetaFunction } from "@remix-run/node";
import { NotFoundScreen } from "~/components/not-found-screen.tsx";
import { notFound } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Page not found | Study Compass" }];

// Any path no other route claims: a real 404 status, rendered by the not-found screen.
export async function loader() {
  throw notFound();
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
