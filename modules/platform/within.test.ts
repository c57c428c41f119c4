import { describe, expect, it } from "vitest";
import { within } from "./within.ts";

describe("within", () => {
  it("gives the promise's value when it settles in time", async () => {
    await expect(within(Promise.resolve("answered"), 1_000)).resolves.toBe("answered");
  });

  it("gives the promise's own failure when it fails in time", async () => {
    await expect(within(Promise.reject(new Error("refused")), 1_000)).rejects.toThrow("refused");
  });

  it("fails, naming what waited, when the promise never settles", async () => {
    await expect(within(new Promise(() => undefined), 20, "waking the projectors")).rejects.toThrow("waking the projectors timed out after 20 ms");
  });
});
