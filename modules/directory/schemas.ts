import { z } from "zod";
import { INSTITUTION_CONTROLS, INSTITUTION_TYPES } from "./tables.ts";

const sourced = { year: z.string().min(1), source: z.string().min(1) };

export const moneyFigureSchema = z.object({ amount: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/), ...sourced });

export const directoryFiguresSchema = z.object({
  tuitionOutOfState: moneyFigureSchema.nullable(),
  tuitionInState: moneyFigureSchema.nullable(),
  roomBoardOnCampus: moneyFigureSchema.nullable(),
  booksSupplies: moneyFigureSchema.nullable(),
  admissionRate: z.object({ rate: z.number().min(0).max(1), ...sourced }).nullable(),
  undergraduates: z.object({ count: z.number().int().nonnegative(), ...sourced }).nullable(),
});

/** A data set that gives no figures. */
export const NO_FIGURES: DirectoryFigures = {
  tuitionOutOfState: null,
  tuitionInState: null,
  roomBoardOnCampus: null,
  booksSupplies: null,
  admissionRate: null,
  undergraduates: null,
};

export const directoryDatasetSchema = z.object({
  name: z.string().min(1),
  url: z.string().url(),
  version: z.string().min(1),
  licence: z.string().min(1),
});

/**
 * An institution of a destination as an open data set lists it (decision
 * 0046): its names and addresses, what the source says it is, the figures the
 * source gives (each with its year and source), where it comes from, and the
 * profiled school it is, if any. A Revised event replaces it whole.
 */
export const directoryEntrySchema = z.object({
  /** The data set and its record's key: `scorecard-166027` (US UNITID), `hipo-mcgill.ca` (Hipo's first domain). */
  id: z.string().regex(/^(scorecard|hipo)-[a-z0-9.-]+$/),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1).max(300),
  destinationId: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  country: z.string().min(1),
  region: z.string().min(1).nullable(),
  city: z.string().min(1).nullable(),
  website: z.string().url().nullable(),
  applicationUrl: z.string().url().nullable(),
  type: z.enum(INSTITUTION_TYPES).nullable(),
  control: z.enum(INSTITUTION_CONTROLS).nullable(),
  figures: directoryFiguresSchema,
  dataset: directoryDatasetSchema,
  profiledSchoolId: z.string().min(1).nullable(),
  isActive: z.boolean(),
});

export type DirectoryEntry = z.output<typeof directoryEntrySchema>;
export type DirectoryFigures = z.output<typeof directoryFiguresSchema>;
export type DirectoryDataset = z.output<typeof directoryDatasetSchema>;
export type MoneyFigure = z.output<typeof moneyFigureSchema>;
