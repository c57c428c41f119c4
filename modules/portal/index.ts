// Student portal: one module, an aggregate per sub-folder, each entered through its own index.ts.
export * from "./shortlist/index.ts";
