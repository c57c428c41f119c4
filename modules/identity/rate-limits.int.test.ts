import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { closeRedis } from "../platform/index.ts";
import {
  clearPasswordChecks,
  clearSignInAttempts,
  clearSignInLimit,
  issueDeviceToken,
  limitPasswordCheck,
  limitPasswordReset,
  limitPasswordResetSubmission,
  limitSignIn,
  limitSignInAttempt,
  limitSignUp,
  limitVerificationResend,
} from "./index.ts";

afterAll(async () => {
  await closeRedis();
});

const newIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const newEmail = () => `student-${randomUUID()}@example.com`;

describe("sign-in limits", () => {
  it("lets a school lab sign in many students from one IP", async () => {
    const labIp = newIp();
    for (let student = 0; student < 60; student++) expect(await limitSignIn(labIp, newEmail())).toBeNull();
  });

  it("stops the ninth attempt on one email within 15 minutes, from any IP, with a clear message", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 8; attempt++) expect(await limitSignIn(newIp(), email)).toBeNull();
    const refused = await limitSignIn(newIp(), email);
    expect(refused?.message).toMatch(/^Too many sign-in attempts for this email address\. Please wait 1[45] minutes and try again\.$/);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(800);
  });

  it("counts an address's plus-tag and case variants as one mailbox", async () => {
    const [local, domain] = newEmail().split("@");
    for (let attempt = 0; attempt < 8; attempt++) expect(await limitSignIn(newIp(), `${local}+try${attempt}@${domain}`)).toBeNull();
    expect(await limitSignIn(newIp(), `${local!.toUpperCase()}@${domain}`)).not.toBeNull();
  });

  it("a correct password clears the email's failed attempts", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 8; attempt++) await limitSignIn(newIp(), email);
    await clearSignInLimit(email);
    expect(await limitSignIn(newIp(), email)).toBeNull();
  });

  it("stops one IP after 300 attempts in 15 minutes", async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 300; attempt++) expect(await limitSignIn(ip, newEmail())).toBeNull();
    expect((await limitSignIn(ip, newEmail()))?.message).toMatch(/^Too many sign-in attempts from your network\./);
  });

  it("bounds invalid forms per IP without using up the IP's quota for valid ones", async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 300; attempt++) expect(await limitSignIn(ip, null)).toBeNull();
    expect(await limitSignIn(ip, null)).not.toBeNull();
    expect(await limitSignIn(ip, newEmail())).toBeNull();
  });
});

describe("device tokens (a browser that signed in before)", () => {
  it("get the owner's browser past a full per-email bucket, and no other browser or address", async () => {
    const email = newEmail();
    const owners = issueDeviceToken(email);
    for (let attempt = 0; attempt < 8; attempt++) expect(await limitSignInAttempt(newIp(), email, null)).toBeNull();
    expect((await limitSignInAttempt(newIp(), email, null))?.message).toMatch(/^Too many sign-in attempts for this email address\./);
    // Another address's token, an altered one, or garbage: counted with strangers.
    const [nonce, tag] = owners.split(".");
    for (const stranger of [issueDeviceToken(newEmail()), `${nonce}.${tag!.startsWith("A") ? "B" : "A"}${tag!.slice(1)}`, "not a token"]) {
      expect(await limitSignInAttempt(newIp(), email, stranger)).not.toBeNull();
    }
    expect(await limitSignInAttempt(newIp(), email.toUpperCase(), owners)).toBeNull();
    // The owner's browser has a bucket of its own: eight wrong tries, then it waits too; a success starts it again.
    for (let attempt = 1; attempt < 8; attempt++) expect(await limitSignInAttempt(newIp(), email, owners)).toBeNull();
    expect((await limitSignInAttempt(newIp(), email, owners))?.message).toMatch(/^Too many sign-in attempts from this browser\./);
    await clearSignInAttempts(email, owners);
    expect(await limitSignInAttempt(newIp(), email, owners)).toBeNull();
    // ...and its success did not empty the address's bucket for strangers.
    expect(await limitSignInAttempt(newIp(), email, null)).not.toBeNull();
  });
});

describe("current-password checks of a signed-in account (settings)", () => {
  it("are counted per account: a full sign-in bucket for the address does not block them, and the ninth wrong one is refused", async () => {
    const [email, userId] = [newEmail(), randomUUID()];
    for (let attempt = 0; attempt < 9; attempt++) await limitSignInAttempt(newIp(), email, null);
    expect(await limitSignInAttempt(newIp(), email, null)).not.toBeNull();
    for (let attempt = 0; attempt < 8; attempt++) expect(await limitPasswordCheck(newIp(), userId)).toBeNull();
    expect((await limitPasswordCheck(newIp(), userId))?.message).toMatch(/^Too many password attempts for this account\. Please wait 1[45] minutes/);
    await clearPasswordChecks(userId);
    expect(await limitPasswordCheck(newIp(), userId)).toBeNull();
  });
});

describe("reset link submissions", () => {
  it("allow five tries per link in 15 minutes, from any IP", async () => {
    const token = randomUUID();
    for (let attempt = 0; attempt < 5; attempt++) expect(await limitPasswordResetSubmission(newIp(), token)).toBeNull();
    expect((await limitPasswordResetSubmission(newIp(), token))?.message).toMatch(
      /^Too many password reset attempts for this reset link\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(await limitPasswordResetSubmission(newIp(), randomUUID())).toBeNull();
  });
});

describe("sign-up limits", () => {
  it("lets a class create accounts from one IP, but one email only five times an hour", async () => {
    const labIp = newIp();
    for (let student = 0; student < 40; student++) expect(await limitSignUp(labIp, newEmail())).toBeNull();
    const email = newEmail();
    for (let attempt = 0; attempt < 5; attempt++) expect(await limitSignUp(labIp, email)).toBeNull();
    expect((await limitSignUp(labIp, email))?.message).toMatch(
      /^Too many sign-up attempts for this email address\. Please wait (59|60) minutes and try again\.$/,
    );
    expect(await limitSignUp(labIp, newEmail())).toBeNull();
  });
});

describe("account email limits", () => {
  it("sends at most three reset links to one mailbox an hour, whatever the IP, and says how long to wait", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 3; attempt++) expect(await limitPasswordReset(newIp(), email)).toBeNull();
    expect((await limitPasswordReset(newIp(), email.toUpperCase()))?.message).toMatch(
      /^Too many reset requests for this email address\. Please wait (59|60) minutes and try again\.$/,
    );
    expect(await limitPasswordReset(newIp(), newEmail())).toBeNull();
  });

  it("stops one IP after 100 reset requests an hour, across addresses", async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 100; attempt++) expect(await limitPasswordReset(ip, newEmail())).toBeNull();
    expect((await limitPasswordReset(ip, newEmail()))?.message).toMatch(/^Too many reset requests from your network\./);
  });

  it("resends at most three verification emails an hour", async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 3; attempt++) expect(await limitVerificationResend(newIp(), email)).toBeNull();
    expect(await limitVerificationResend(newIp(), email)).not.toBeNull();
  });
});
