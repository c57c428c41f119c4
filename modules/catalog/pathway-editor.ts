import { z } from "zod";
import { linesList, requiredText } from "../platform/index.ts";
import type { Pathway } from "./schemas.ts";

/*
 * The admin's pathway form: every field of a pathway, lists one item per
 * line, careers as "Title: outlook" lines. Pure: the command hands in the
 * pathway's id and slug (from its name on create, never changed after).
 */

/** The icons the site's pathway pages draw (app/components/icons.tsx); any other name would show the default. */
export const PATHWAY_ICON_CLASSES = [
  "stethoscope",
  "heart-pulse",
  "cog",
  "laptop",
  "briefcase",
  "scale",
  "palette",
  "brain",
  "book",
  "megaphone",
  "sprout",
  "hotel",
  "hands",
  "trophy",
  "plane",
  "chef",
  "shirt",
] as const;

export const PATHWAY_FIELD_MESSAGES = {
  name: "Enter the pathway's name.",
  description: "Enter a short description of the pathway.",
  iconClass: "Choose an icon from the list.",
  color: 'Enter a colour as # and six hex digits, for example "#1d4ed8".',
  content: "Write the pathway's guide (markdown).",
  typicalDuration: 'Say how long study usually takes, for example "3-4 years for a bachelor\'s degree".',
  relatedSlugs: "Choose related pathways from the list.",
  careerLine: (line: number) =>
    `Line ${line}: write a career as "Title: outlook", for example "Registered nurse: Needed in hospitals and clinics across the region."`,
  relatedSelf: "A pathway cannot be related to itself.",
} as const;

/** "Title: outlook", split at the first colon; null when either half is empty. */
export function parseCareerLine(line: string): Pathway["careers"][number] | null {
  const colon = line.indexOf(":");
  if (colon < 0) return null;
  const title = line.slice(0, colon).trim();
  const outlook = line.slice(colon + 1).trim();
  return title && outlook ? { title, outlook } : null;
}

export const careerLine = (career: Pathway["careers"][number]) => `${career.title}: ${career.outlook}`;

export const pathwayFormSchema = z.object({
  name: requiredText(PATHWAY_FIELD_MESSAGES.name, 200),
  description: requiredText(PATHWAY_FIELD_MESSAGES.description, 2_000),
  iconClass: z.enum(PATHWAY_ICON_CLASSES, { error: PATHWAY_FIELD_MESSAGES.iconClass }),
  color: requiredText(PATHWAY_FIELD_MESSAGES.color, 7).pipe(z.string().regex(/^#[0-9a-f]{6}$/i, PATHWAY_FIELD_MESSAGES.color)),
  content: requiredText(PATHWAY_FIELD_MESSAGES.content, 50_000),
  whatYouStudy: linesList(30, 300),
  skills: linesList(30, 200),
  careers: linesList(30, 600).superRefine((lines, context) => {
    const bad = lines.findIndex((line) => parseCareerLine(line) === null);
    if (bad >= 0) context.addIssue({ code: "custom", message: PATHWAY_FIELD_MESSAGES.careerLine(bad + 1) });
  }),
  typicalDuration: requiredText(PATHWAY_FIELD_MESSAGES.typicalDuration, 500),
  /** Checked against the catalogue by the command. */
  relatedSlugs: z
    .preprocess(
      (value) => (value === undefined || value === null || value === "" ? [] : typeof value === "string" ? [value] : value),
      z.array(z.string().max(200)).max(20),
    )
    .refine((slugs) => slugs.every((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)), PATHWAY_FIELD_MESSAGES.relatedSlugs),
  expectedVersion: z.coerce.number().int().min(0).optional(),
});

export type PathwayEdit = Omit<z.output<typeof pathwayFormSchema>, "expectedVersion">;

/** The edit as the pathway's whole content (the schema has checked every career line). */
export function applyPathwayEdit(edit: PathwayEdit, identity: { id: string; slug: string }): Pathway {
  return {
    ...identity,
    name: edit.name,
    description: edit.description,
    iconClass: edit.iconClass,
    color: edit.color.toLowerCase(),
    content: edit.content,
    whatYouStudy: edit.whatYouStudy,
    skills: edit.skills,
    careers: edit.careers.flatMap((line) => parseCareerLine(line) ?? []),
    typicalDuration: edit.typicalDuration,
    relatedSlugs: [...new Set(edit.relatedSlugs)],
  };
}

/** A pathway as the form shows it. */
export function pathwayFormValues(pathway: Pathway) {
  return {
    name: pathway.name,
    description: pathway.description,
    iconClass: pathway.iconClass,
    color: pathway.color,
    content: pathway.content,
    whatYouStudy: pathway.whatYouStudy.join("\n"),
    skills: pathway.skills.join("\n"),
    careers: pathway.careers.map(careerLine).join("\n"),
    typicalDuration: pathway.typicalDuration,
    relatedSlugs: pathway.relatedSlugs,
  };
}

export type PathwayFormValues = ReturnType<typeof pathwayFormValues>;

export const NEW_PATHWAY_FORM_VALUES: PathwayFormValues = {
  name: "",
  description: "",
  iconClass: "book",
  color: "#1d4ed8",
  content: "",
  whatYouStudy: "",
  skills: "",
  careers: "",
  typicalDuration: "",
  relatedSlugs: [],
};
