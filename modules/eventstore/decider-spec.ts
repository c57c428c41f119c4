import { expect } from "vitest";
import { foldState, type Decider } from "./command-handler.ts";
import type { NewEvent } from "./event-definition.ts";

type ErrorClass = new (...args: never[]) => Error;

/**
 * Given/when/then for a pure decider, no database needed:
 *
 *   deciderSpec(articleDecider).given([ArticleDrafted.create(...)]).when(desired).then([ArticleRevised.create(...)]);
 *   deciderSpec(emailClaimDecider).given([EmailAddressClaimed.create(...)]).when(registration).then(EmailAlreadyRegisteredError);
 *
 * `then` takes the events the decision must produce (`[]`: nothing to do), or
 * the refusal: an error class, or an error instance compared field by field.
 */
export function deciderSpec<Command, State>(decider: Decider<Command, State>) {
  return {
    given(history: readonly NewEvent[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, foldState(decider, history));
          return {
            then(expected: readonly NewEvent[] | ErrorClass | Error): void {
              if (Array.isArray(expected)) {
                expect(decide()).toEqual(expected);
              } else if (expected instanceof Error) {
                expect(decide).toThrow(expected.constructor as ErrorClass);
                expect(thrownBy(decide)).toEqual(expected);
              } else {
                expect(decide).toThrow(expected as ErrorClass);
              }
            },
          };
        },
      };
    },
  };
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
