import { z } from "zod";

/*
 * The editors' form fields as schemas, shared by every admin form and its
 * JSON API: a browser posts text ("" for an empty field, "on" for a ticked
 * box, nothing for an unticked one), an API client JSON; both read the same.
 */

/** Empty text (a blank form field, a JSON null or "") reads as "not given". */
export const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

export const tooLongMessage = (max: number) => `Keep this under ${max} characters.`;

/** Text the editor must give; `message` says what to enter. */
export const requiredText = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max)));

/** Text the editor may leave empty: null then. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, tooLongMessage(max)).optional()).transform((value) => value ?? null);

/** A web address the editor may leave empty (null then); https only unless `protocol` allows more. */
export const optionalWebAddress = (message: string, protocol: RegExp = /^https$/) =>
  z.preprocess(blankToUndefined, z.url({ protocol, error: message }).max(2_000, message).optional()).transform((value) => value ?? null);

/** A day as YYYY-MM-DD the editor may leave empty: null then. */
export const optionalDay = (message: string) => z.preprocess(blankToUndefined, z.iso.date({ error: message }).optional()).transform((value) => value ?? null);

/** A checkbox sends "on" when ticked and nothing when not (a form's own values say ""); JSON sends a boolean. */
export const checkbox = (whenAbsent: boolean) =>
  z
    .preprocess((value) => (value === "on" || value === "true" ? true : value === "false" ? false : blankToUndefined(value)), z.boolean().optional())
    .transform((value) => value ?? whenAbsent);

/**
 * A list typed one item per line (a JSON array is taken item by item): blank
 * lines dropped, each line trimmed. A form library may hand the text in as a
 * one-item array, an empty field as undefined, and reads "" as absent, so
 * blanks are dropped before the items are checked.
 */
export const linesList = (maxItems: number, maxLength: number) =>
  z
    .preprocess(
      (value) =>
        (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
          typeof item === "string"
            ? item
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter((line) => line !== "")
            : item === undefined || item === null
              ? []
              : [item],
        ),
      z.array(z.string().max(maxLength, tooLongMessage(maxLength))),
    )
    .refine((lines) => lines.length <= maxItems, `Keep this to ${maxItems} lines or fewer.`);
