import type { StudentProfileFields } from "./events.ts";

export type CompletenessInput = Pick<
  StudentProfileFields,
  "firstName" | "lastName" | "educationLevel" | "targetStartMonth" | "localCurrency" | "citizenship"
> & {
  careerInterests: readonly string[] | null;
  preferredDestinations: readonly string[] | null;
};

/**
 * How complete a student's profile is, from 0 to 1: the share of its seven
 * parts the student has filled in, each weighing the same.
 *
 * | part | counts when |
 * | --- | --- |
 * | name | first and last name both given |
 * | education level | chosen |
 * | career interests | at least one pathway ticked |
 * | preferred destinations | at least one destination ticked |
 * | target start | month and year chosen |
 * | local currency | chosen (USD counts) |
 * | citizenship | chosen ("Another country" counts) |
 *
 * Of the facts for scholarship matching (issue 26) only citizenship counts:
 * nearly every award asks it of everyone, while a year of birth, work
 * experience or CXC results matter to some awards only, and a student with
 * no CXC results has nothing missing.
 *
 * A verified email is not part of it: that is the account's state, asked for
 * on the dashboard separately. The dashboard's readiness score uses this.
 */
export function profileCompleteness(profile: CompletenessInput): number {
  const filled = (text: string | null) => text !== null && text.trim() !== "";
  const parts = [
    filled(profile.firstName) && filled(profile.lastName),
    profile.educationLevel !== null,
    (profile.careerInterests?.length ?? 0) > 0,
    (profile.preferredDestinations?.length ?? 0) > 0,
    profile.targetStartMonth !== null,
    profile.localCurrency !== null,
    profile.citizenship !== null,
  ];
  return parts.filter(Boolean).length / parts.length;
}
