import { execFile, spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from "node:child_process";
import { once } from "node:events";
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * A private PostgreSQL and Redis, and the site's own processes, for the
 * resilience tests (faults, load, more than one process). They stop
 * and restart these services on purpose, so they never touch the machine's
 * shared ones: initdb into a temporary directory, redis-server with nothing
 * kept on disk, each on a port of its own.
 */

export const CLUSTER_PORTS = {
  postgres: Number(process.env.SC_RESILIENCE_PG_PORT ?? 55432),
  redis: Number(process.env.SC_RESILIENCE_REDIS_PORT ?? 56379),
  /** Web processes take ports from here on, one each. */
  web: Number(process.env.SC_RESILIENCE_WEB_PORT ?? 3111),
};

const root = new URL("../..", import.meta.url).pathname;
const tsx = join(root, "node_modules/.bin/tsx");
const asRoot = process.getuid?.() === 0;

function postgresBin(name: string): string {
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const path = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(path)) return path;
  }
  // Elsewhere (macOS, a source build): whatever PATH has.
  return name;
}

/** PostgreSQL refuses to run as root: as root the server runs as the `postgres` user. */
function asPostgresUser(args: string[]): [string, string[]] {
  const [command, ...rest] = asRoot ? ["runuser", "-u", "postgres", "--", ...args] : args;
  return [command!, rest];
}

function runPostgresTool(args: string[], options: SpawnSyncOptions = {}) {
  const [command, rest] = asPostgresUser(args);
  const result = spawnSync(command, rest, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${String(result.stderr)}${String(result.stdout)}`);
  return result;
}

/** The same, without blocking this process's event loop (a load it drives keeps running meanwhile). */
async function runPostgresToolAsync(args: string[]): Promise<void> {
  const [command, rest] = asPostgresUser(args);
  await promisify(execFile)(command, rest);
}

export interface PrivatePostgres {
  port: number;
  dataDir: string;
  /** A connection URL for a database of this server. */
  url(database: string): string;
  start(): void;
  /** Stops at once, as a crash would (no checkpoint; WAL recovery on start), stays down `downForMs`, then starts again. */
  restart(options?: { downForMs?: number }): Promise<void>;
  stop(): void;
}

export function privatePostgres(port = CLUSTER_PORTS.postgres, dataDir?: string): PrivatePostgres {
  const dir = dataDir ?? join(tmpdir(), `sc-resilience-pg-${port}`);
  const pgCtl = postgresBin("pg_ctl");
  const startArgs = [
    pgCtl,
    "-D",
    dir,
    "-o",
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "-l",
    join(dir, "server.log"),
    "-w",
    "start",
  ];
  return {
    port,
    dataDir: dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart({ downForMs = 0 } = {}) {
      await runPostgresToolAsync([pgCtl, "-D", dir, "-m", "immediate", "-w", "stop"]);
      await new Promise((resolve) => setTimeout(resolve, downForMs));
      await runPostgresToolAsync(startArgs);
    },
    start() {
      runPostgresTool(startArgs);
    },
    stop() {
      runPostgresTool([pgCtl, "-D", dir, "-m", "fast", "-w", "stop"]);
    },
  };
}

/** initdb into a fresh temporary directory and start the server on `port`. */
export function startPrivatePostgres(port = CLUSTER_PORTS.postgres): PrivatePostgres {
  const dir = mkdtempSync(join(tmpdir(), "sc-resilience-pg-"));
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  runPostgresTool([postgresBin("initdb"), "-D", dir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const server = privatePostgres(port, dir);
  server.start();
  return server;
}

export function removePrivatePostgres(server: PrivatePostgres): void {
  try {
    server.stop();
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  /** Shuts down (nothing is kept: every key and queued job is lost, as on a crash), stays down `downForMs`, and starts again. */
  restart(options?: { downForMs?: number }): Promise<void>;
  stop(): void;
}

export function privateRedis(port = CLUSTER_PORTS.redis): PrivateRedis {
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    const started = spawnSync(
      "redis-server",
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--maxmemory-policy",
        "noeviction",
        "--daemonize",
        "yes",
        "--dir",
        tmpdir(),
      ],
      { encoding: "utf8" },
    );
    if (started.status !== 0) throw new Error(`redis-server did not start: ${started.stderr}`);
    for (let attempt = 0; attempt < 50; attempt++) {
      if (spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout.includes("PONG")) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server on port ${port} does not answer`);
  };
  const stop = () => {
    spawnSync("redis-cli", ["-p", String(port), "shutdown", "nosave"], { encoding: "utf8" });
  };
  return {
    port,
    url,
    start,
    stop,
    async restart({ downForMs = 0 } = {}) {
      stop();
      await new Promise((resolve) => setTimeout(resolve, downForMs));
      await start();
    },
  };
}

export async function startPrivateRedis(port = CLUSTER_PORTS.redis): Promise<PrivateRedis> {
  const server = privateRedis(port);
  // A server left over from an interrupted run on this port holds stale keys: start clean.
  server.stop();
  await server.start();
  return server;
}

/** Runs one of the operator CLIs (migrate, seed, replay) against `env`, failing with its output. */
export function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(tsx, [script, ...args], { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${script} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export interface SiteProcess {
  name: string;
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves once its output contains `text` (after `from`, an earlier output length). */
  waitForOutput(text: string, options?: { from?: number; timeoutMs?: number }): Promise<void>;
  /** Sends `signal` and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Where each site process's output is also written, one file per process name, to read after a failure. */
export const SITE_LOG_DIR = process.env.SC_RESILIENCE_LOG_DIR ?? join(tmpdir(), "sc-resilience-logs");

/** Site processes still running: a test process that ends without stopping one (a hook timed out) kills it on its way out. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function startSiteProcess(name: string, args: string[], env: NodeJS.ProcessEnv): SiteProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  child.on("exit", () => running.delete(child));
  mkdirSync(SITE_LOG_DIR, { recursive: true });
  const logFile = join(SITE_LOG_DIR, `${name}.log`);
  appendFileSync(logFile, `\n== ${new Date().toISOString()} ${args.join(" ")} (pid ${child.pid})\n`);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    appendFileSync(logFile, chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  child.on("exit", (code, signal) => appendFileSync(logFile, `== exited: code ${code}, signal ${signal}\n`));
  return {
    name,
    child,
    output: () => output,
    async waitForOutput(text, { from = 0, timeoutMs = 60_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (!output.slice(from).includes(text)) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before saying "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`${name} did not say "${text}" within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, "exit");
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** The production web server as `npm run start:web` runs it (compiled by `npm run build`) on `port`; resolves once it listens. */
export async function startWeb(name: string, port: number, env: NodeJS.ProcessEnv): Promise<SiteProcess> {
  const web = startSiteProcess(name, ["--enable-source-maps", "build/web/index.js"], { ...env, NODE_ENV: "production", PORT: String(port), PGAPPNAME: name });
  await web.waitForOutput("Study Compass is serving");
  return web;
}

/** The worker (`npm run start:workers`: projections and reminders); resolves once it runs. Its database sessions are named `name`. */
export async function startWorker(name: string, env: NodeJS.ProcessEnv): Promise<SiteProcess> {
  // Node itself with tsx's loader, not the tsx CLI (`npm run start:workers`): the CLI runs the script in a child
  // process and cannot pass on a SIGKILL, which would leave that child running.
  const worker = startSiteProcess(name, ["--import", "tsx", "workers/run-projector.ts"], { ...env, NODE_ENV: "production", PGAPPNAME: name });
  await worker.waitForOutput("reminders worker started");
  return worker;
}
