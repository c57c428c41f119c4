import { Form, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { CloseIcon, MenuIcon, type IconProps } from "~/components/icons.tsx";
import { SignOutIcon } from "~/components/portal/icons.tsx";

/** One page in a sidebar: its link, label and icon (`end`: current only on exactly this path). */
export interface SidebarPage {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  end?: boolean;
}

interface SidebarShellProps {
  /** The navigation landmark's name ('Student portal', 'Admin area'). */
  label: string;
  pages: readonly SidebarPage[];
  /** Shown above the links, inside the navigation. */
  title?: ReactNode;
  /**
   * With JavaScript, a collapsible sidebar: icons that expand on hover or
   * focus on a wide screen, a slide-in drawer behind a toggle named
   * `toggleLabel` on a small one. Without it (or without JavaScript) the
   * sidebar is a plain, fully visible list.
   */
  collapsible?: { toggleLabel: string; panelId: string };
  children: ReactNode;
}

/**
 * The sidebar shell the student portal and the admin area share
 * (sidebar-shell.css): the navigation beside the page on a wide screen and
 * above it on a small one, its pages as links (the current one marked) and
 * Sign Out, a POST, last. Everything works without JavaScript.
 */
export function SidebarShell({ label, pages, title, collapsible, children }: SidebarShellProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Collapsing needs JavaScript: until hydration the sidebar stays a plain list.
  const collapses = enhanced ? collapsible : undefined;

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
    <div className="sidebar-shell">
      <div className={`sidebar${collapses ? " is-enhanced" : ""}${collapses && open ? " is-open" : ""}`}>
        {collapses ? (
          <button
            ref={toggleRef}
            type="button"
            className="button secondary small sidebar-drawer-toggle"
            aria-expanded={open}
            aria-controls={collapses.panelId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            {collapses.toggleLabel}
          </button>
        ) : null}
        {collapses && open ? <div className="sidebar-drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
        <div className="sidebar-panel" id={collapsible?.panelId} ref={drawerRef}>
          <nav aria-label={label}>
            {title ? <p className="sidebar-title">{title}</p> : null}
            <ul className="sidebar-nav">
              {pages.map(({ to, label: pageLabel, Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className="sidebar-link" prefetch="intent">
                    <Icon className="sidebar-icon" />
                    <span className="sidebar-label">{pageLabel}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
            <Form method="post" action="/api/logout" className="sidebar-sign-out">
              <button type="submit" className="sidebar-link">
                <SignOutIcon className="sidebar-icon" />
                <span className="sidebar-label">Sign Out</span>
              </button>
            </Form>
          </nav>
        </div>
      </div>
      <div className="sidebar-shell-content">{children}</div>
    </div>
  );
}
