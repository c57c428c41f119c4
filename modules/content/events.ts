import { z } from "zod";
import { defineEvent } from "../eventstore/index.ts";
import { articleContentSchema } from "./schemas.ts";

const articleId = z.string().min(1);

export const ArticleDrafted = defineEvent("ArticleDrafted", articleContentSchema.extend({ articleId }));
export const ArticleRevised = defineEvent("ArticleRevised", articleContentSchema.extend({ articleId }));
/** `publishedAt` is the date readers see; usually the event's own time, earlier for imported articles. */
export const ArticlePublished = defineEvent("ArticlePublished", z.object({ articleId, publishedAt: z.iso.datetime({ offset: true }) }));
export const ArticleUnpublished = defineEvent("ArticleUnpublished", z.object({ articleId }));
export const ArticleDeleted = defineEvent("ArticleDeleted", z.object({ articleId }));

export const articleStream = (articleId: string) => `article-${articleId}`;
