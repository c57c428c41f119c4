import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { CloseIcon, CompassMark, MenuIcon } from "~/components/icons.tsx";
import { SearchDialog } from "~/components/search-dialog.tsx";

export interface HeaderUser {
  firstName: string | null;
  isAdmin: boolean;
}

const navigation = [
  { to: "/destinations", label: "Destinations" },
  // Every school of the destinations, faceted (issue 27): beside the destinations they belong to.
  { to: "/schools", label: "Schools" },
  { to: "/pathways", label: "Pathways" },
  { to: "/guidance", label: "1-on-1 Guidance" },
  { to: "/application-guide", label: "Application Guide" },
  { to: "/funding", label: "Funding" },
  { to: "/student-life", label: "Student Life" },
];

/**
 * The site header. On small screens the account actions and navigation
 * collapse behind a `<details>` "Menu" toggle; the menu is the toggle's next
 * sibling, shown by CSS (`.menu-disclosure[open] ~ .header-menu`), so it opens
 * without JavaScript and still lays out inline on wide screens. There the bar
 * has two rows (logo, search, account actions; then the navigation), in source
 * order, so the tab order follows what is seen. With JavaScript the menu closes
 * after a navigation (e.g. a menu link) and on Escape.
 */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const menuToggleRef = useRef<HTMLElement>(null);
  const location = useLocation();

  function closeMenu() {
    if (menuRef.current) menuRef.current.open = false;
  }

  // Only a change of location closes it: a menu opened before hydration stays open.
  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    closeMenu();
  }, [location.key]);

  function closeMenuOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || !menuRef.current?.open) return;
    event.preventDefault();
    closeMenu();
    menuToggleRef.current?.focus();
  }

  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to="/" className="logo">
          <CompassMark size={32} />
          <span className="logo-text">Study Compass</span>
        </Link>
        <SearchDialog onOpen={closeMenu} />
        <details className="menu-disclosure" ref={menuRef} onKeyDown={closeMenuOnEscape}>
          <summary className="header-toggle" ref={menuToggleRef}>
            <MenuIcon className="when-closed" />
            <CloseIcon className="when-open" />
            <span className="toggle-label">Menu</span>
          </summary>
        </details>
        {/* Its place right after the toggle is what lets CSS open it without JavaScript. */}
        <div className="header-menu" id="site-menu" onKeyDown={closeMenuOnEscape}>
          <div className="header-actions">
            {user ? (
              <>
                {user.isAdmin ? (
                  <Link className="button secondary small" to="/admin" onClick={closeMenu}>
                    Admin
                  </Link>
                ) : null}
                <Link className="button secondary small" to="/portal/dashboard" onClick={closeMenu}>
                  My Portal
                </Link>
                <Form method="post" action="/api/logout" className="sign-out-form">
                  <button type="submit" className="button ghost small">
                    Sign Out
                  </button>
                </Form>
              </>
            ) : (
              <>
                {/* A browser navigation, not a client-side one: /api/login redirects. */}
                <a className="button ghost small" href="/api/login">
                  Login
                </a>
                <Link className="button accent small" to="/questionnaire" onClick={closeMenu}>
                  Find Your Path
                </Link>
              </>
            )}
          </div>
          <nav aria-label="Main" className="main-nav">
            <ul>
              {navigation.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
