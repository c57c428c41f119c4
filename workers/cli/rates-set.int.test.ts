import { spawnSync } from "node:child_process";
import { afterAll, expect, it, vi } from "vitest";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis, todayUtc } from "../../modules/platform/index.ts";
import { exchangeRates, financialPlanInputs } from "../../modules/portal/index.ts";
import { main } from "./rates-set.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const ratesSet = (...args: string[]) => spawnSync("node_modules/.bin/tsx", ["workers/cli/rates-set.ts", ...args], { env: process.env, encoding: "utf8" });

it("npm run rates:set records a dated rate as an event, projected into the rate table the plan uses", async () => {
  const recorded = ratesSet("jmd", "160.25", "--as-of", "2026-11-20", "--source", "https://boj.org.jm/market/foreign-exchange/", "--note", "Test rate");
  expect(recorded.stderr).toBe("");
  expect(recorded.stdout).toContain("Recorded JMD 160.25 per USD as of 2026-11-20.");
  expect(recorded.status).toBe(0);
  expect(await exchangeRates()).toContainEqual({
    currency: "JMD",
    unitsPerUsd: 160.25,
    asOf: "2026-11-20",
    sourceUrl: "https://boj.org.jm/market/foreign-exchange/",
    note: "Test rate",
  });

  // Once more, in this process (a spawned CLI costs about four seconds of start-up): nothing new is recorded.
  const stdout = vi.spyOn(console, "log").mockImplementation(() => {});
  expect(await main(["JMD", "160.25", "--as-of", "2026-11-20", "--source", "https://boj.org.jm/market/foreign-exchange/", "--note", "Test rate"])).toBe(0);
  expect(stdout.mock.calls.join("\n")).toContain("was already recorded");
  stdout.mockRestore();

  // The plan uses the newest rate on or before the day.
  if (todayUtc() >= "2026-11-20") expect((await financialPlanInputs("nobody", { localCurrency: "JMD" })).rates.get("JMD")?.unitsPerUsd).toBe(160.25);
  expect((await financialPlanInputs("nobody", { localCurrency: "JMD", day: "2026-11-19" })).rates.get("JMD")).toBeUndefined();
});

it.each([
  { args: ["ZZZ", "1", "--as-of", "2026-11-20", "--source", "https://example.org/"], status: 2, message: /currency must be one of/ },
  { args: ["JMD", "0", "--as-of", "2026-11-20", "--source", "https://example.org/"], status: 2, message: /above 0/ },
  { args: ["JMD", "150", "--source", "https://example.org/"], status: 2, message: /--as-of must be a date/ },
  { args: ["JMD", "150", "--as-of", "2026-11-20", "--source", "not a url"], status: 2, message: /--source must be/ },
  { args: ["JMD", "150", "--as-of", "2999-01-01", "--source", "https://example.org/"], status: 1, message: /in the future/ },
])("refuses $args with exit $status, recording nothing", async ({ args, status, message }) => {
  const before = await exchangeRates();
  const stderr = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await main(args)).toBe(status);
  expect(stderr.mock.calls.join("\n")).toMatch(message);
  stderr.mockRestore();
  expect(await exchangeRates()).toEqual(before);
});
