import { request as httpRequest } from "node:http";
import { expect, ONCE, test } from "./fixtures.ts";

/**
 * Hostile and odd HTTP requests, decided once at the edge of the server
 * (server/request-guard.ts, decision 0005): never a 5xx, always a clear message in
 * the shape the caller reads, and nothing written.
 */

const LIMIT = 1024 * 1024;
const origin = () => new URL(test.info().project.use.baseURL!).origin;

test("a control character in a path parameter answers 404, in a query value 400, on pages and the API alike", ONCE, async ({ request }) => {
  const cases: [string, number][] = [
    ["/api/destinations/canada%00", 404],
    ["/api/schools/university-of-toronto%01", 404],
    ["/api/articles/%00", 404],
    ["/destinations/canada%00", 404],
    ["/schools/%7F", 404],
    ["/api/schools?destinationId=%00", 400],
    ["/api/scholarships?featured=%00", 400],
    ["/api/articles?limit=%00", 400],
    ["/api/search?q=medicine%00", 400],
    ["/search?q=%00", 400],
    ["/funding/scholarships?q=a%1Bb", 400],
    ["/destinations/%E0%A4%A", 400],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
  }
});

test("a refusal speaks JSON to the API and shows a page to a browser", async ({ page, request }) => {
  const api = await request.get("/api/schools?destinationId=%00");
  expect(api.headers()["content-type"]).toContain("application/json");
  expect(await api.json()).toEqual({ error: { message: "The address holds a control character (such as a NUL byte). Remove it and try again." } });

  const response = await page.goto("/search?q=%00");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Not Accepted");
  await expect(page.getByText("The address holds a control character (such as a NUL byte). Remove it and try again.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the Study Compass home page" }).click();
  await expect(page).toHaveURL("/");
});

test("a form field or JSON string holding a control character is refused with 400 before any route runs", ONCE, async ({ request }) => {
  const headers = { Origin: origin() };
  const form = await request.post("/counselors", { form: { intent: "request", name: "Ana\u0000", email: "ana@example.com", message: "Hello" }, headers });
  expect(form.status()).toBe(400);
  expect(await form.text()).toContain("The submitted text holds a control character");

  const quiz = await request.post("/questionnaire", { form: { step: "1", intent: "next", study_motivation: "career\u0007" }, headers });
  expect(quiz.status()).toBe(400);

  const json = await request.post("/api/consultation-requests", {
    data: { name: "Ana", email: "ana@example.com", message: "Hi\u0000", counselorId: "x" },
    headers,
  });
  expect(json.status()).toBe(400);
  expect(await json.json()).toEqual({ error: { message: "The submitted text holds a control character (such as a NUL byte). Remove it and try again." } });

  // Line breaks and tabs in a message are text, not control characters to refuse.
  const multiline = await request.post("/questionnaire", { form: { step: "1", intent: "next", study_motivation: "line one\r\nline\ttwo" }, headers });
  expect(multiline.status()).toBe(400);
  expect(await multiline.text()).toContain("Please choose an answer to continue.");
});

test("a page's form accepts only form data: other content types answer 415 with a clear message", ONCE, async ({ request }) => {
  const headers = { Origin: origin() };
  const bodies: [string, string][] = [
    ["text/plain", "name=Ana"],
    ["application/json", JSON.stringify({ name: "Ana" })],
    ["application/xml", "<name>Ana</name>"],
  ];
  for (const [contentType, body] of bodies) {
    const response = await request.post("/counselors", { data: body, headers: { ...headers, "Content-Type": contentType } });
    expect(response.status(), contentType).toBe(415);
    expect(await response.text(), contentType).toContain("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  }
  const api = await request.post("/api/consultation-requests", { data: "name=Ana", headers: { ...headers, "Content-Type": "text/plain" } });
  expect(api.status()).toBe(415);
  expect((await api.json()).error.message).toContain("application/json");

  const broken = await request.post("/api/consultation-requests", {
    data: Buffer.from('{"name": "Ana"'),
    headers: { ...headers, "Content-Type": "application/json" },
  });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ error: { message: "The body is not valid JSON." } });
});

/** Sends a body with Node's own client, so the test chooses a declared length or chunks. */
function send(path: string, method: string, body: Buffer, { chunked }: { chunked: boolean }, clientIp: string): Promise<number> {
  const url = new URL(path, origin());
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: url.origin,
          "X-Forwarded-For": clientIp,
          // Node sends DELETE bodies unframed unless told to chunk.
          ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(body.length) }),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024) outgoing.write(body.subarray(offset, offset + 64 * 1024));
      outgoing.end();
    } else {
      outgoing.end(body);
    }
  });
}

test(
  "every body over 1 MiB answers 413, whatever the route, the method and the way it is sent (a method no route answers, 405)",
  ONCE,
  async ({ clientIp }) => {
    const oversized = Buffer.from(`message=${"a".repeat(LIMIT)}`);
    for (const path of [
      "/counselors",
      "/questionnaire",
      "/login",
      "/api/consultation-requests",
      "/api/logout",
      "/destinations",
      "/no-such-page",
      "/favicon.ico",
    ]) {
      for (const method of ["POST", "PATCH", "DELETE"]) {
        for (const chunked of [false, true]) {
          expect(await send(path, method, oversized, { chunked }, clientIp), `${method} ${path} chunked=${chunked}`).toBe(413);
        }
      }
      // No route answers PUT: it is refused before its body is read (server/edge.ts).
      expect(await send(path, "PUT", oversized, { chunked: true }, clientIp), `PUT ${path}`).toBe(405);
    }
  },
);

test("a body just under the limit is read, and answered by the route rather than refused", ONCE, async ({ clientIp }) => {
  const justUnder = Buffer.from(`step=1&intent=next&filler=${"a".repeat(LIMIT - 100)}`);
  expect(justUnder.length).toBeLessThan(LIMIT);
  for (let attempt = 0; attempt < 4; attempt++) {
    expect(await send("/questionnaire", "POST", justUnder, { chunked: attempt % 2 === 1 }, clientIp)).toBe(400);
  }
});
