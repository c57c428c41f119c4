import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = new URL("..", import.meta.url).pathname;

/** A process the bench started, in its own process group so stopping it stops its children (npm, tsx, the web server, the worker). */
export interface Service {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `command` from the repository root with its output in `logDirectory/<name>.log`. */
export function startService(name: string, command: string, args: string[], options: { env: NodeJS.ProcessEnv; logDirectory: string }): Service {
  const log = createWriteStream(join(options.logDirectory, `${name}.log`));
  const child = spawn(command, args, { cwd: ROOT, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, "SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) {
        signalGroup(child.pid, "SIGKILL");
        await exited;
      }
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Resolves once `url` answers 200, fails after `timeoutMs` or as soon as `service` exits. */
export async function waitUntilAnswering(url: string, service: Service, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error(`${service.name} exited with code ${service.child.exitCode} before ${url} answered`);
    const answered = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
