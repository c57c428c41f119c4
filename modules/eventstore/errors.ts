/** The stream moved on since the caller read it: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${String(expectedVersion)}`);
    this.name = "ConcurrencyError";
  }
}

/** A number is the exact version the stream must be at; "no_stream" means it must not exist yet. */
export type ExpectedVersion = number | "no_stream" | "any";
