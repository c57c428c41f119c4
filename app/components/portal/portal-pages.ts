import { ChecklistIcon, DashboardIcon, LibraryIcon, MapIcon, SettingsIcon, StarIcon, UserIcon } from "~/components/portal/icons.tsx";
import type { SidebarPage } from "~/components/sidebar-shell.tsx";

/** The student portal sidebar's pages, in its order. */
export const PORTAL_PAGES: readonly SidebarPage[] = [
  { to: "/portal/dashboard", label: "My Dashboard", Icon: DashboardIcon },
  { to: "/portal/planner", label: "My Pathway Planner", Icon: MapIcon },
  { to: "/portal/library", label: "My Library", Icon: LibraryIcon },
  { to: "/portal/tasks", label: "My Tasks & Checklists", Icon: ChecklistIcon },
  { to: "/portal/exclusive", label: "Exclusive Hub", Icon: StarIcon },
  { to: "/portal/profile", label: "Profile", Icon: UserIcon },
  { to: "/portal/settings", label: "Settings", Icon: SettingsIcon },
];
