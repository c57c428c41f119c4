import { describe, expect, it } from "vitest";
import { versionToSave } from "./editor-parts.tsx";

describe("the version an edit is saved from", () => {
  it("given a form just opened, then the version it opened with", () => {
    expect(versionToSave(4, { title: "Chevening" }, undefined)).toBe(4);
    expect(versionToSave(null, undefined, null)).toBeNull();
  });

  it("given a refused save (the page data reloaded at version 6), then the version this editor posted, not the newer one", () => {
    expect(versionToSave(6, { title: "", expectedVersion: "4" }, undefined)).toBe(4);
  });

  it("given a conflict, then the other editor's version: saving again overwrites it deliberately", () => {
    expect(versionToSave(6, { expectedVersion: "4" }, { currentVersion: 6 })).toBe(6);
  });

  it("given a posted version that is not one, then the version the form opened with", () => {
    expect(versionToSave(6, { expectedVersion: "x" }, undefined)).toBe(6);
  });
});
