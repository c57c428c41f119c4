import type { ExclusiveEventType } from "@modules/portal/browser.ts";

/** An event as the cards show it: times already written in the display zone by the server, so both renders agree. */
export interface EventCardData {
  id: string;
  title: string;
  description: string;
  type: ExclusiveEventType;
  typeLabel: string;
  date: string;
  time: string;
  startsAt: string;
  duration: string;
  presenter: string;
  presenterTitle: string;
  maxAttendees: number | null;
  currentAttendees: number;
  isRegistered: boolean;
  status: "upcoming" | "completed";
  tags: string[];
  meetingLink: string | null;
  recordingUrl: string | null;
}

/** Spec §2: the type badge (Webinar, Workshop, Q&A, Panel, else Event). */
export const TYPE_LABELS: Record<string, string> = { webinar: "Webinar", workshop: "Workshop", q_and_a: "Q&A", panel_discussion: "Panel" };
