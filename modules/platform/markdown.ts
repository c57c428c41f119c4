import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";

export interface RenderedMarkdown {
  html: string;
  /** The h2 and h3 headings, for a table of contents. */
  headings: { depth: 2 | 3; id: string; text: string }[];
}

// GitHub's sanitising rules, keeping the heading ids rehype-slug adds (the
// default schema would prefix them with "user-content-").
const schema = { ...defaultSchema, clobberPrefix: "", clobber: [] };

/**
 * Markdown to safe HTML, once, when content is projected, so no page view
 * compiles anything. Raw HTML in the source is not passed through, and the
 * sanitiser removes scripts, event handlers and `javascript:` URLs.
 */
export async function renderMarkdown(source: string): Promise<RenderedMarkdown> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    format: "md",
    rehypePlugins: [rehypeSlug, [rehypeSanitize, schema]],
  });
  // The page owns the only h1: a top-level heading in the content becomes an h2.
  const html = renderToStaticMarkup(createElement(Content)).replace(/<(\/?)h1(?=[\s>])/g, "<$1h2");
  return { html, headings: headingsOf(html) };
}

function headingsOf(html: string): RenderedMarkdown["headings"] {
  const headings: RenderedMarkdown["headings"] = [];
  for (const match of html.matchAll(/<h([23]) id="([^"]+)">(.*?)<\/h\1>/g)) {
    const text = match[3]!
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    headings.push({ depth: Number(match[1]) as 2 | 3, id: match[2]!, text });
  }
  return headings;
}
