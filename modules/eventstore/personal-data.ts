import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";

import type { EventStoreTables } from "./tables.ts";
import { storageRuleOf, type NewEvent, type RecordedEvent } from "./event-definition.ts";

/*
 * Personal-data sealing, "crypto-shredding" (decision 0010). The personal
 * fields an event definition names are stored encrypted (AES-256-GCM) with a
 * key of their subject's own, kept in `personal_data_keys`, which is not part
 * of the append-only log. Destroying the key makes every stored copy of those
 * fields unreadable for good, in every event at once, while the events
 * themselves stay as they were. Deciders and projections never see any of it:
 * appending seals, reading opens, and a field whose key is gone reads as null.
 * A forgotten subject keeps a tombstone, never a new key: anything appended
 * about them afterwards is stored with those fields already null.
 *
 * Fields may belong to several subjects at once (a signed-in student's
 * consultation request is theirs and the request's own, decision 0029): they
 * are then sealed under a key derived from every subject's key, so forgetting
 * any one of them erases the fields.
 */

type Executor = Kysely<EventStoreTables>;

/** Where the sealed fields sit in the stored data: a name no event schema uses. */
const SEALED = "$sealed";

/** Fields sealed under one subject's key. */
interface SealedForOne {
  /** Format version of the envelope. */
  v: 1;
  /** Whose key sealed it (a user id): stored in the clear, it names a key, not a person. */
  subject: string;
  /** The sealed fields' names, so they can read as null once the key is gone. */
  fields: string[];
  iv: string;
  /** Ciphertext then the 16-byte GCM tag, base64. */
  box: string;
}

/** Fields sealed under a key derived from several subjects' keys: forgetting any one of them erases them (decision 0029). */
interface SealedForSeveral {
  v: 2;
  /** In the order their keys were combined. */
  subjects: string[];
  fields: string[];
  iv: string;
  box: string;
}

type SealedFields = SealedForOne | SealedForSeveral;

const subjectsOf = (sealed: SealedFields): string[] => (sealed.v === 2 ? sealed.subjects : [sealed.subject]);

/** The subjects a rule names for this data, as a list. */
function ruleSubjects(subject: (data: unknown) => string | readonly string[], data: unknown): string[] {
  const named = subject(data);
  return typeof named === "string" ? [named] : [...named];
}

/**
 * The key that seals fields of these subjects: the subject's own for one (the
 * stored format of decision 0010, unchanged), else HKDF over all of theirs; null
 * when any of them is forgotten or missing.
 */
function sealingKey(subjects: readonly string[], keys: Map<string, Buffer | null>): Buffer | null {
  const own = subjects.map((subject) => keys.get(subject) ?? null);
  if (own.some((key) => key === null)) return null;
  if (own.length === 1) return own[0]!;
  return Buffer.from(hkdfSync("sha256", Buffer.concat(own as Buffer[]), Buffer.alloc(0), "study-compass personal data", 32));
}

/** Binds a sealed box to its event type and subject: moved to another event or person, it will not open. */
const associatedData = (type: string, subjects: readonly string[]) => Buffer.from([type, ...subjects].join("\n"));

function isSealed(data: unknown): data is Record<string, unknown> & { [SEALED]: SealedFields } {
  return typeof data === "object" && data !== null && SEALED in data;
}

/**
 * The data of each event as it must be stored: personal fields sealed with
 * their subject's key, created in this transaction when the subject has none.
 */
export async function sealForStorage(trx: Transaction<EventStoreTables>, events: readonly NewEvent[]): Promise<unknown[]> {
  const subjects = new Set<string>();
  for (const event of events) {
    const personal = storageRuleOf(event.type)?.personal;
    if (personal) for (const subject of ruleSubjects(personal.subject, event.data)) subjects.add(subject);
  }
  const keys = subjects.size ? await ensureKeys(trx, [...subjects]) : new Map<string, Buffer | null>();
  return events.map((event) => {
    const personal = storageRuleOf(event.type)?.personal;
    if (!personal) return event.data;
    const data = event.data as Record<string, unknown>;
    const owners = ruleSubjects(personal.subject, event.data);
    const fields = personal.fields.filter((field) => field in data);
    const key = sealingKey(owners, keys);
    // A subject is forgotten (a tombstone): what was to be sealed is not kept at all.
    if (!key) return { ...data, ...Object.fromEntries(fields.map((field) => [field, null])) };
    const plain: Record<string, unknown> = {};
    const rest: Record<string, unknown> = { ...data };
    for (const field of fields) {
      plain[field] = data[field];
      delete rest[field];
    }
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(associatedData(event.type, owners));
    const box = Buffer.concat([cipher.update(JSON.stringify(plain), "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
    const sealed: SealedFields =
      owners.length === 1
        ? { v: 1, subject: owners[0]!, fields, iv: iv.toString("base64"), box }
        : { v: 2, subjects: owners, fields, iv: iv.toString("base64"), box };
    return { ...rest, [SEALED]: sealed };
  });
}

/** Events as deciders and projections see them: sealed fields opened, or null where the subject's key is gone. One query per batch. */
export async function openPersonalData(executor: Executor, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const subjects = new Set<string>();
  for (const event of events) if (isSealed(event.data)) for (const subject of subjectsOf(event.data[SEALED])) subjects.add(subject);
  if (subjects.size === 0) return events;
  const rows = await executor
    .selectFrom("personal_data_keys")
    .select(["subject", "key"])
    .where("subject", "in", [...subjects])
    .execute();
  const keys = new Map(rows.map((row) => [row.subject, row.key]));
  return events.map((event) => (isSealed(event.data) ? { ...event, data: open(event.type, event.data, keys) } : event));
}

function open(type: string, data: Record<string, unknown> & { [SEALED]: SealedFields }, keys: Map<string, Buffer | null>): Record<string, unknown> {
  const { [SEALED]: sealed, ...rest } = data;
  const owners = subjectsOf(sealed);
  const key = sealingKey(owners, keys);
  if (!key) return { ...rest, ...Object.fromEntries(sealed.fields.map((field) => [field, null])) };
  const box = Buffer.from(sealed.box, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
  decipher.setAAD(associatedData(type, owners));
  decipher.setAuthTag(box.subarray(box.length - 16));
  const plain = Buffer.concat([decipher.update(box.subarray(0, box.length - 16)), decipher.final()]).toString("utf8");
  return { ...rest, ...(JSON.parse(plain) as Record<string, unknown>) };
}

/** Each subject's key (created when new), or null for a forgotten subject's tombstone. */
async function ensureKeys(trx: Transaction<EventStoreTables>, subjects: string[]): Promise<Map<string, Buffer | null>> {
  // A racing transaction creating the same subject's key waits on the primary key, then does nothing and reads the winner's.
  await trx
    .insertInto("personal_data_keys")
    .values(subjects.map((subject) => ({ subject, key: randomBytes(32) })))
    .onConflict((oc) => oc.column("subject").doNothing())
    .execute();
  const rows = await trx.selectFrom("personal_data_keys").select(["subject", "key"]).where("subject", "in", subjects).execute();
  return new Map(rows.map((row) => [row.subject, row.key]));
}

/** Destroys the keys of subjects whose events say so (`forgets`), in the appending transaction. */
export async function forgetSubjects(trx: Transaction<EventStoreTables>, events: readonly NewEvent[]): Promise<void> {
  const subjects = events.flatMap((event) => {
    const forgets = storageRuleOf(event.type)?.forgets;
    return forgets ? [forgets(event.data)] : [];
  });
  if (subjects.length === 0) return;
  // A tombstone, not a deleted row, so a later append cannot give the subject a fresh key (see sealForStorage).
  await trx
    .insertInto("personal_data_keys")
    .values([...new Set(subjects)].map((subject) => ({ subject, key: null, forgotten_at: new Date() })))
    .onConflict((oc) => oc.column("subject").doUpdateSet({ key: null, forgotten_at: new Date() }))
    .execute();
}
