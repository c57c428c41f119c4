// The student portal's browser-safe door: each area's browser.ts, re-exported (pure: no server code, no zod).
export * from "./saved/browser.ts";
