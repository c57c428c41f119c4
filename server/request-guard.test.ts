import { describe, expect, it } from "vitest";
import { inspectRequest, type GuardedRequest } from "./request-guard.ts";

const FORM = "application/x-www-form-urlencoded";
const encoder = new TextEncoder();

function request(overrides: Partial<GuardedRequest> & { text?: string }): GuardedRequest {
  const { text, ...rest } = overrides;
  return { method: "GET", target: "/", contentType: undefined, body: encoder.encode(text ?? ""), ...rest };
}

function multipart(fields: Record<string, string>): { contentType: string; text: string } {
  const boundary = "----study-compass-test";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, text: `${parts.join("")}--${boundary}--\r\n` };
}

describe("the request guard", () => {
  it.each([
    ["/", null],
    ["/destinations/canada", null],
    ["/search?q=medicine%20in%20canada", null],
    ["/articles/a%2Fb", null],
    ["/pathways?q=%FF%FE", null],
    ["/pathways?q=%E0%A4%A", null],
    ["/search?q=%F0%9F%8E%93", null],
    ["/api/destinations/canada%00", 404],
    ["/destinations/canada%0A", 404],
    ["/destinations/%7F", 404],
    ["/destinations/%E0%A4%A", 400],
    ["/destinations/%", 400],
    ["/api/schools?destinationId=%00", 400],
    ["/search?q=a%01b", 400],
    ["/search?q=line%0Abreak", 400],
    ["/search?%00=x", 400],
    ["/destinations?_data=root", 400],
    ["/?_data=routes%2F_index", 400],
    ["/search?q=_data", null],
  ])("given the address %s, it answers %s", async (target, status) => {
    expect((await inspectRequest(request({ target })))?.status ?? null).toBe(status);
  });

  it.each([
    ["a page's form", "/counselors", FORM, "name=Ana&message=Hello%0D%0AThere%09!", null],
    ["an empty form", "/api/logout", FORM, "", null],
    ["a form with a NUL", "/counselors", FORM, "name=Ana%00", 400],
    ["a form with a NUL in a field name", "/counselors", FORM, "na%00me=Ana", 400],
    ["a form with a bell character", "/counselors", FORM, "message=%07", 400],
    ["plain text to a page", "/counselors", "text/plain", "hello", 415],
    ["JSON to a page", "/counselors", "application/json", '{"name":"Ana"}', 415],
    ["a page post with no content type", "/counselors", undefined, "", 415],
    ["JSON to the API", "/api/consultation-requests", "application/json; charset=utf-8", '{"name":"Ana","message":"a\\nb"}', null],
    ["JSON with an escaped NUL", "/api/consultation-requests", "application/json", '{"name":"Ana\\u0000"}', 400],
    ["JSON with a control character in a key", "/api/consultation-requests", "application/json", '{"na\\u0001me":"Ana"}', 400],
    ["JSON with a NUL deep inside", "/api/consultation-requests", "application/json", '{"a":[{"b":"\\u0000"}]}', 400],
    ["broken JSON", "/api/consultation-requests", "application/json", '{"name":', 400],
    ["plain text to the API", "/api/consultation-requests", "text/plain", "hello", 415],
    ["an empty API post", "/api/portal/events/1/register", undefined, "", null],
    ["an empty API post labelled multipart (no boundary at all)", "/api/portal/expert-questions", "multipart/form-data; boundary=b", "", 400],
    ["a form to the API", "/api/consultation-requests", FORM, "name=Ana", null],
  ])("given %s, it answers %s", async (_, target, contentType, text, status) => {
    expect((await inspectRequest(request({ method: "POST", target, contentType, text })))?.status ?? null).toBe(status);
  });

  it("reads multipart forms, refusing a control character in a part and a broken body", async () => {
    expect(await inspectRequest(request({ method: "POST", target: "/counselors", ...multipart({ name: "Ana", message: "Line one\r\nLine two" }) }))).toBeNull();
    expect((await inspectRequest(request({ method: "POST", target: "/counselors", ...multipart({ name: "Ana\u0000" }) })))?.status).toBe(400);
    const broken = { contentType: "multipart/form-data; boundary=nothing-like-this", text: "--other\r\nno headers" };
    expect((await inspectRequest(request({ method: "POST", target: "/counselors", ...broken })))?.status).toBe(400);
  });

  it("leaves the bodies of reads alone", async () => {
    expect(await inspectRequest(request({ method: "GET", target: "/", contentType: "text/plain", text: "\u0000" }))).toBeNull();
  });

  it("gives every refusal a message that says what to do", async () => {
    const refusal = await inspectRequest(request({ method: "POST", target: "/counselors", contentType: "text/plain", text: "x" }));
    expect(refusal?.message).toBe("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  });
});
