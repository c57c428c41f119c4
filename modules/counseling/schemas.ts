import { z } from "zod";

const text = z.string().trim().min(1);

/** A counselor profile (the spec's field names), replaced whole on each revision. */
export const counselorSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/),
  name: text.max(120),
  title: text.max(200),
  bio: text.max(2_000),
  specializations: z.array(text.max(80)).min(1).max(12),
  experience: text.max(200),
  education: text.max(300),
  profileImageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  email: z.email().max(254),
  phone: text.max(40).nullable(),
  availableHours: text.max(200),
  languages: z.array(text.max(40)).min(1).default(["English"]),
  isActive: z.boolean().default(true),
  isFeatured: z.boolean(),
  consultationFee: text.max(120),
  /** Invented profiles used until real counselors join: the site labels them "Sample profile". */
  isSample: z.boolean(),
});

export type Counselor = z.output<typeof counselorSchema>;
export type CounselorInput = z.input<typeof counselorSchema>;

/** The two general choices every counselor's Area of Interest list ends with. */
export const GENERAL_AREAS = [
  { value: "general", label: "General guidance" },
  { value: "other", label: "Other" },
] as const;

/** The counselor's specializations, then general and other. */
export function areaOfInterestOptions(counselor: Pick<Counselor, "specializations">): { value: string; label: string }[] {
  return [...counselor.specializations.map((specialization) => ({ value: specialization, label: specialization })), ...GENERAL_AREAS];
}
