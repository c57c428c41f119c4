import {
  CalendarIcon,
  ChecklistIcon,
  DashboardIcon,
  LibraryIcon,
  MapIcon,
  QuestionIcon,
  SettingsIcon,
  StarIcon,
  UserIcon,
} from "~/components/portal/icons.tsx";
import type { SidebarPage } from "~/components/sidebar-shell.tsx";

/** The admin area's pages, in the nav's order. */
export const ADMIN_PAGES: readonly SidebarPage[] = [
  { to: "/admin", label: "Dashboard", Icon: DashboardIcon, end: true },
  { to: "/admin/articles", label: "Articles", Icon: LibraryIcon },
  { to: "/admin/scholarships", label: "Scholarships", Icon: StarIcon },
  { to: "/admin/opening-soon", label: "Opening soon", Icon: CalendarIcon },
  { to: "/admin/schools", label: "Schools", Icon: MapIcon },
  { to: "/admin/destinations", label: "Destinations", Icon: MapIcon },
  { to: "/admin/pathways", label: "Pathways", Icon: LibraryIcon },
  { to: "/admin/programmes", label: "Programmes", Icon: LibraryIcon },
  { to: "/admin/official-fees", label: "Official fees", Icon: ChecklistIcon },
  { to: "/admin/exchange-rates", label: "Exchange rates", Icon: MapIcon },
  { to: "/admin/import", label: "Import data", Icon: LibraryIcon },
  { to: "/admin/events", label: "Events", Icon: CalendarIcon },
  { to: "/admin/counselors", label: "Counselors", Icon: UserIcon },
  { to: "/admin/inbox/consultations", label: "Consultation requests", Icon: UserIcon },
  { to: "/admin/inbox/questions", label: "Expert questions", Icon: QuestionIcon },
  { to: "/admin/operations", label: "Operations", Icon: SettingsIcon },
];
