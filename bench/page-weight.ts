import { chromium, type Response } from "@playwright/test";
import playwrightConfig from "../playwright.config.ts";
import { markdownTable, type RunOptions, type Section } from "./report.ts";

const TRANSFER_GOAL_KB = 150;
const JAVASCRIPT_GOAL_KB = 90;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * (e) The home page's weight as Chromium transfers it: every response of a
 * first visit (empty cache) until the network is idle, counted by its encoded
 * size (compressed body plus headers).
 */
export async function measurePageWeight(options: RunOptions & { siteUrl: string }): Promise<Section & { chromium: string }> {
  // The e2e suite's launch options: Debian's Chromium, no outside connections.
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const page = await browser.newPage();
    const responses: Response[] = [];
    page.on("response", (response) => void responses.push(response));
    await page.goto(options.siteUrl, { waitUntil: "networkidle" });
    const rows = await Promise.all(
      responses.map(async (response) => {
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        const javascript = /javascript/.test(headers["content-type"] ?? "");
        return {
          url: new URL(response.url()).pathname,
          javascript,
          encoding: headers["content-encoding"] ?? "none",
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        };
      }),
    );
    const transferred = rows.reduce((sum, row) => sum + row.transferred, 0);
    const javascript = rows.filter((row) => row.javascript).reduce((sum, row) => sum + row.body, 0);
    return {
      chromium: browser.version(),
      title: "(e) Home page weight in Chromium",
      method:
        "Playwright drives Debian's Chromium (the e2e suite's launch options) to `/` in a fresh context, JavaScript on, until the network is idle; each response counts its encoded body plus its headers (what Chromium transferred), JavaScript counts encoded bodies of `javascript` content types. 1 KB = 1,000 bytes.",
      figures: [
        { name: "home: transferred", value: kb(transferred), goal: `< ${TRANSFER_GOAL_KB} KB`, met: transferred < TRANSFER_GOAL_KB * 1000 },
        { name: "home: JavaScript (compressed)", value: kb(javascript), goal: `≤ ${JAVASCRIPT_GOAL_KB} KB`, met: javascript <= JAVASCRIPT_GOAL_KB * 1000 },
        { name: "home: requests", value: String(rows.length) },
      ],
      tables: [
        markdownTable(
          [...rows]
            .sort((a, b) => b.transferred - a.transferred)
            .map((row) => ({ response: `\`${row.url}\``, encoding: row.encoding, "body (encoded)": kb(row.body), transferred: kb(row.transferred) })),
        ),
      ],
    };
  } finally {
    await browser.close();
  }
}
