import { describe, expect, it } from "vitest";
import { cacheControlFor, isTokenPage, varyWithCookie } from "./response-caching.ts";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const session = "__Host-session=abc.def";

describe("who may keep a copy of an answer", () => {
  it.each([
    ["a signed-in visitor's sign-in page, whose route said nothing", { url: "/login", cookie: session }, undefined, "private, no-cache"],
    ["a signed-in visitor's 404", { url: "/no-such-page", cookie: session }, undefined, "private, no-cache"],
    ["a signed-in visitor's public page, which the route marked public", { url: "/articles/a", cookie: session }, PUBLIC, "private, no-cache"],
    ["the quiz's answers, like the page cache", { url: "/questionnaire", cookie: "__Secure-quiz=answers" }, PUBLIC, "private, no-cache"],
    ["a cookie that is not ours on a public page, like the page cache", { url: "/articles/a", cookie: "_ga=GA1.1; theme=dark" }, PUBLIC, PUBLIC],
    ["credentials", { url: "/account-deleted", authorization: "Basic eA==" }, undefined, "private, no-cache"],
    ["a route's own private answer", { url: "/portal/saved", cookie: session }, "private, max-age=0", "private, max-age=0"],
    ["a route's no-store, kept", { url: "/portal/tasks", cookie: session }, "no-store", "no-store"],
    ["the portal's edge default, kept", { url: "/portal/dashboard", cookie: session }, "private, no-store", "private, no-store"],
    ["an anonymous public page, still shareable (decision 0018)", { url: "/articles/a" }, PUBLIC, PUBLIC],
    ["an anonymous page whose route said nothing", { url: "/forgot-password" }, undefined, "private, no-cache"],
    ["a reset link", { url: "/reset-password?token=secret" }, undefined, "no-store"],
    ["a reset link, signed in", { url: "/reset-password?token=secret", cookie: session }, "private, no-cache", "no-store"],
    ["a verification link", { url: "/verify-email?token=secret" }, undefined, "no-store"],
    ["the reset form's own reply", { url: "/reset-password" }, undefined, "no-store"],
    ["its client-side data", { url: "/reset-password.data?token=secret" }, undefined, "no-store"],
    ["a sign-up link page", { url: "/signup/invitation-secret" }, undefined, "no-store"],
    ["any address carrying a token", { url: "/login?token=x" }, PUBLIC, "no-store"],
    ["a calendar feed's token address, whose route said private, no-store", { url: "/portal/calendar.ics?token=x" }, "private, no-store", "private, no-store"],
  ])("%s: %s", (_name, request, stated, expected) => {
    expect(cacheControlFor(request, stated)).toBe(expected);
  });

  it("does not take the sign-up page itself, or a lookalike, for a token page", () => {
    expect(["/signup", "/signup/", "/signups/x", "/reset-password-help", "/search?q=token"].map(isTokenPage)).toEqual([false, false, false, false, false]);
  });

  it("adds Cookie to whatever Vary the route sent", () => {
    expect([undefined, null, "Cookie", "Accept-Encoding", "accept-encoding, cookie", "*"].map(varyWithCookie)).toEqual([
      "Cookie",
      "Cookie",
      "Cookie",
      "Accept-Encoding, Cookie",
      "accept-encoding, cookie",
      "*",
    ]);
  });
});
