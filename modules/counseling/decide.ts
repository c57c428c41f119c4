import { editorialDecider, wholeEntryDecider, type Decider, type EditorialRules } from "../eventstore/index.ts";
import {
  CONSULTATION_STATUS_LABELS,
  ConsultationAssigned,
  ConsultationRequested,
  ConsultationRequestErased,
  ConsultationStatusChanged,
  CounselorListed,
  counselorEntry,
  type ConsultationStatus,
} from "./events.ts";
import type { ConsultationRequestInput } from "./schemas.ts";
import { areaOfInterestOptions, type Counselor } from "./schemas.ts";

/** A counselor profile is a stream replaced whole: listed when new, revised when its content differs. */
export const counselorDecider = wholeEntryDecider(counselorEntry);

/**
 * What restoring an earlier version makes a counselor: that version's profile,
 * fee, commission and capacity, while whether they are offered to students
 * and featured stays as it is now (decision 0016).
 */
export function restoredCounselor(current: Counselor, earlier: Counselor): Counselor {
  return { ...earlier, id: current.id, isActive: current.isActive, isFeatured: current.isFeatured };
}

/** A counselor in the shared editorial shape; never deleted (consultation requests name them), only made inactive. */
export const counselorEditorialRules: EditorialRules<Counselor> = {
  noun: "counselor",
  evolve: counselorDecider.evolve,
  creates: (event) => CounselorListed.match(event) !== undefined,
  deletes: () => false,
  changes: (current, desired) => counselorDecider.decide(desired, current),
  restore: restoredCounselor,
};

export const counselorEditorialDecider = editorialDecider(counselorEditorialRules);

/** Whether a counselor with this many open requests takes another (no capacity set: always). */
export function hasRoomFor(counselor: Pick<Counselor, "capacity">, openRequests: number): boolean {
  return counselor.capacity === null || openRequests < counselor.capacity;
}

/** Said when a counselor's open requests have reached their capacity: the card says it too, and offers no request. */
export const COUNSELOR_FULL_MESSAGE = "This counselor's consultation list is full for now. Choose another counselor.";

/** The request breaks a rule; `fieldErrors` say which field and what to do. Nothing was appended. */
export class ConsultationRefusedError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("The consultation request was refused");
    this.name = "ConsultationRefusedError";
  }
}

export interface ConsultationRequest {
  /** The counselor as of their own stream's events (null: no such counselor). */
  counselor: Counselor | null;
  /** Already checked against the form's schema. */
  input: ConsultationRequestInput;
  /** How many of the counselor's requests are still open (pending, contacted or scheduled), as the read side counts them. */
  openRequests: number;
  /** The id the request gets if it is accepted. */
  requestId: string;
  /** The signed-in student sending it (their account's deletion erases it too); null for a visitor. */
  senderUserId: string | null;
}

/** A request's stream, keyed by its idempotency key: the request received under that key, if any. */
export type ConsultationRequestState = { requestId: string } | null;

/**
 * Whether a request may be sent to this counselor: the counselor must exist,
 * be active and have room (their capacity, when set, is more than their open
 * requests), and the area of interest must be one they offer. A key
 * already used appends nothing (a double click, a refresh, a retried call):
 * the first request under it stands.
 */
export const consultationRequestDecider: Decider<ConsultationRequest, ConsultationRequestState> = {
  initialState: () => null,
  evolve: (state, event) => {
    const requested = ConsultationRequested.match(event);
    return requested && !state ? { requestId: requested.requestId } : state;
  },
  decide({ counselor, input, openRequests, requestId, senderUserId }, received) {
    if (received) return [];
    if (!counselor || !counselor.isActive) {
      throw new ConsultationRefusedError({ counselorId: ["This counselor is not taking requests. Choose another counselor."] });
    }
    if (!hasRoomFor(counselor, openRequests)) {
      throw new ConsultationRefusedError({ counselorId: [COUNSELOR_FULL_MESSAGE] });
    }
    if (!areaOfInterestOptions(counselor).some((option) => option.value === input.areaOfInterest)) {
      throw new ConsultationRefusedError({ areaOfInterest: ["Choose an area of interest from the list."] });
    }
    return [
      ConsultationRequested.create({
        requestId,
        counselorId: counselor.id,
        senderUserId,
        studentName: input.studentName,
        studentEmail: input.studentEmail,
        studentPhone: input.studentPhone ?? null,
        areaOfInterest: input.areaOfInterest,
        currentEducationLevel: input.currentEducationLevel ?? null,
        preferredContactMethod: input.preferredContactMethod,
        message: input.message ? input.message : null,
      }),
    ];
  },
};

/** The inbox's view of one request's stream: null before it was requested. `version` counts its events, as the stream's version does. */
export type ConsultationHandlingState = { requestId: string; counselorId: string; status: ConsultationStatus; version: number; erased: boolean } | null;

export type ConsultationHandlingCommand =
  | { kind: "change-status"; requestId: string; status: ConsultationStatus; expectedVersion: number }
  /** `counselor` as of its own stream (null: no such counselor). */
  | { kind: "assign"; requestId: string; counselor: Counselor | null; expectedVersion: number }
  /** An erasure request carried out: whatever happened to the request since the page was read, its sender's data goes. */
  | { kind: "erase"; requestId: string };

/** No request with that id (an unknown or forged id): a 404, nothing written. */
export class ConsultationNotFoundError extends Error {
  constructor(readonly requestId: string) {
    super("That consultation request does not exist.");
    this.name = "ConsultationNotFoundError";
  }
}

/** The form was read before someone else changed the request: nothing was written, the admin looks again. */
export class ConsultationStaleError extends Error {
  constructor(readonly requestId: string) {
    super("Someone else changed this request after you opened the page. Nothing was saved: check its current status and counselor, then try again.");
    this.name = "ConsultationStaleError";
  }
}

/** The change breaks a rule of the inbox; the message says which field and what to do. Nothing was written. */
export class ConsultationChangeRefusedError extends Error {
  constructor(
    readonly field: "status" | "counselorId",
    message: string,
  ) {
    super(message);
    this.name = "ConsultationChangeRefusedError";
  }
}

/**
 * Where a request may go next. Completed and cancelled are final (a new
 * request is the way back), and nothing returns to pending: once a counselor
 * has acted, the visitor has been answered.
 */
export const CONSULTATION_NEXT_STATUSES: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  pending: ["contacted", "scheduled", "cancelled"],
  contacted: ["scheduled", "completed", "cancelled"],
  scheduled: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/**
 * An admin handles a request from the consultation inbox: change its status, assign
 * it to another counselor, or erase its sender's personal data. The form carries the version it was read at; any
 * other version is refused as stale, so two admins never overwrite each other
 * unseen. Asking for what already holds appends nothing.
 */
export const consultationHandlingDecider: Decider<ConsultationHandlingCommand, ConsultationHandlingState> = {
  initialState: () => null,
  evolve(state, event) {
    const requested = ConsultationRequested.match(event);
    if (requested) return state ?? { requestId: requested.requestId, counselorId: requested.counselorId, status: "pending", version: 1, erased: false };
    if (!state) return state;
    const changed = ConsultationStatusChanged.match(event);
    if (changed) return { ...state, status: changed.to, version: state.version + 1 };
    const assigned = ConsultationAssigned.match(event);
    if (assigned) return { ...state, counselorId: assigned.toCounselorId, version: state.version + 1 };
    if (ConsultationRequestErased.match(event)) return { ...state, erased: true, version: state.version + 1 };
    return { ...state, version: state.version + 1 };
  },
  decide(command, state) {
    if (!state || state.requestId !== command.requestId) throw new ConsultationNotFoundError(command.requestId);
    // Erasing twice (a second click, two admins) appends nothing: the key is gone already.
    if (command.kind === "erase") return state.erased ? [] : [ConsultationRequestErased.create({ requestId: state.requestId })];
    if (command.expectedVersion !== state.version) throw new ConsultationStaleError(command.requestId);
    if (command.kind === "change-status") {
      if (command.status === state.status) return [];
      if (!CONSULTATION_NEXT_STATUSES[state.status].includes(command.status)) {
        const next = CONSULTATION_NEXT_STATUSES[state.status].map((status) => CONSULTATION_STATUS_LABELS[status]);
        throw new ConsultationChangeRefusedError(
          "status",
          next.length === 0
            ? `This request is ${CONSULTATION_STATUS_LABELS[state.status].toLowerCase()}: its status can no longer change.`
            : `A ${CONSULTATION_STATUS_LABELS[state.status].toLowerCase()} request can move to ${next.join(", ")}.`,
        );
      }
      return [ConsultationStatusChanged.create({ requestId: state.requestId, from: state.status, to: command.status })];
    }
    const { counselor } = command;
    if (!counselor || !counselor.isActive) throw new ConsultationChangeRefusedError("counselorId", "Choose a counselor from the list.");
    if (counselor.id === state.counselorId) return [];
    if (CONSULTATION_NEXT_STATUSES[state.status].length === 0) {
      throw new ConsultationChangeRefusedError(
        "counselorId",
        `This request is ${CONSULTATION_STATUS_LABELS[state.status].toLowerCase()}: it can no longer be reassigned.`,
      );
    }
    return [ConsultationAssigned.create({ requestId: state.requestId, fromCounselorId: state.counselorId, toCounselorId: counselor.id })];
  },
};
