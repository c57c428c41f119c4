import { describe, expect, it } from "vitest";
import { changePasswordSchema, signUpSchema } from "./forms.ts";
import { passwordProblem, PASSWORD_PROBLEMS } from "./password-policy.ts";

const email = "shanice.thomas@example.com";

describe("the password policy", () => {
  it.each([
    ["password12", PASSWORD_PROBLEMS.tooShort],
    ["1234567890", PASSWORD_PROBLEMS.tooShort],
    ["aaaaaaaaaa", PASSWORD_PROBLEMS.tooShort],
    [email, PASSWORD_PROBLEMS.email],
    ["SHANICE.THOMAS@example.com!", PASSWORD_PROBLEMS.email],
    ["my name is shanice.thomas", PASSWORD_PROBLEMS.email],
    ["password1234", PASSWORD_PROBLEMS.common],
    ["123456789012", PASSWORD_PROBLEMS.common],
    ["aaaaaaaaaaaa", PASSWORD_PROBLEMS.guessable],
    ["abcdefghijkl", PASSWORD_PROBLEMS.guessable],
    ["x".repeat(201), PASSWORD_PROBLEMS.tooLong],
  ])("refuses %j, saying what to do", (password, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });

  it.each(["pelican-harbour-42", "correct horse battery", "sorrel and ginger at noon"])("accepts the phrase %j", (password) => {
    expect(passwordProblem(password, email)).toBeNull();
  });

  it("tells what to do in every refusal but the length cap", () => {
    expect(PASSWORD_PROBLEMS.common).toBe(
      "This password is one of the most common ones (it appears in lists of leaked passwords). Use a longer phrase of several unrelated words.",
    );
    expect(PASSWORD_PROBLEMS.tooShort).toBe("Use at least 12 characters. Use a longer phrase of several unrelated words.");
  });

  it("applies on the sign-up form, next to the password field, the email address included", () => {
    const form = { firstName: "Shanice", lastName: "Thomas", email };
    for (const [password, problem] of [
      ["password12", PASSWORD_PROBLEMS.tooShort],
      [email, PASSWORD_PROBLEMS.email],
    ] as const) {
      const result = signUpSchema.safeParse({ ...form, password });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["password", problem]]);
    }
    expect(changePasswordSchema.safeParse({ currentPassword: "anything", newPassword: "aaaaaaaaaa" }).error?.issues[0]?.message).toBe(
      PASSWORD_PROBLEMS.tooShort,
    );
  });
});
