type Level = "debug" | "info" | "warn" | "error";

/** One JSON line per log entry: greppable locally, parseable by any log shipper. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.NODE_ENV === "test" && level === "debug") return;
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
