import { renderMarkdown } from "../modules/platform/index.ts";
import { expect, test } from "./fixtures.ts";

/** Known XSS payloads (OWASP cheat sheet and friends), as an editor might paste them into an article. */
const PAYLOADS = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"></svg>',
  '<iframe src="javascript:window.__xss = 1"></iframe>',
  '<body onload="window.__xss = 1">',
  '<a href="javascript:window.__xss = 1">click me</a>',
  "[click me](javascript:window.__xss=1)",
  "[click me](JaVaScRiPt:window.__xss=1)",
  "[click me](&#106;avascript:window.__xss=1)",
  "![x](javascript:window.__xss=1)",
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<details open ontoggle="window.__xss = 1">',
  '<input autofocus onfocus="window.__xss = 1">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  "`<script>window.__xss = 1</script>` in code is just text",
];

test("article content with hostile HTML never runs in Chromium", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "script execution is what is under test");
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  for (const payload of PAYLOADS) {
    const { html } = await renderMarkdown(`## Heading\n\nSome text.\n\n${payload}\n\nMore text.`);
    await page.setContent(`<!doctype html><html><body><article class="article-content">${html}</article></body></html>`);
    // Click everything clickable, as a curious reader would.
    for (const link of await page.locator("a, button").all()) await link.click({ timeout: 1_000 }).catch(() => undefined);
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `payload ran: ${payload}`).toBeUndefined();
    const markup = await page.locator("article").innerHTML();
    expect(markup, payload).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<form|<meta|\son[a-z]+=|javascript:|data:text\/html/i);
  }
  expect(dialogs).toEqual([]);
});
