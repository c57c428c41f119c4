import { Link } from "@remix-run/react";

const INBOXES = [
  { href: "/admin/inbox/consultations", label: "Consultation Requests" },
  { href: "/admin/inbox/questions", label: "Expert Questions" },
] as const;

/** The two inboxes, side by side: plain links, the current one marked. */
export function InboxNav({ current }: { current: (typeof INBOXES)[number]["href"] }) {
  return (
    <nav aria-label="Inboxes" className="inbox-nav">
      <ul>
        {INBOXES.map((inbox) => (
          <li key={inbox.href}>
            <Link to={inbox.href} aria-current={inbox.href === current ? "page" : undefined}>
              {inbox.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
