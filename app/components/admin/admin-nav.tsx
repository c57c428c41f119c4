import { Form, NavLink } from "@remix-run/react";
import type { ComponentType } from "react";
import type { IconProps } from "~/components/icons.tsx";
import { ChecklistIcon, DashboardIcon, LibraryIcon, QuestionIcon, SettingsIcon, SignOutIcon, StarIcon, UserIcon } from "~/components/portal/icons.tsx";

/** The admin area's pages, in the nav's order (issue 14). */
export const ADMIN_PAGES: readonly { to: string; label: string; Icon: ComponentType<IconProps>; end?: boolean }[] = [
  { to: "/admin", label: "Dashboard", Icon: DashboardIcon, end: true },
  { to: "/admin/articles", label: "Articles", Icon: LibraryIcon },
  { to: "/admin/scholarships", label: "Scholarships", Icon: StarIcon },
  { to: "/admin/inbox/consultations", label: "Consultation requests", Icon: UserIcon },
  { to: "/admin/inbox/questions", label: "Expert questions", Icon: QuestionIcon },
  { to: "/admin/operations", label: "Operations", Icon: SettingsIcon },
];

/**
 * The admin area's navigation: a plain list of links that works without
 * JavaScript, beside the page on a wide screen and above it on a small one.
 */
export function AdminNav() {
  return (
    <div className="admin-sidebar">
      <nav aria-label="Admin area">
        <p className="admin-sidebar-title">
          <ChecklistIcon className="admin-nav-icon" /> Admin
        </p>
        <ul className="admin-nav">
          {ADMIN_PAGES.map(({ to, label, Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className="admin-nav-link" prefetch="intent">
                <Icon className="admin-nav-icon" />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/api/logout" className="admin-sign-out">
          <button type="submit" className="admin-nav-link">
            <SignOutIcon className="admin-nav-icon" />
            <span>Sign Out</span>
          </button>
        </Form>
      </nav>
    </div>
  );
}
