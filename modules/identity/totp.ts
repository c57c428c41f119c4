import { createHmac, randomBytes } from "node:crypto";

/**
 * TOTP as RFC 6238 defines it with the parameters every authenticator app
 * assumes: HMAC-SHA-1, 6 digits, 30-second steps. Small enough to keep on
 * node:crypto rather than add a dependency (decision 0028); the RFC's own test
 * vectors pin it down in totp.test.ts.
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** A code from the step before or after also counts: phone clocks drift, and typing takes time. */
const ALLOWED_DRIFT_STEPS = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=-]/g, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("Not a base32 string");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits, the length RFC 4226 recommends for HMAC-SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code for one step (RFC 4226's HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The step whose code this is, within the allowed drift and newer than
 * `lastUsedStep` (a code already accepted, or an older one, is refused), or
 * null. Every candidate is compared, so the time taken says nothing.
 */
export function matchTotpStep(secret: string, code: string, now: Date, lastUsedStep: number): number | null {
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - ALLOWED_DRIFT_STEPS; step <= current + ALLOWED_DRIFT_STEPS; step++) {
    if (totpCode(secret, step) === code && step > lastUsedStep && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads (Key URI Format), for a QR code or to paste. */
export function totpUri(secret: string, accountName: string, issuer = "Study Compass"): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
