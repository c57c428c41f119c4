import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { AccessDenied } from "~/components/portal/access-denied.tsx";
import { PORTAL_PAGES } from "~/components/portal/portal-pages.ts";
import { SidebarShell } from "~/components/sidebar-shell.tsx";
import styles from "~/styles/portal.css?url";
import shellStyles from "~/styles/sidebar-shell.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: shellStyles },
  { rel: "stylesheet", href: styles },
];

// A page that failed renders this layout's boundary, and Remix then reads this meta rather than the page's: without
// a title here, 'Access Denied' had none.
export const meta: MetaFunction = ({ error }) => [
  ...(error == null ? [] : [{ title: `${errorHeading(error)} | Study Compass` }]),
  { name: "robots", content: "noindex" },
];

/** The heading of the boundary's screen for an error, which is also its page title. */
function errorHeading(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 401) return "Access Denied";
  if (isRouteErrorResponse(error) && error.status === 404) return "Not Found";
  if (isRouteErrorResponse(error) && error.status === 400) return "That request could not be read";
  return "Something went wrong";
}

/**
 * The student portal's layout: the shared sidebar shell, collapsible with JavaScript, beside the page. It has no loader,
 * so it can leak nothing. Every page below it guards itself with
 * requireStudent (loaders run in parallel, so this layout cannot guard them);
 * a signed-out visitor's 401 lands in this boundary as 'Access Denied',
 * without the sidebar.
 */
export default function PortalLayout() {
  return (
    <SidebarShell label="Student portal" pages={PORTAL_PAGES} collapsible={{ toggleLabel: "Portal menu", panelId: "portal-sidebar" }}>
      <Outlet />
    </SidebarShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const heading = errorHeading(error);
  if (isRouteErrorResponse(error) && error.status === 401) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page-section narrow not-found">
        <h1>{heading}</h1>
        <p>That item is not in your portal. It may have been removed.</p>
        <a className="button primary" href="/portal/dashboard">
          Back to My Dashboard
        </a>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="page-section narrow error-screen">
        <h1>{heading}</h1>
        <p>Nothing was changed. Go back, check what you chose and try again.</p>
      </section>
    );
  }
  return (
    <section className="page-section narrow error-screen">
      <h1>{heading}</h1>
      <p>We could not load this page of your portal. Please try again in a moment.</p>
    </section>
  );
}
