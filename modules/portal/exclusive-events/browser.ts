import { EVENT_TYPES, type ExclusiveEventType } from "./tables.ts";
export { EVENT_TYPES, type ExclusiveEventType } from "./tables.ts";
