import { Form, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { CloseIcon, MenuIcon, type IconProps } from "~/components/icons.tsx";
import { ChecklistIcon, DashboardIcon, LibraryIcon, MapIcon, SettingsIcon, SignOutIcon, StarIcon, UserIcon } from "~/components/portal/icons.tsx";

/** Spec §2 "Student portal": the sidebar's pages, in its order. */
export const PORTAL_PAGES: readonly { to: string; label: string; Icon: ComponentType<IconProps> }[] = [
  { to: "/portal/dashboard", label: "My Dashboard", Icon: DashboardIcon },
  { to: "/portal/planner", label: "My Pathway Planner", Icon: MapIcon },
  { to: "/portal/library", label: "My Library", Icon: LibraryIcon },
  { to: "/portal/tasks", label: "My Tasks & Checklists", Icon: ChecklistIcon },
  { to: "/portal/exclusive", label: "Exclusive Hub", Icon: StarIcon },
  { to: "/portal/profile", label: "Profile", Icon: UserIcon },
  { to: "/portal/settings", label: "Settings", Icon: SettingsIcon },
];

const SIDEBAR_ID = "portal-sidebar";

/**
 * The portal's sidebar. Without JavaScript it is a plain, fully visible list.
 * Once the page is hydrated it collapses to icons on a wide screen (expanding
 * on hover or keyboard focus, in portal.css) and becomes a slide-in drawer
 * behind a toggle button on a small one.
 */
export function PortalSidebar() {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setEnhanced(true), []);
  // A page chosen in the drawer closes it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    // Once the drawer is drawn open, its first link takes the focus.
    const frame = requestAnimationFrame(() => drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus());
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className={`portal-sidebar${enhanced ? " is-enhanced" : ""}${open ? " is-open" : ""}`}>
      {enhanced ? (
        <button
          ref={toggleRef}
          type="button"
          className="button secondary small portal-drawer-toggle"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          Portal menu
        </button>
      ) : null}
      {enhanced && open ? <div className="portal-drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div className="portal-sidebar-panel" id={SIDEBAR_ID} ref={drawerRef}>
        <nav aria-label="Student portal">
          <ul className="portal-nav">
            {PORTAL_PAGES.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className="portal-nav-link" prefetch="intent">
                  <Icon className="portal-nav-icon" />
                  <span className="portal-nav-label">{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          <Form method="post" action="/api/logout" className="portal-sign-out">
            <button type="submit" className="portal-nav-link">
              <SignOutIcon className="portal-nav-icon" />
              <span className="portal-nav-label">Sign Out</span>
            </button>
          </Form>
        </nav>
      </div>
    </div>
  );
}
