import { describe, expect, it } from "vitest";
import { featuredFirst } from "./reading-list.ts";

const featured = (title: string) => ({ title, isFeatured: true });
const plain = (title: string) => ({ title, isFeatured: false });

describe("a must-read list: featured first, then the newest (application guide)", () => {
  it.each([
    { given: "featured ones among newer plain ones", articles: [plain("A"), featured("B"), plain("C"), featured("D")], limit: 3, then: ["B", "D", "A"] },
    { given: "more featured ones than fit", articles: [featured("A"), plain("B"), featured("C"), featured("D")], limit: 2, then: ["A", "C"] },
    { given: "no featured ones", articles: [plain("A"), plain("B"), plain("C"), plain("D")], limit: 3, then: ["A", "B", "C"] },
    { given: "fewer articles than the limit", articles: [plain("A"), featured("B")], limit: 3, then: ["B", "A"] },
    { given: "none", articles: [], limit: 3, then: [] },
  ])("given $given, lists $then", ({ articles, limit, then }) => {
    expect(featuredFirst(articles, limit).map((article) => article.title)).toEqual(then);
  });
});
