import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "../platform/index.ts";
import { normalizeEmail } from "./events.ts";

/*
 * OWASP's "device cookies" (decision 0027): a browser that signed in
 * to an account keeps a token naming it, and its sign-in attempts for that
 * account are counted per token, so strangers filling the account's per-email
 * limit cannot lock its owner out. The token is `{nonce}.{account tag}`: the
 * nonce keys the browser's own limit, the tag is an HMAC of the address with
 * SESSION_SECRET (the address cannot be read from it). The cookie that carries
 * it is signed again by the app, so a token cannot be forged or moved to
 * another address.
 */

const NONCE = /^[0-9a-f]{32}$/;

function accountTag(email: string): string {
  return createHmac("sha256", config().SESSION_SECRET)
    .update(`device-token:${normalizeEmail(email)}`)
    .digest("base64url");
}

/** A new token for a browser that just signed in with this address. */
export function issueDeviceToken(email: string): string {
  return `${randomBytes(16).toString("hex")}.${accountTag(email)}`;
}

/** The token's nonce when it names this address, else null (no token, another account's, or malformed). */
export function trustedDeviceNonce(token: string | null, email: string): string | null {
  if (!token) return null;
  const [nonce, tag, ...rest] = token.split(".");
  if (!nonce || !tag || rest.length > 0 || !NONCE.test(nonce)) return null;
  const expected = Buffer.from(accountTag(email));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
