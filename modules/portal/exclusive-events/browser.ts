export { EVENT_TYPES, type ExclusiveEventType } from "./tables.ts";
