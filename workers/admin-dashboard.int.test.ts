import { afterAll, beforeAll, expect, it } from "vitest";
import { seedArticles, seedScholarships } from "../infra/seed/index.ts";
import { adminCatalogCounts, catalogProjection } from "../modules/catalog/index.ts";
import { articlesProjection, listAdminArticles, syncArticle } from "../modules/content/index.ts";
import { catchUp, closeProjectionsQueue } from "../modules/eventstore/index.ts";
import { adminActiveScholarships, adminScholarshipCount, scholarshipsProjection, syncScholarship } from "../modules/funding/index.ts";
import { closeDatabase, closeRedis } from "../modules/platform/index.ts";

/* The admin dashboard's reads: counts include drafts and inactive entries; the lists are the newest articles and the active scholarships. */

const by = { actor: "system", requestId: "admin-dashboard-test" };
const articles = seedArticles.slice(0, 7);

beforeAll(async () => {
  for (const article of articles) await syncArticle(article, by);
  // The first one is taken back to draft, then revised last: the newest by update date, and a draft.
  await syncArticle({ ...articles[0]!, publishedAt: null }, by);
  await syncArticle({ ...articles[0]!, publishedAt: null, content: { ...articles[0]!.content, title: `${articles[0]!.content.title} (revised)` } }, by);
  const [active, inactive] = seedScholarships;
  await syncScholarship({ ...active!, isActive: true }, by);
  await syncScholarship({ ...inactive!, isActive: false }, by);
  for (const projection of [articlesProjection, scholarshipsProjection, catalogProjection]) await catchUp(projection);
});

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

it("counts every article, drafts included, and lists the 5 newest by update date", async () => {
  const { articles: recent, total } = await listAdminArticles({ pageSize: 5 });
  expect(total).toBe(7);
  expect(recent).toHaveLength(5);
  expect(recent[0]).toMatchObject({ id: articles[0]!.articleId, title: `${articles[0]!.content.title} (revised)`, isPublished: false });
  const times = recent.map((article) => article.updatedAt.getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

it("counts every scholarship, active or not, and lists only the active ones", async () => {
  expect(await adminScholarshipCount()).toBe(2);
  const active = await adminActiveScholarships(5);
  expect(active.map((scholarship) => scholarship.id)).toEqual([seedScholarships[0]!.id]);
});

it("counts destinations and pathways from the catalogue (none synced here)", async () => {
  expect(await adminCatalogCounts()).toEqual({ destinations: 0, pathways: 0 });
});
