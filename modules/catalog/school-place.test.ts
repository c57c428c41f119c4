import { describe, expect, it } from "vitest";
import { schoolPlace } from "./school-place.ts";

describe("schoolPlace", () => {
  it.each([
    ["Kingston, Jamaica", "Jamaica", "Kingston, Jamaica"],
    ["Mona, Kingston, Jamaica", "Jamaica", "Mona, Kingston, Jamaica"],
    ["Toronto, Ontario", "Canada", "Toronto, Ontario, Canada"],
    ["Several campuses in Trinidad", "Trinidad and Tobago", "Several campuses in Trinidad, Trinidad and Tobago"],
    ["Five Islands, Antigua and Barbuda", "Antigua and Barbuda", "Five Islands, Antigua and Barbuda"],
    [null, "Barbados", "Barbados"],
    ["Nassau, New Providence", null, "Nassau, New Providence"],
    [null, null, ""],
  ])("given %j in %j, then the line reads %j, the country once", (location, country, expected) => {
    expect(schoolPlace(location, country)).toBe(expected);
  });
});
