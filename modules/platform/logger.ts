import { config } from "./config.ts";

type Level = "debug" | "info" | "warn" | "error";

const SEVERITY: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
let lowest: number | undefined;

/** One JSON line per log entry: greppable locally, parseable by any log shipper. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  lowest ??= SEVERITY[config().LOG_LEVEL];
  if (SEVERITY[level] < lowest) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
