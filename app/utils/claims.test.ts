import { describe, expect, it } from "vitest";
import { claimFor } from "./claims.ts";

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
