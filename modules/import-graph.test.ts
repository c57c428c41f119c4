import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The import graph of modules/, type-only imports included (as madge counts them): a circle
// through a schema or a door would let any file reach any other (docs/conventions.md).
const root = resolve(import.meta.dirname, "..");
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+["'](\.{1,2}\/[^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1]!));
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle, each as the files around it: a depth-first walk that reports a back edge. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === "open") found.push(path.slice(path.indexOf(target)).map((each) => relative(root, each)));
      else if (!state.has(target) && graph.has(target)) visit(target);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the modules' import graph", () => {
  it("has no circle, type-only imports included", () => {
    expect(circles(importGraph(join(root, "modules")))).toEqual([]);
  });

  it("finds a circle when there is one (a control)", () => {
    const a = join(root, "modules/a.ts");
    const b = join(root, "modules/b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["modules/a.ts", "modules/b.ts"]]);
  });
});
