import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

export interface RenderedMarkdown {
  html: string;
  /** The h2 and h3 headings, for a table of contents. */
  headings: { depth: 2 | 3; id: string; text: string }[];
}

// GitHub's sanitising rules, keeping the heading ids rehype-slug adds (the
// default schema would prefix them with "user-content-").
const schema = { ...defaultSchema, clobberPrefix: "", clobber: [] };

/**
 * The markdown half of what `@mdx-js/mdx` did with `format: "md"`, replaced to
 * make replays faster: the same parser, the same markdown-to-HTML tree (raw HTML kept as
 * raw nodes, which sanitising drops), the same plugins, and the tree handed to
 * React as elements rather than compiled to JavaScript and evaluated, which
 * took half the time. The HTML is the same, byte for byte (markdown.test.ts).
 */
const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeSlug).use(rehypeSanitize, schema).freeze();

/**
 * Markdown to safe HTML, once, when content is projected, so no page view
 * compiles anything. Raw HTML in the source is not passed through, and the
 * sanitiser removes scripts, event handlers and `javascript:` URLs.
 */
export async function renderMarkdown(source: string): Promise<RenderedMarkdown> {
  const tree = await processor.run(processor.parse(source));
  // As MDX did: whitespace around the content (left where raw HTML was dropped) is not rendered.
  const blank = (node: (typeof tree.children)[number] | undefined) => node?.type === "text" && /^[ \t\n\f\r]*$/.test(node.value);
  while (blank(tree.children[0])) tree.children.shift();
  while (blank(tree.children.at(-1))) tree.children.pop();
  // The page owns the only h1: a top-level heading in the content becomes an h2.
  const html = renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs })).replace(/<(\/?)h1(?=[\s>])/g, "<$1h2");
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
