import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm start`: the production web server and the worker (projections and deadline reminders), side by
 * side. If either stops, the other is stopped too, so a supervisor sees one
 * failure instead of a half-running site.
 */
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const tsx = new URL("../node_modules/.bin/tsx", import.meta.url).pathname;
// The web server runs compiled (npm run build), without a TypeScript loader (decision 0007's addendum).
const webServer = new URL("../build/web/index.js", import.meta.url).pathname;
if (!existsSync(webServer)) {
  console.error("Study Compass: build/web/index.js is missing; run `npm run build` first.");
  process.exit(1);
}

// Migrations first (forward only, a no-op when up to date), so a deploy never serves an old schema.
const migrated = spawnSync(tsx, ["workers/cli/migrate.ts"], { stdio: "inherit", env });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const children: ChildProcess[] = [
  spawn(process.execPath, ["--enable-source-maps", webServer], { stdio: "inherit", env }),
  // Node itself with tsx as its loader, as compose and Kubernetes run it: the tsx CLI relays a stop signal to its
  // child and SIGKILLs it unless the child acknowledges within 30 ms, which a loaded machine misses (exit 143, undrained).
  spawn(process.execPath, ["--import", "tsx", "workers/run-projector.ts"], { stdio: "inherit", env }),
];

let exiting = false;
function stopAll(signal: NodeJS.Signals, code: number) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  let remaining = children.filter((child) => child.exitCode === null).length;
  if (remaining === 0) process.exit(code);
  for (const child of children) {
    child.once("exit", () => {
      remaining -= 1;
      if (remaining === 0) process.exit(code);
    });
  }
  setTimeout(() => process.exit(code), 15_000).unref();
}

for (const child of children) {
  child.on("exit", (code) => stopAll("SIGTERM", code ?? 1));
}
process.on("SIGTERM", () => stopAll("SIGTERM", 0));
process.on("SIGINT", () => stopAll("SIGINT", 0));
