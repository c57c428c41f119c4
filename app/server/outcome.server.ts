import { z } from "zod";
import type { Outcome } from "~/components/outcome.tsx";

const version = z.coerce.number().int().min(1).nullable().catch(null);

/**
 * The outcome a Post/Redirect/Get redirect named in its target's query
 * (`?done=created`, `?restored=3`), as copy: only a name in `outcomes` counts
 * (or, for a function, a version number), so the query's own text is never
 * shown and an odd value shows nothing.
 */
export function outcomeFromQuery(request: Request, key: string, outcomes: Readonly<Record<string, Outcome>> | ((version: number) => Outcome)): Outcome | null {
  const value = new URL(request.url).searchParams.get(key);
  if (typeof outcomes === "function") {
    const named = version.parse(value);
    return named === null ? null : outcomes(named);
  }
  return value !== null && Object.hasOwn(outcomes, value) ? (outcomes[value] ?? null) : null;
}
