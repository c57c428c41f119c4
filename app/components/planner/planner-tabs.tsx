import { Link } from "@remix-run/react";

export const PLANNER_TABS = [
  { id: "personality", label: "Personality insights" },
  { id: "shortlist", label: "University shortlist" },
  { id: "financial", label: "Financial plan" },
  { id: "vision", label: "Vision board" },
] as const;
export type PlannerTab = (typeof PLANNER_TABS)[number]["id"];

/**
 * The planner's four tabs are links (`?tab=`), so each works without
 * JavaScript and can be shared; the current one is marked for screen readers.
 */
export function PlannerTabs({ current }: { current: PlannerTab }) {
  return (
    <nav className="planner-tabs" aria-label="Planner sections">
      <ul>
        {PLANNER_TABS.map((tab) => (
          <li key={tab.id}>
            <Link to={`?tab=${tab.id}`} aria-current={tab.id === current ? "page" : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
