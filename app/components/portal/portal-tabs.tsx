import { Link } from "@remix-run/react";

export interface PortalTab {
  href: string;
  label: string;
  /** Shown as "Label (n)" when given. */
  count?: number;
  current: boolean;
}

/** The portal's tabs: links to the same page with `?tab=` (they work without JavaScript), the current one marked. */
export function PortalTabs({ label, tabs }: { label: string; tabs: readonly PortalTab[] }) {
  return (
    <nav aria-label={label} className="portal-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link to={tab.href} aria-current={tab.current ? "page" : undefined} className="portal-tab" preventScrollReset>
              {tab.label}
              {tab.count === undefined ? null : ` (${tab.count})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
