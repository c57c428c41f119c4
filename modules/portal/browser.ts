// Student portal: what the browser may import too (pure, no server code, no zod), one line per area.
export * from "./shortlist/browser.ts";
export * from "./saved/browser.ts";
export * from "./exclusive-events/browser.ts";
export * from "./questions/browser.ts";
export * from "./checklists/browser.ts";
