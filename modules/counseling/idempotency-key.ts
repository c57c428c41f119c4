/**
 * An optional Idempotency-Key header makes a retried consultation
 * request safe. A key is 8-100 letters, digits, '-' or '_'; no header is fine
 * (the request then gets a fresh key of its own).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_KEY_RULE = "Use 8-100 letters, digits, '-' or '_'.";
export const INVALID_IDEMPOTENCY_KEY = "The Idempotency-Key header must be 8-100 letters, digits, '-' or '_'.";

/** Whether an Idempotency-Key header (null when absent) may be used. */
export function isAcceptableIdempotencyKey(header: string | null): boolean {
  return header === null || KEY_PATTERN.test(header);
}
