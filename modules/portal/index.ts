// The student portal: each area's own door, re-exported here as the portal's one front door.
export * from "./readiness/index.ts";
export * from "./saved/index.ts";
export * from "./shortlist/index.ts";
export * from "./planner/index.ts";
export * from "./boards/index.ts";
export * from "./dashboard/index.ts";
export * from "./reminders/index.ts";
export * from "./exclusive-events/index.ts";
export * from "./questions/index.ts";
export * from "./checklists/index.ts";
export * from "./opening-alerts/index.ts";
