import { spawn } from "node:child_process";
import { once } from "node:events";
import { expect, it } from "vitest";

it("the projector worker drains and exits cleanly on SIGTERM", async () => {
  // As production runs it (infra/k8s/worker.yaml): the tsx CLI would SIGKILL an undrained worker that is slow to acknowledge.
  const worker = spawn(process.execPath, ["--import", "tsx", "workers/run-projector.ts"], { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  worker.stdout.on("data", (chunk) => (output += String(chunk)));
  worker.stderr.on("data", (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 30_000;
  while (!output.includes("projector worker started") && Date.now() < deadline && worker.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain("projector worker started");
  worker.kill("SIGTERM");
  const [code] = await once(worker, "exit");
  expect(code).toBe(0);
  expect(output).toContain("projector worker stopped");
}, 60_000);
