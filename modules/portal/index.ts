// The student portal: one module whose areas live in sub-folders, each entered through its own index.ts.
export * from "./planner/index.ts";
export * from "./boards/index.ts";
