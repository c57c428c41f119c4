import { describe, expect, it } from "vitest";
import { claimFor, universitiesClaim } from "./claims.ts";

const universities = { threshold: 500, figure: "500+", words: "universities listed" };

describe("a marketing figure", () => {
  it("given fewer records than the specification's figure, when shown, then it is the real count in its own words", () => {
    expect(claimFor(37, universities, "schools profiled")).toEqual({ figure: "37", words: "schools profiled" });
    expect(claimFor(1240, { threshold: 5000, figure: "5,000+", words: "x" }, "schools")).toEqual({ figure: "1,240", words: "schools" });
  });

  it("given the figure reached, when shown, then it is the specification's text exactly", () => {
    expect(claimFor(500, universities, "schools profiled")).toEqual({ figure: "500+", words: "universities listed" });
  });
});

describe("the home page's universities figure", () => {
  it("given profiled schools and directory entries below the figure, when shown, then it names both counts", () => {
    expect(universitiesClaim(37, 403)).toEqual({ figure: "37", words: "profiled schools and 403 more in our directory" });
    expect(universitiesClaim(37, 0)).toEqual({ figure: "37", words: "schools profiled" });
  });

  it("given the directory takes the count to the figure, when shown, then it is the specification's text exactly", () => {
    expect(universitiesClaim(37, 3000)).toEqual({ figure: "500+", words: "universities listed" });
    expect(universitiesClaim(37, 463)).toEqual({ figure: "500+", words: "universities listed" });
  });
});
