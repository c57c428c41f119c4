import { cpus, totalmem, release, type, loadavg } from "node:os";
import { readFile } from "node:fs/promises";

/** One measured figure, with the issue's goal for it when it sets one. */
export interface Figure {
  name: string;
  value: string;
  /** The section's goal (docs/benchmark-suite.md), e.g. "p95 < 20 ms"; absent when it has none. */
  goal?: string;
  /** Whether the goal was met; absent when there is no goal or nothing could be measured. */
  met?: boolean;
}

/** A section of docs/benchmarks.md: (a) to (g) of docs/benchmark-suite.md, plus the driver comparison. */
export interface Section {
  title: string;
  /** How it was measured, in a few sentences. */
  method: string;
  figures: Figure[];
  /** Detail tables, already in markdown. */
  tables?: string[];
  notes?: string[];
}

export interface RunOptions {
  quick: boolean;
}

/** Nearest-rank percentile of an ascending list (0 for an empty one). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** p50/p95/p99 of some latencies in ms. */
export function latencySummary(latencies: readonly number[]): { p50: number; p95: number; p99: number; max: number; count: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0, count: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export function markdownTable(rows: readonly Record<string, string | number>[]): string {
  if (rows.length === 0) return "(no rows)";
  const columns = Object.keys(rows[0]!);
  const line = (cells: readonly (string | number)[]) => `| ${cells.map((cell) => String(cell).replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(columns), line(columns.map(() => "---")), ...rows.map((row) => line(columns.map((column) => row[column] ?? "")))].join("\n");
}

async function packageVersion(name: string): Promise<string> {
  try {
    const text = await readFile(new URL(`../node_modules/${name}/package.json`, import.meta.url), "utf8");
    return (JSON.parse(text) as { version: string }).version;
  } catch {
    return "not installed";
  }
}

export const KEY_PACKAGES = [
  "@remix-run/node",
  "@remix-run/react",
  "react",
  "express",
  "compression",
  "kysely",
  "postgres",
  "bullmq",
  "ioredis",
  "autocannon",
  "playwright-core",
] as const;

/** The machine and the versions the figures were taken on. */
export async function environmentLines(services: { postgres: string; redis: string; chromium?: string }): Promise<string[]> {
  const cpu = cpus();
  const packages = await Promise.all(KEY_PACKAGES.map(async (name) => `${name} ${await packageVersion(name)}`));
  return [
    `- Machine: ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${type()} ${release()}; load average at start ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" / ")}`,
    `- Node.js ${process.version}; PostgreSQL ${services.postgres}; Redis ${services.redis}${services.chromium ? `; Chromium ${services.chromium}` : ""}`,
    `- Packages: ${packages.join(", ")}`,
  ];
}

function figureCell(figure: Figure, quick: boolean): string {
  if (quick || figure.goal === undefined) return "";
  if (figure.met === undefined) return "not measured";
  return figure.met ? "met" : "**not met**";
}

/** docs/benchmarks.md: what was measured on what, each figure with its goal. */
export function renderReport(input: {
  date: string;
  environment: string[];
  sections: Section[];
  quick: boolean;
  durationSeconds: number;
  notes: string[];
}): string {
  const summary = input.sections.flatMap((section) =>
    section.figures
      .filter((figure) => figure.goal !== undefined)
      .map((figure) => ({ section: section.title, figure: figure.name, value: figure.value, goal: figure.goal!, "met?": figureCell(figure, input.quick) })),
  );
  const parts = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench${input.quick ? " -- --quick" : ""}\` (bench/run.ts) on ${input.date}, in ${Math.round(input.durationSeconds)} s. Re-run it to refresh this file; figures from a busy machine are lower than from a quiet one.`,
    "",
    ...input.environment,
    ...input.notes.map((note) => `- ${note}`),
    "",
    "## Goals (issue 15)",
    "",
    markdownTable(summary),
  ];
  for (const section of input.sections) {
    parts.push("", `## ${section.title}`, "", section.method, "");
    parts.push(
      markdownTable(
        section.figures.map((figure) => ({ figure: figure.name, value: figure.value, goal: figure.goal ?? "", "met?": figureCell(figure, input.quick) })),
      ),
    );
    for (const table of section.tables ?? []) parts.push("", table);
    for (const note of section.notes ?? []) parts.push("", note);
  }
  return `${parts.join("\n")}\n`;
}
