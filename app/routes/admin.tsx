import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "@remix-run/react";
import { ADMIN_PAGES } from "~/components/admin/admin-pages.ts";
import { AdminUnauthorized } from "~/components/admin/admin-unauthorized.tsx";
import { ChecklistIcon } from "~/components/portal/icons.tsx";
import { SidebarShell } from "~/components/sidebar-shell.tsx";
import styles from "~/styles/admin.css?url";
import shellStyles from "~/styles/sidebar-shell.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: shellStyles },
  { rel: "stylesheet", href: styles },
];

export const meta: MetaFunction = () => [{ title: "Admin | Study Compass" }, { name: "robots", content: "noindex" }];

/**
 * The admin area's layout: the shared sidebar shell (a plain list, not collapsible) beside the page. It has no loader, so it
 * can leak nothing; every admin loader and action calls requireAdmin itself
 * (loaders run in parallel, so a layout cannot guard them). A 401 or 403 from
 * any of them lands in this boundary as 'Unauthorized', without the nav.
 */
export default function AdminLayout() {
  return (
    <SidebarShell
      label="Admin area"
      pages={ADMIN_PAGES}
      title={
        <>
          <ChecklistIcon className="sidebar-icon" /> Admin
        </>
      }
    >
      <Outlet />
    </SidebarShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) return <AdminUnauthorized status={error.status} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page-section narrow not-found">
        <h1>Not Found</h1>
        <p>That item is not in the admin area. It may have been deleted, or the address is mistyped.</p>
        <Link className="button primary" to="/admin">
          Back to the admin dashboard
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="page-section narrow error-screen">
        <h1>That request could not be read</h1>
        <p>Nothing was changed. Go back, check what you entered and try again.</p>
      </section>
    );
  }
  return (
    <section className="page-section narrow error-screen">
      <h1>Something went wrong</h1>
      <p>This admin page could not be loaded. Nothing was changed; please try again in a moment.</p>
      <Link className="button secondary" to="/admin">
        Back to the admin dashboard
      </Link>
    </section>
  );
}
