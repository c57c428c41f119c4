// Platform's browser-safe door: pure helpers a browser-safe door of another
// module may use. Nothing here may import server code.
export { daysBetween, todayUtc } from "./clock.ts";
