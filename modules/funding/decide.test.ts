import { describe, it } from "vitest";
import { EditConflictError, EntryExistsError, EntryNotFoundError, seedSyncDecider, VersionNotFoundError } from "../eventstore/index.ts";
import { deciderSpec } from "../eventstore/testing.ts";
import type { NewEvent } from "../eventstore/index.ts";
import { scholarshipDecider, scholarshipEditorialDecider } from "./decide.ts";
import { ScholarshipDeleted, ScholarshipListed, ScholarshipRevised } from "./events.ts";
import { NO_ELIGIBILITY_RULES, NO_OBLIGATIONS } from "./schemas.ts";
import { scholarships } from "../../infra/seed/funding/scholarships.ts";

const spec = deciderSpec(scholarshipDecider);
const scholarship = scholarships[0]!;
/** What a scholarship stored before schema version 6 reads as: its source not graded. */
const beforeGrading = { sourceConfidence: null };
/** What a scholarship stored before schema version 5 reads as: no rules or obligations as values, and no grade. */
const beforeRules = { eligibilityRules: NO_ELIGIBILITY_RULES, obligations: NO_OBLIGATIONS, ...beforeGrading };
/** What a scholarship stored before schema version 4 reads as: no opening day, no earlier cycles, a yearly window, and no rules. */
const beforeCycles = { opensOn: null, earlierCycles: [], fixedWindow: true, ...beforeRules };

describe("deciding a scholarship", () => {
  it("given no scholarship, when one is desired, then it is listed", () => {
    spec
      .given([])
      .when(scholarship)
      .then([ScholarshipListed.create(scholarship)]);
  });

  it("given a listed scholarship, when its deadline's cycle changes, then it is revised whole", () => {
    const revised = { ...scholarship, deadlineCycle: "2999 round" };
    spec
      .given([ScholarshipListed.create(scholarship)])
      .when(revised)
      .then([ScholarshipRevised.create(revised)]);
  });

  it("given a scholarship listed at schema version 1, when the same content with no deadline details is desired, then nothing happens", () => {
    const { deadlineCycle: _cycle, deadlineNote: _note, deadlineSourceUrl: _source, ...version1 } = scholarship;
    const listedLongAgo = { type: ScholarshipListed.type, schemaVersion: 1, data: version1 };
    spec
      .given([listedLongAgo])
      .when({ ...scholarship, ...beforeCycles, deadlineCycle: null, deadlineNote: null, deadlineSourceUrl: null, studyLevels: [] })
      .then([]);
  });

  it("given a scholarship listed at schema version 2, when the same content open to any level is desired, then nothing happens", () => {
    const { studyLevels: _levels, ...version2 } = scholarship;
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 2, data: version2 }])
      .when({ ...scholarship, ...beforeCycles, studyLevels: [] })
      .then([]);
  });

  it("given a scholarship listed at schema version 3, when the seed adds its opening day and earlier cycles, then it is revised with them", () => {
    const {
      opensOn: _opens,
      earlierCycles: _earlier,
      fixedWindow: _fixed,
      eligibilityRules: _rules,
      obligations: _owed,
      sourceConfidence: _confidence,
      ...version3
    } = scholarship;
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 3, data: version3 }])
      .when({ ...scholarship, ...beforeCycles })
      .then([]);
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 3, data: version3 }])
      .when(scholarship)
      .then([ScholarshipRevised.create(scholarship)]);
  });

  it("given a scholarship listed at schema version 4, when the same content with no rules is desired, then nothing happens", () => {
    const { eligibilityRules: _rules, obligations: _owed, sourceConfidence: _confidence, ...version4 } = scholarship;
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 4, data: version4 }])
      .when({ ...scholarship, ...beforeRules })
      .then([]);
  });

  it("given a scholarship listed at schema version 5, when the same content with its source not graded is desired, then nothing happens", () => {
    const { sourceConfidence: _confidence, ...version5 } = scholarship;
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 5, data: version5 }])
      .when({ ...scholarship, ...beforeGrading })
      .then([]);
  });

  it("given a scholarship listed at schema version 5, when the seed grades its source, then it is revised with the grade", () => {
    const { sourceConfidence: _confidence, ...version5 } = scholarship;
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 5, data: version5 }])
      .when(scholarship)
      .then([ScholarshipRevised.create(scholarship)]);
  });

  it("given a scholarship listed at schema version 2, when the seed names its study levels, then it is revised with them", () => {
    const { studyLevels: _levels, ...version2 } = scholarship;
    const postgraduateOnly = { ...scholarship, ...beforeCycles, studyLevels: ["postgraduate" as const] };
    spec
      .given([{ type: ScholarshipListed.type, schemaVersion: 2, data: version2 }])
      .when(postgraduateOnly)
      .then([ScholarshipRevised.create(postgraduateOnly)]);
  });

  it("given a deleted scholarship's stream, when it is desired, then its last content still decides (a delete is not undone by the seed)", () => {
    spec
      .given([ScholarshipListed.create(scholarship), ScholarshipDeleted.create({ id: scholarship.id })])
      .when(scholarship)
      .then([]);
  });
});

describe("seeding a scholarship an editor has touched", () => {
  const seed = deciderSpec(seedSyncDecider(scholarshipDecider, "system"));
  const stored = (event: NewEvent, actor: string) => ({ ...event, metadata: { actor, requestId: "r", occurredAt: "2026-11-24T00:00:00.000Z" } });
  const improved = { ...scholarship, deadlineCycle: "2999 round" };

  it("given a stream only the seed wrote, when improved seed content is desired, then it is revised", () => {
    seed
      .given([stored(ScholarshipListed.create(scholarship), "system")])
      .when(improved)
      .then([ScholarshipRevised.create(improved)]);
  });

  it("given a scholarship an admin revised, when the seed's content is desired, then nothing happens (the edit stands)", () => {
    const edited = { ...scholarship, title: "Edited by an admin" };
    seed
      .given([stored(ScholarshipListed.create(scholarship), "system"), stored(ScholarshipRevised.create(edited), "admin-user-id")])
      .when(improved)
      .then([]);
  });

  it("given a scholarship an admin deleted, when the seed's improved content is desired, then it stays deleted", () => {
    seed
      .given([stored(ScholarshipListed.create(scholarship), "system"), stored(ScholarshipDeleted.create({ id: scholarship.id }), "admin-user-id")])
      .when(improved)
      .then([]);
  });
});

describe("editing a scholarship in the admin area", () => {
  const editor = deciderSpec(scholarshipEditorialDecider);
  const revised = { ...scholarship, title: "A clearer title" };

  it("given nothing, when it is created, then it is listed", () => {
    editor
      .given([])
      .when({ kind: "create", content: scholarship })
      .then([ScholarshipListed.create(scholarship)]);
  });

  it("given a stream that exists, when the same id is created, then it is refused", () => {
    editor
      .given([ScholarshipListed.create(scholarship)])
      .when({ kind: "create", content: scholarship })
      .then(new EntryExistsError("scholarship"));
  });

  it("given version 1, when revised from version 1, then it is revised", () => {
    editor
      .given([ScholarshipListed.create(scholarship)])
      .when({ kind: "revise", content: revised, expectedVersion: 1 })
      .then([ScholarshipRevised.create(revised)]);
  });

  it("given version 2, when revised from version 1 (someone saved first), then a conflict naming both versions is refused", () => {
    editor
      .given([ScholarshipListed.create(scholarship), ScholarshipRevised.create(revised)])
      .when({ kind: "revise", content: { ...scholarship, title: "Mine" }, expectedVersion: 1 })
      .then(new EditConflictError("scholarship", 2, 1));
  });

  it("given version 1, when revised with the same content, then nothing is appended", () => {
    editor
      .given([ScholarshipListed.create(scholarship)])
      .when({ kind: "revise", content: scholarship, expectedVersion: 1 })
      .then([]);
  });

  it("given nothing, when revised or deleted, then not found", () => {
    editor.given([]).when({ kind: "revise", content: scholarship, expectedVersion: 0 }).then(new EntryNotFoundError("scholarship"));
    editor.given([]).when({ kind: "delete" }).then(new EntryNotFoundError("scholarship"));
  });

  it("given a listed scholarship, when deleted, then ScholarshipDeleted; deleted again, not found", () => {
    editor
      .given([ScholarshipListed.create(scholarship)])
      .when({ kind: "delete" })
      .then([ScholarshipDeleted.create({ id: scholarship.id })]);
    editor
      .given([ScholarshipListed.create(scholarship), ScholarshipDeleted.create({ id: scholarship.id })])
      .when({ kind: "delete" })
      .then(new EntryNotFoundError("scholarship"));
  });

  it("given version 2, when deleted from version 1, then a conflict", () => {
    editor
      .given([ScholarshipListed.create(scholarship), ScholarshipRevised.create(revised)])
      .when({ kind: "delete", expectedVersion: 1 })
      .then(EditConflictError);
  });

  describe("restoring an earlier version", () => {
    const listed = ScholarshipListed.create(scholarship);
    const moved = ScholarshipRevised.create({ ...revised, deadline: "2031-01-31", isActive: false, isFeatured: true });

    it("given a revised and hidden scholarship, when version 1 is restored from the current version, then its content comes back as a revision naming version 1, still hidden and featured", () => {
      editor
        .given([listed, moved])
        .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
        .then([{ ...ScholarshipRevised.create({ ...scholarship, isActive: false, isFeatured: true }), metadata: { restoredFromVersion: 1 } }]);
    });

    it("given version 2, when restored from version 1 (someone saved since), then a conflict and nothing appended", () => {
      editor
        .given([listed, moved])
        .when({ kind: "restore", fromVersion: 1, expectedVersion: 1 })
        .then(new EditConflictError("scholarship", 2, 1));
    });

    it("given two versions, when version 3 or 0 is restored, then that version is not found", () => {
      editor.given([listed, moved]).when({ kind: "restore", fromVersion: 3, expectedVersion: 2 }).then(new VersionNotFoundError("scholarship", 3));
      editor.given([listed, moved]).when({ kind: "restore", fromVersion: 0, expectedVersion: 2 }).then(new VersionNotFoundError("scholarship", 0));
    });

    it("given a version whose content equals the current one, when restored, then nothing is appended", () => {
      editor
        .given([listed, ScholarshipRevised.create({ ...scholarship, isActive: false })])
        .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
        .then([]);
    });

    it("given a deleted scholarship, when a version is restored, then not found", () => {
      editor
        .given([listed, ScholarshipDeleted.create({ id: scholarship.id })])
        .when({ kind: "restore", fromVersion: 1, expectedVersion: 2 })
        .then(new EntryNotFoundError("scholarship"));
    });
  });
});
