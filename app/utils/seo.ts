import type { MetaDescriptor } from "@remix-run/node";

interface RootData {
  origin?: string;
}

/**
 * Title, description, canonical URL and Open Graph tags for a page. The origin
 * comes from the root loader (PUBLIC_URL, else the request's origin).
 */
export function seoMeta({
  title,
  description,
  path,
  matches,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  type?: "website" | "article";
}): MetaDescriptor[] {
  const origin = (matches.find((match) => match?.id === "root")?.data as RootData | undefined)?.origin ?? "";
  const url = `${origin}${path}`;
  const fullTitle = title === "Study Compass" ? title : `${title} | Study Compass`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: "Study Compass" },
    { name: "twitter:card", content: "summary" },
  ];
}
