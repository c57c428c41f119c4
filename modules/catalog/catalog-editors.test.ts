import { describe, expect, it } from "vitest";
import { destinations } from "../../infra/seed/catalog/destinations.ts";
import { pathways } from "../../infra/seed/catalog/pathways.ts";
import {
  applyDestinationEdit,
  DESTINATION_FIELD_MESSAGES,
  destinationFormSchema,
  destinationFormValues,
  NEW_DESTINATION_FORM_VALUES,
  newDestinationFormSchema,
} from "./destination-editor.ts";
import { applyPathwayEdit, NEW_PATHWAY_FORM_VALUES, PATHWAY_FIELD_MESSAGES, pathwayFormSchema, pathwayFormValues, parseCareerLine } from "./pathway-editor.ts";
import { SCHOOL_FIELD_MESSAGES } from "./school-editor.ts";
import { destinationSchema, pathwaySchema } from "./schemas.ts";

const today = "2026-11-28";
const seededDestination = (id: string) => destinationSchema.parse(destinations.find((destination) => destination.id === id));
const seededPathway = (id: string) => pathwaySchema.parse(pathways.find((pathway) => pathway.id === id));

/** The errors a posted form gets, by field path. */
function errorsOf(schema: typeof destinationFormSchema | typeof newDestinationFormSchema | typeof pathwayFormSchema, posted: unknown): Record<string, string> {
  const result = schema.safeParse(posted);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the destination form", () => {
  it("given a seeded destination's form values, when posted unchanged, then it reads back as the same destination", () => {
    for (const id of ["dest_uk", "dest_bahamas"]) {
      const destination = seededDestination(id);
      const edit = destinationFormSchema.parse(destinationFormValues(destination));
      expect(applyDestinationEdit(edit, { id, slug: destination.slug }, today)).toEqual({ destination });
    }
  });

  it("says each bad field on its path: an empty currency, a web address that is not one", () => {
    const values = destinationFormValues(seededDestination("dest_ireland"));
    expect(errorsOf(destinationFormSchema, { ...values, currency: "", officialStudyInfoUrl: "not an address" })).toEqual({
      currency: DESTINATION_FIELD_MESSAGES.currency,
      officialStudyInfoUrl: DESTINATION_FIELD_MESSAGES.address,
    });
  });

  it("given the new form left empty, then the required fields are asked for and an empty slug is left to the name; a slug that is not one is refused", () => {
    expect(errorsOf(newDestinationFormSchema, NEW_DESTINATION_FORM_VALUES)).toEqual({
      name: DESTINATION_FIELD_MESSAGES.name,
      description: DESTINATION_FIELD_MESSAGES.description,
      content: DESTINATION_FIELD_MESSAGES.content,
      currency: DESTINATION_FIELD_MESSAGES.currency,
    });
    const values = { ...destinationFormValues(seededDestination("dest_ireland")), slug: " " };
    expect(newDestinationFormSchema.parse(values).slug).toBeUndefined();
    expect(newDestinationFormSchema.parse({ ...values, slug: " new-zealand " }).slug).toBe("new-zealand");
    expect(errorsOf(newDestinationFormSchema, { ...values, slug: "New Zealand" })).toEqual({ slug: DESTINATION_FIELD_MESSAGES.slug });
  });

  it("given a textarea handed in as a one-item array and an empty one as undefined, then languages read one per line", () => {
    const values = destinationFormValues(seededDestination("dest_ireland"));
    expect(destinationFormSchema.parse({ ...values, languages: ["English\n\n Irish "] }).languages).toEqual(["English", "Irish"]);
    expect(destinationFormSchema.parse({ ...values, languages: undefined }).languages).toEqual([]);
  });

  it("given a shared school fact with no source and no quick fact chosen, then each problem is said on its field under the fact", () => {
    const values = destinationFormValues(seededDestination("dest_ireland"));
    const statement = {
      text: "Apply through the CAO.",
      cycle: "2027 entry",
      sourceUrl: "",
      confidence: "official",
      verifiedOn: "",
      olderPage: "",
      amounts: "",
      dates: "",
    };
    const edit = destinationFormSchema.parse({ ...values, schoolFacts: [{ key: "", appliesTo: "Every Irish university", statements: [statement] }] });
    expect(applyDestinationEdit(edit, { id: "dest_ireland", slug: "ireland" }, today)).toEqual({
      problems: {
        "schoolFacts[0].key": DESTINATION_FIELD_MESSAGES.schoolFactKey,
        "schoolFacts[0].statements[0].sourceUrl": SCHOOL_FIELD_MESSAGES.statementSource,
      },
    });
  });

  it("given a shared fact named but with no statement, then it asks for one on the first statement", () => {
    const values = destinationFormValues(seededDestination("dest_ireland"));
    const edit = destinationFormSchema.parse({ ...values, schoolFacts: [{ key: "tuition", appliesTo: "Every Irish university", statements: [] }] });
    expect(applyDestinationEdit(edit, { id: "dest_ireland", slug: "ireland" }, today)).toEqual({
      problems: { "schoolFacts[0].statements[0].text": DESTINATION_FIELD_MESSAGES.statementsNeeded },
    });
  });

  it("given a new shared fact with its statement, then it is kept, dated today", () => {
    const values = destinationFormValues(seededDestination("dest_ireland"));
    const statement = {
      text: "Apply through the CAO.",
      cycle: "2027 entry",
      sourceUrl: "https://www.cao.ie",
      confidence: "official",
      verifiedOn: "",
      olderPage: "",
      amounts: "",
      dates: "",
    };
    const edit = destinationFormSchema.parse({
      ...values,
      schoolFacts: [{ key: "applicationDeadline", appliesTo: "Every Irish university", statements: [statement] }],
    });
    const applied = applyDestinationEdit(edit, { id: "dest_ireland", slug: "ireland" }, today);
    expect("destination" in applied && applied.destination.facts.schoolFacts).toEqual([
      {
        key: "applicationDeadline",
        appliesTo: "Every Irish university",
        statements: [
          {
            text: "Apply through the CAO.",
            cycle: "2027 entry",
            olderPage: false,
            amounts: [],
            dates: [],
            sourceUrl: "https://www.cao.ie",
            confidence: "official",
            verifiedOn: today,
          },
        ],
      },
    ]);
  });
});

describe("the pathway form", () => {
  it("given a seeded pathway's form values, when posted unchanged, then it reads back as the same pathway", () => {
    for (const id of ["pathway_medicine", "pathway_nursing"]) {
      const pathway = seededPathway(id);
      expect(applyPathwayEdit(pathwayFormSchema.parse(pathwayFormValues(pathway)), { id, slug: pathway.slug })).toEqual(pathway);
    }
  });

  it("reads a career line at its first colon, and refuses one without a title or an outlook", () => {
    expect(parseCareerLine("Registered nurse: Needed: everywhere")).toEqual({ title: "Registered nurse", outlook: "Needed: everywhere" });
    for (const line of ["Registered nurse", ": no title", "No outlook:"]) expect(parseCareerLine(line)).toBeNull();
  });

  it("says a careers line that does not parse on the careers field, with its line number, and each other bad field on its own", () => {
    const posted = {
      ...NEW_PATHWAY_FORM_VALUES,
      name: "",
      description: "Nurses care.",
      content: "Guide",
      typicalDuration: "3-4 years",
      color: "blue",
      iconClass: "rocket",
    };
    expect(errorsOf(pathwayFormSchema, { ...posted, careers: "Registered nurse: Needed in hospitals.\nMidwife" })).toEqual({
      name: PATHWAY_FIELD_MESSAGES.name,
      color: PATHWAY_FIELD_MESSAGES.color,
      iconClass: PATHWAY_FIELD_MESSAGES.iconClass,
      careers: PATHWAY_FIELD_MESSAGES.careerLine(2),
    });
  });

  it("given careers typed as a one-item array, then each line is a career; the colour is kept lower case", () => {
    const edit = pathwayFormSchema.parse({
      ...NEW_PATHWAY_FORM_VALUES,
      name: "Nursing",
      description: "Nurses care.",
      content: "Guide",
      typicalDuration: "3-4 years",
      color: "#0F766E",
      careers: ["Registered nurse: Needed in hospitals.\r\n\r\nMidwife: After further training."],
      relatedSlugs: "medicine",
    });
    expect(applyPathwayEdit(edit, { id: "p", slug: "nursing" })).toMatchObject({
      color: "#0f766e",
      careers: [
        { title: "Registered nurse", outlook: "Needed in hospitals." },
        { title: "Midwife", outlook: "After further training." },
      ],
      relatedSlugs: ["medicine"],
    });
  });
});
