export { EVENT_TYPE_LABELS, EVENT_TYPES, type ExclusiveEventType } from "./tables.ts";
