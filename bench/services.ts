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

/** Starts `command` from the repository root (or `cwd`) with its output in `logDirectory/<name>.log`. */
export function startService(name: string, command: string, args: string[], options: { env: NodeJS.ProcessEnv; logDirectory: string; cwd?: string }): Service {
  const log = createWriteStream(join(options.logDirectory, `${name}.log`));
  const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // The group, not just `command`: npm exits at once on SIGTERM while the web process and the worker
  // still drain, and the bench must not drop their database or Redis keys under them.
  const groupGone = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (child.pid !== undefined && groupAlive(child.pid)) {
      if (Date.now() >= deadline) return false;
      await sleep(100);
    }
    return true;
  };
  return {
    name,
    child,
    async stop() {
      if (child.pid === undefined || !groupAlive(child.pid)) return;
      signalGroup(child.pid, "SIGTERM");
      if (await groupGone(15_000)) return;
      signalGroup(child.pid, "SIGKILL");
      await groupGone(5_000);
    },
  };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
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
