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

  // Recorded from the @mdx-js/mdx pipeline this one replaced: stored HTML must not change with the renderer.
  it("renders exactly the HTML the earlier MDX pipeline stored", async () => {
    const source = [
      "# Studying in Barbados",
      'Cave Hill\'s **campus**, _the sea_ & `code`; see [UWI](https://www.uwi.edu/ "UWI") or ![a map](https://example.org/map.png).',
      '## Fees & "funding"',
      "- tuition\n- housing\n  - on campus",
      "> Apply early.\nReally.",
      "```\nif (a < b && c > d) {}\n```",
      '### Fees & "funding"',
      "Line one  \nline two, [bad](javascript:alert(1)) &copy;",
      "<div>raw HTML is dropped</div>",
    ].join("\n\n");
    const { html, headings } = await renderMarkdown(source);
    expect(html).toBe(
      [
        '<h2 id="studying-in-barbados">Studying in Barbados</h2>',
        '<p>Cave Hill&#x27;s <strong>campus</strong>, <em>the sea</em> &amp; <code>code</code>; see <a href="https://www.uwi.edu/" title="UWI">UWI</a> or <img src="https://example.org/map.png" alt="a map"/>.</p>',
        '<h2 id="fees--funding">Fees &amp; &quot;funding&quot;</h2>',
        "<ul>\n<li>tuition</li>\n<li>housing\n<ul>\n<li>on campus</li>\n</ul>\n</li>\n</ul>",
        "<blockquote>\n<p>Apply early.\nReally.</p>\n</blockquote>",
        "<pre><code>if (a &lt; b &amp;&amp; c &gt; d) {}\n</code></pre>",
        '<h3 id="fees--funding-1">Fees &amp; &quot;funding&quot;</h3>',
        "<p>Line one<br/>\nline two, <a>bad</a> ©</p>",
      ].join("\n"),
    );
    expect(headings).toEqual([
      { depth: 2, id: "studying-in-barbados", text: "Studying in Barbados" },
      { depth: 2, id: "fees--funding", text: 'Fees & "funding"' },
      { depth: 3, id: "fees--funding-1", text: 'Fees & "funding"' },
    ]);
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
