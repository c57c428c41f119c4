// Portal events: what the browser may import too (no server code, no zod).
export const EVENT_TYPES = ["webinar", "workshop", "q_and_a", "panel_discussion"] as const;
export type ExclusiveEventType = (typeof EVENT_TYPES)[number];
