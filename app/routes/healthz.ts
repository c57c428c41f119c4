import { checkHealth } from "@modules/platform/index.ts";

export async function loader() {
  const health = await checkHealth();
  const ok = health.database && health.redis;
  return Response.json({ status: ok ? "ok" : "unavailable", ...health }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
