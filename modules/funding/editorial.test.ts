import { describe, expect, it } from "vitest";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";
import { applyScholarshipEdit, deadlineBadge, SCHOLARSHIP_FIELD_MESSAGES, scholarshipApiSchema, scholarshipFormSchema } from "./editorial.ts";
import { slugify } from "../platform/index.ts";
import { scholarshipFormValues } from "./form-values.ts";
import { scholarshipSchema } from "./schemas.ts";

const TODAY = "2026-11-24";

describe("the admin list's deadline badge", () => {
  it.each([
    [null, "ongoing"],
    ["2026-11-23", "expired"],
    ["2020-01-01", "expired"],
    ["2026-11-24", "closing soon"],
    ["2026-12-01", "closing soon"],
    ["2026-12-24", "closing soon"],
    ["2026-12-25", "open"],
    ["2027-06-30", "open"],
  ] as const)("a deadline of %s reads %s", (deadline, badge) => {
    expect(deadlineBadge(deadline, TODAY)).toBe(badge);
  });
});

const valid = { title: "Island Futures Award", description: "For students from the region.", provider: "Study Compass test fund" };

describe("the scholarship form", () => {
  it("fills the spec's defaults: currency USD, empty optional fields null, unticked boxes false, any study level", () => {
    const parsed = scholarshipFormSchema.parse({
      ...valid,
      amount: "",
      deadline: "",
      applicationUrl: "",
      eligibilityCriteria: " ",
      destinationId: "",
      pathwayId: "",
    });
    expect(parsed).toEqual({
      ...valid,
      amount: null,
      currency: "USD",
      deadline: null,
      opensOn: null,
      deadlineCycle: null,
      deadlineSourceUrl: null,
      deadlineNote: null,
      noFixedWindow: false,
      applicationUrl: null,
      sourceUrl: null,
      eligibilityCriteria: null,
      destinationId: null,
      pathwayId: null,
      studyLevels: [],
      isFeatured: false,
      isActive: false,
    });
  });

  it("through the API, an absent isActive is true and isFeatured false", () => {
    const parsed = scholarshipApiSchema.parse({ ...valid, currency: "CAD" });
    expect(parsed).toMatchObject({ isActive: true, isFeatured: false, currency: "CAD" });
  });

  it.each([
    [{ title: "" }, "title", SCHOLARSHIP_FIELD_MESSAGES.title],
    [{ title: "   " }, "title", SCHOLARSHIP_FIELD_MESSAGES.title],
    [{ description: undefined }, "description", SCHOLARSHIP_FIELD_MESSAGES.description],
    [{ provider: null }, "provider", SCHOLARSHIP_FIELD_MESSAGES.provider],
    [{ currency: "JPY" }, "currency", SCHOLARSHIP_FIELD_MESSAGES.currency],
    [{ deadline: "next year" }, "deadline", SCHOLARSHIP_FIELD_MESSAGES.deadline],
    [{ deadline: "2026-02-30" }, "deadline", SCHOLARSHIP_FIELD_MESSAGES.deadline],
    [{ opensOn: "2027-09-01", deadline: "2027-08-01" }, "opensOn", SCHOLARSHIP_FIELD_MESSAGES.opensAfterDeadline],
    [{ noFixedWindow: "on", deadlineNote: " " }, "deadlineNote", SCHOLARSHIP_FIELD_MESSAGES.noFixedWindowNote],
    [{ applicationUrl: "javascript:alert(1)" }, "applicationUrl", SCHOLARSHIP_FIELD_MESSAGES.applicationUrl],
    [{ applicationUrl: "http://example.org/apply" }, "applicationUrl", SCHOLARSHIP_FIELD_MESSAGES.applicationUrl],
    [{ destinationId: "mars" }, "destinationId", SCHOLARSHIP_FIELD_MESSAGES.destinationId],
    [{ studyLevels: "doctorate" }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
    [{ studyLevels: ["undergraduate", "<b>"] }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
    [{ studyLevels: { postgraduate: true } }, "studyLevels", SCHOLARSHIP_FIELD_MESSAGES.studyLevels],
  ])("refuses %o with a message on %s", (change, field, message) => {
    const result = scholarshipFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((entry) => entry.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it.each([
    [undefined, []],
    ["postgraduate", ["postgraduate"]],
    [
      ["postgraduate", "undergraduate", "postgraduate"],
      ["undergraduate", "postgraduate"],
    ],
  ])("reads the study-level boxes %o as %o (none ticked: any level)", (studyLevels, expected) => {
    expect(scholarshipFormSchema.parse({ ...valid, studyLevels }).studyLevels).toEqual(expected);
  });

  it("keeps script and raw HTML as text (rendering escapes it)", () => {
    const parsed = scholarshipFormSchema.parse({ ...valid, title: "<script>alert(1)</script>" });
    expect(parsed.title).toBe("<script>alert(1)</script>");
  });
});

describe("applying an edit", () => {
  const seeded = scholarships.find((entry) => entry.slug === "chevening-scholarships")!;
  const edit = scholarshipFormSchema.parse(scholarshipFormValues(seeded));
  const identity = { id: "ignored", slug: "ignored" };

  it("given the award's own values, when saved, then only last verified changes, to the edit day", () => {
    const applied = applyScholarshipEdit(seeded, edit, identity, TODAY);
    expect(applied).toEqual(scholarshipSchema.parse({ ...seeded, lastVerifiedOn: TODAY }));
  });

  it("given new dates under a new cycle name, when saved, then the cycle shown until then becomes the newest earlier one", () => {
    const confirmed = { ...edit, deadlineCycle: "2031/32", opensOn: "2030-08-01", deadline: "2030-10-01", deadlineSourceUrl: "https://example.org/2031" };
    const applied = applyScholarshipEdit(seeded, confirmed, identity, TODAY);
    expect(applied).toMatchObject({ deadlineCycle: "2031/32", opensOn: "2030-08-01", deadline: "2030-10-01", id: seeded.id, slug: seeded.slug });
    expect(applied.earlierCycles).toEqual([
      { intake: seeded.deadlineCycle, opensOn: seeded.opensOn, closesOn: seeded.deadline, sourceUrl: seeded.deadlineSourceUrl },
      ...seeded.earlierCycles,
    ]);
    expect(scholarshipSchema.safeParse(applied).success).toBe(true);
  });

  it("given new dates under the same cycle name, when saved, then they correct that cycle and the earlier ones stay", () => {
    const applied = applyScholarshipEdit(seeded, { ...edit, deadline: "2025-10-09" }, identity, TODAY);
    expect(applied).toMatchObject({ deadline: "2025-10-09", deadlineCycle: seeded.deadlineCycle, earlierCycles: seeded.earlierCycles });
  });

  it("given a JSON edit that sends only the spec's deadline, when saved, then the cycle's name, opening, note and source are kept", () => {
    const api = scholarshipApiSchema.parse({
      title: seeded.title,
      description: seeded.description,
      provider: seeded.provider,
      deadline: seeded.deadline,
      currency: seeded.currency,
    });
    expect(applyScholarshipEdit(seeded, api, identity, TODAY)).toMatchObject({
      deadlineCycle: seeded.deadlineCycle,
      opensOn: seeded.opensOn,
      deadlineNote: seeded.deadlineNote,
      deadlineSourceUrl: seeded.deadlineSourceUrl,
      fixedWindow: seeded.fixedWindow,
      earlierCycles: seeded.earlierCycles,
    });
  });

  it("a new scholarship takes the given id and slug and passes the event schema", () => {
    const applied = applyScholarshipEdit(null, edit, { id: "scholarship_new", slug: "new-one" }, TODAY);
    expect(scholarshipSchema.parse(applied)).toMatchObject({ id: "scholarship_new", slug: "new-one", howToApply: null });
  });
});

describe("slugify (the slug rule shared with articles)", () => {
  it.each([
    ["Island Futures Award 2027!", "island-futures-award-2027"],
    ["  --Hello,   World--  ", "hello-world"],
    ["Bourse d'études Élan", "bourse-d-etudes-elan"],
    ["<script>", "script"],
    ["!!!", "scholarship"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title, "scholarship")).toBe(slug);
  });
});
