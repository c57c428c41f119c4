import { describe, expect, it } from "vitest";
import { placesText } from "./event-card-data.ts";

describe("placesText", () => {
  it.each([
    [50, 0, "50 places"],
    [50, 38, "12 places left"],
    [50, 49, "1 place left"],
    [50, 50, "Full"],
    [50, 51, "Full"],
    [null, 7, null],
  ])("given a maximum of %j and %j registered, then the card says %j", (max, current, expected) => {
    expect(placesText(max, current)).toBe(expected);
  });
});
