import { spawn } from "node:child_process";
import { once } from "node:events";
import { expect, it } from "vitest";

it("the web server stops cleanly on SIGTERM, its pools closed", async () => {
  const port = String(4000 + Math.floor(Math.random() * 1000));
  const server = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
    env: { ...process.env, PORT: port, NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += String(chunk)));
  server.stderr.on("data", (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 30_000;
  while (!output.includes("Study Compass is serving") && Date.now() < deadline && server.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain("Study Compass is serving");
  server.kill("SIGTERM");
  const [code] = await once(server, "exit");
  expect(code).toBe(0);
}, 60_000);
