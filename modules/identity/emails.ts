import { escapeHtml, type OutgoingEmail } from "../mail/index.ts";
import { config } from "../platform/index.ts";

/** The site's public origin for links in emails (PUBLIC_URL; locally the server's own port). */
export function publicOrigin(): string {
  return config().PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${config().PORT}`;
}

function email(id: string, to: string, subject: string, paragraphs: string[], link: { text: string; url: string }, createdAt: Date): OutgoingEmail {
  const text = [...paragraphs.slice(0, 1), "", `${link.text}: ${link.url}`, "", ...paragraphs.slice(1)].join("\n");
  const html = [
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`,
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join("");
  return { id, to, subject, text, html, createdAt };
}

export function verificationEmail(id: string, to: string, firstName: string | null, url: string, createdAt: Date): OutgoingEmail {
  return email(
    id,
    to,
    "Verify your email address for Study Compass",
    [
      `Hi ${firstName?.replace(/\s+/g, " ").trim() || "there"}, please confirm that this is your email address so we can send you deadline reminders and answers from our experts.`,
      "The link works for 7 days. If you did not create a Study Compass account, you can ignore this email.",
    ],
    { text: "Verify my email address", url },
    createdAt,
  );
}

export function passwordResetEmail(id: string, to: string, url: string, createdAt: Date): OutgoingEmail {
  return email(
    id,
    to,
    "Reset your Study Compass password",
    [
      "Someone (we hope you) asked to reset the password of the Study Compass account that uses this email address.",
      "The link works once, for 1 hour. If you did not ask, ignore this email: your password stays as it is.",
    ],
    { text: "Choose a new password", url },
    createdAt,
  );
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** After every password change or reset (ASVS 2.2.3): the owner learns of one they did not make. */
export function passwordChangedEmail(id: string, to: string, changedAt: Date, via: "settings" | "reset-link", forgotPasswordUrl: string): OutgoingEmail {
  return email(
    id,
    to,
    "Your Study Compass password was changed",
    [
      `The password of the Study Compass account that uses this email address was changed on ${WHEN.format(changedAt)} UTC, ${via === "settings" ? "from the account's settings" : "through a password reset link"}. Every other device was signed out.`,
      "If this was you, there is nothing to do. If it was not, choose a new password now with the link above (it is sent to this address only), then check your account's settings.",
    ],
    { text: "Reset my password", url: forgotPasswordUrl },
    changedAt,
  );
}

/**
 * To an admin whose address hit the sign-in limit for untrusted browsers
 * (ASVS 2.2.1). Fixed text only: nothing an attacker typed.
 */
export function adminLockoutEmail(id: string, to: string, blockedAt: Date, settingsUrl: string): OutgoingEmail {
  return email(
    id,
    to,
    "Sign-in attempts to your admin account were blocked",
    [
      `On ${WHEN.format(blockedAt)} UTC, too many wrong passwords were entered for the Study Compass admin account that uses this email address, so sign-ins to it from browsers that have not signed in to it before are paused for 15 minutes. Browsers you have signed in with before still work.`,
      "If this was you, wait and try again. If it was not, someone may be guessing your password: make sure it is long and used nowhere else, and change it in your settings.",
    ],
    { text: "Open your settings", url: settingsUrl },
    blockedAt,
  );
}

/** A new address's sign-up link. No name or other text from the form: whoever signed up may not own the address. */
export function signUpLinkEmail(id: string, to: string, url: string, createdAt: Date): OutgoingEmail {
  return email(
    id,
    to,
    "Finish creating your Study Compass account",
    [
      "Someone (we hope you) asked to create a Study Compass student account with this email address. Open the link to finish; it also confirms that the address is yours.",
      "The link works once, for 24 hours. If you did not ask, ignore this email: no account is created.",
    ],
    { text: "Create my account", url },
    createdAt,
  );
}

/** A sign-up for an address that already has an account goes to its owner instead (the form answers the same either way). */
export function signUpForTakenAddressEmail(id: string, to: string, signInUrl: string, forgotPasswordUrl: string, createdAt: Date): OutgoingEmail {
  return email(
    id,
    to,
    "Someone tried to create a Study Compass account with your address",
    [
      "Someone tried to create a Study Compass account with this email address, which already has an account. If it was you, sign in with your password.",
      `Forgotten it? Reset your password: ${forgotPasswordUrl}`,
      "If it was not you, you can ignore this email: nothing has changed in your account.",
    ],
    { text: "Sign in", url: signInUrl },
    createdAt,
  );
}
