import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders markdown with heading ids and collects the headings", async () => {
    const { html, headings } = await renderMarkdown("## How CAPE is read\n\nUnits count like **A-levels**.\n\n### Grade I & II\n\n- one\n- two");
    expect(html).toContain('<h2 id="how-cape-is-read">How CAPE is read</h2>');
    expect(html).toContain("<strong>A-levels</strong>");
    expect(html).toContain("<li>one</li>");
    expect(headings).toEqual([
      { depth: 2, id: "how-cape-is-read", text: "How CAPE is read" },
      { depth: 3, id: "grade-i--ii", text: "Grade I & II" },
    ]);
  });

  it("demotes a top-level heading, so the page keeps its single h1", async () => {
    const { html, headings } = await renderMarkdown("# Title in content\n\nText.");
    expect(html).toContain('<h2 id="title-in-content">Title in content</h2>');
    expect(html).not.toContain("<h1");
    expect(headings).toEqual([{ depth: 2, id: "title-in-content", text: "Title in content" }]);
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"></svg>',
  ])("never lets %s through", async (payload) => {
    const { html } = await renderMarkdown(`Hello\n\n${payload}\n`);
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
  });
});
