import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-options.ts";

/*
 * Which new passwords we accept (decision 0027; ASVS 4.0.3 2.1.1,
 * 2.1.7). Server-side only: the list is 3.7 MB unpacked and never reaches the
 * browser bundle (forms validate on the server anyway).
 */

const WHAT_TO_DO = "Use a longer phrase of several unrelated words.";

export const PASSWORD_PROBLEMS = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters. ${WHAT_TO_DO}`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  email: `Don't use your email address in your password. ${WHAT_TO_DO}`,
  common: `This password is one of the most common ones (it appears in lists of leaked passwords). ${WHAT_TO_DO}`,
  guessable: `This password is too easy to guess (a repeated, sequential or keyboard pattern, or a common word). ${WHAT_TO_DO}`,
} as const;

let factory: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

/**
 * zxcvbn-ts with its common package only: its "passwords-common" list (the
 * most frequent passwords of public breach corpora) and the keyboard layouts.
 * Built on first use, not at import, so a process that never sets a password
 * never loads the list.
 */
function estimator(): { zxcvbn: ZxcvbnFactory; common: Set<string> } {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 100 });
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return { zxcvbn: factory, common: commonPasswords };
}

/**
 * zxcvbn's score 3 means about 10^8 guesses or more ("safely unguessable" for
 * an online attack, which our per-account limits bound); 0-2 are the patterns
 * a cracker tries first: repeats, sequences, keyboard walks, list passwords
 * with a digit added.
 */
const MIN_SCORE = 3;

/**
 * Why this password may not be chosen by the owner of `email`, or null when
 * it may. Pure apart from the bundled list; the message says what to do.
 */
export function passwordProblem(password: string, email: string | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_PROBLEMS.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_PROBLEMS.tooLong;
  if (email && containsEmail(password, email)) return PASSWORD_PROBLEMS.email;
  const { zxcvbn, common } = estimator();
  if (common.has(password.normalize("NFKC").toLowerCase())) return PASSWORD_PROBLEMS.common;
  const userInputs = email ? [email, email.slice(0, email.lastIndexOf("@"))] : [];
  if (zxcvbn.check(password, userInputs).score < MIN_SCORE) return PASSWORD_PROBLEMS.guessable;
  return null;
}

/** Whether the password holds the address, or its local part ("shanice.t" of shanice.t@example.com), in any case. */
export function containsEmail(password: string, email: string): boolean {
  const lowered = password.normalize("NFKC").toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf("@"));
  // A local part of one or two letters ("jo@") would refuse half of all phrases; three or more is a name or a handle.
  return lowered.includes(address) || (localPart.length >= 3 && lowered.includes(localPart));
}

/** A new password the policy refuses; the message goes next to the field. */
export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WeakPasswordError";
  }
}

export function assertAcceptablePassword(password: string, email: string | null): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new WeakPasswordError(problem);
}
