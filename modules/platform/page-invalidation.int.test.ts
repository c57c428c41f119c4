import { afterAll, describe, expect, it } from "vitest";
import { config } from "./config.ts";
import { pageInvalidationChannel, publishPageInvalidation } from "./page-invalidation.ts";
import { createRedis } from "./redis.ts";

// Two copies of the site on one Redis server with the same REDIS_PREFIX, each in its own numbered database.
function urlOfDatabase(database: number): string {
  const url = new URL(config().REDIS_URL);
  url.pathname = `/${database}`;
  url.searchParams.delete("db");
  return url.toString();
}
const siteA = { subscriber: createRedis(urlOfDatabase(0)), publisher: createRedis(urlOfDatabase(0)) };
const siteB = { publisher: createRedis(urlOfDatabase(1)) };

afterAll(() => [siteA.subscriber, siteA.publisher, siteB.publisher].forEach((connection) => connection.disconnect()));

describe("the page-cache invalidation channel", () => {
  it("is one per Redis database, so a copy of the site in another database does not clear this one's cache", async () => {
    const channel = pageInvalidationChannel(siteA.subscriber);
    expect(channel).toBe(`${config().REDIS_PREFIX}:db0:page-cache:invalidate`);
    const received: string[] = [];
    let resolveA!: () => void;
    const fromA = new Promise<void>((resolve) => (resolveA = resolve));
    siteA.subscriber.on("message", (from: string, reason: string) => {
      if (from !== channel) return;
      received.push(reason);
      if (reason === "site A's projector") resolveA();
    });
    await siteA.subscriber.subscribe(channel);

    publishPageInvalidation("site B's projector", siteB.publisher);
    // Redis has handled B's publish once B's connection answers a later command, so a message on a shared
    // channel would arrive before A's.
    await siteB.publisher.ping();
    publishPageInvalidation("site A's projector", siteA.publisher);
    await fromA;

    expect(received).toEqual(["site A's projector"]);
  });
});
