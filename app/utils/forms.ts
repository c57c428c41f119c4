// eslint-disable-next-line no-restricted-imports -- the one place conform's parser is wrapped.
import { parseWithZod as parseWithConform } from "@conform-to/zod/v4";

/*
 * The one way a form's submission is parsed, on the server and in the
 * browser: conform's parseWithZod, fed only field names a form of ours could
 * send. conform turns each name ("schoolFacts[0].statements[1].text") into
 * nested objects and walks them recursively, so one name thousands of
 * segments deep exhausted the stack and answered 500 (found by the fuzz walk).
 */

/** The deepest field name our forms use has 5 segments (`quickFacts.tuition.statements[0].amounts`); the rest is room. */
export const MAX_FIELD_NAME_SEGMENTS = 12;
const MAX_FIELD_NAME_LENGTH = 200;

function isPlausibleFieldName(name: string): boolean {
  if (name.length > MAX_FIELD_NAME_LENGTH) return false;
  let segments = 1;
  for (const character of name) if (character === "." || character === "[") segments += 1;
  return segments <= MAX_FIELD_NAME_SEGMENTS;
}

/** FormData or URLSearchParams without the fields no form of ours has: the same object when every name is plausible. */
export function withPlausibleFieldNames<Payload extends FormData | URLSearchParams>(payload: Payload): Payload {
  const names = new Set(payload.keys());
  if ([...names].every(isPlausibleFieldName)) return payload;
  const kept = (payload instanceof FormData ? new FormData() : new URLSearchParams()) as Payload;
  for (const [name, value] of payload.entries()) if (isPlausibleFieldName(name)) kept.append(name, value as string);
  return kept;
}

/** conform's `parseWithZod`, over the plausible field names only. */
export const parseWithZod: typeof parseWithConform = ((payload: FormData | URLSearchParams, options: Parameters<typeof parseWithConform>[1]) =>
  parseWithConform(withPlausibleFieldNames(payload), options)) as typeof parseWithConform;
