import { z } from "zod";

const text = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).nullable();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const url = z.url({ protocol: /^https?$/ }).nullable();

export const categorySchema = z.object({ id: text, name: text, slug, description: optionalText });

export const destinationFactsSchema = z.object({
  currency: text,
  languages: z.array(text),
  studentVisa: optionalText,
  workRights: optionalText,
  academicYear: optionalText,
  bestTimeToApply: optionalText,
  tuitionInternationalUndergrad: optionalText,
  tuitionInternationalPostgrad: optionalText,
  livingCostsMonthly: optionalText,
  officialStudyInfoUrl: url,
});

export const destinationSchema = z.object({
  id: text,
  name: text,
  slug,
  description: text,
  imageUrl: url,
  isPopular: z.boolean(),
  isCaribbean: z.boolean(),
  content: text,
  facts: destinationFactsSchema,
});

export const pathwaySchema = z.object({
  id: text,
  name: text,
  slug,
  description: text,
  iconClass: text,
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  content: text,
  whatYouStudy: z.array(text),
  skills: z.array(text),
  careers: z.array(z.object({ title: text, outlook: text })),
  typicalDuration: text,
  relatedSlugs: z.array(slug),
});

export const schoolSchema = z.object({
  id: text,
  name: text,
  slug,
  destinationId: text,
  type: z.enum(["university", "college"]),
  description: text,
  imageUrl: url,
  logoUrl: url,
  website: url,
  location: optionalText,
  established: z.number().int().min(800).max(2100).nullable(),
  programs: z.array(text),
  ranking: optionalText,
  accreditation: optionalText,
  applicationDeadline: optionalText,
  admissionRequirements: optionalText,
  englishRequirements: optionalText,
  acceptanceRate: optionalText,
  tuitionRange: optionalText,
  applicationFee: optionalText,
  livingCosts: optionalText,
  studentPopulation: optionalText,
  internationalStudents: optionalText,
  campusSize: optionalText,
  accommodation: optionalText,
  highlights: z.array(text),
  notableAlumni: z.array(text),
  researchAreas: z.array(text),
  contactEmail: z.email().nullable(),
  contactPhone: optionalText,
  applicationUrl: url,
  pathwaySlugs: z.array(slug),
  caribbeanApplicants: z.object({ text, sourceUrl: z.url({ protocol: /^https?$/ }) }).nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
});

export type Category = z.infer<typeof categorySchema>;
export type Destination = z.infer<typeof destinationSchema>;
export type Pathway = z.infer<typeof pathwaySchema>;
export type School = z.infer<typeof schoolSchema>;
