import { describe, expect, it } from "vitest";
import { guidanceOffers, guidanceServiceById, guidanceServicePreset, PACKAGES, SINGLE_SESSIONS } from "./guidance-services.ts";

describe("the guidance services", () => {
  it.each([
    { id: "document-review", price: 75, unit: "60 minutes" },
    { id: "strategic-planning", price: 100, unit: "60 minutes" },
    { id: "gold", price: 249, unit: "3 sessions" },
    { id: "platinum", price: 499, unit: "12-month access" },
  ])("given the $id service, it costs $$price USD for $unit", ({ id, price, unit }) => {
    expect(guidanceServiceById(id)).toMatchObject({ id, price, unit });
  });

  it.each([
    { given: "an unknown id", id: "diamond" },
    { given: "no id", id: null },
  ])("given $given, there is no service", ({ id }) => {
    expect(guidanceServiceById(id)).toBeNull();
  });

  it("lists single sessions, then packages, each with its request preset", () => {
    const { singleSessions, packages } = guidanceOffers();
    expect(singleSessions.map((service) => service.id)).toEqual(SINGLE_SESSIONS.map((service) => service.id));
    expect(packages.map((service) => service.id)).toEqual(PACKAGES.map((service) => service.id));
    expect(packages[0]?.preset).toEqual(guidanceServicePreset(PACKAGES[0]!));
  });

  it("prefills a request with the service's name, price and length", () => {
    expect(guidanceServicePreset(SINGLE_SESSIONS[0]!)).toEqual({
      id: "document-review",
      name: "Application Document Review ($75)",
      message: "I would like to book the Application Document Review ($75, 60 minutes).",
    });
  });
});
