import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { NotesTooLongError, SavedItemNotFoundError, StatusNotAllowedError, savedContentDecider } from "./decide.ts";
import { ContentSaved, ContentUnsaved, NOTES_MAX_LENGTH, SavedItemNoted, SavedItemStatusChanged } from "./events.ts";

const spec = deciderSpec(savedContentDecider);
const userId = "student-a";
const articleItem = "00000000-0000-4000-8000-000000000001";
const scholarshipItem = "00000000-0000-4000-8000-000000000002";
const otherItem = "00000000-0000-4000-8000-000000000099";
const savedArticle = ContentSaved.create({ userId, itemId: articleItem, contentType: "article", contentId: "choosing-a-university" });
const savedScholarship = ContentSaved.create({ userId, itemId: scholarshipItem, contentType: "scholarship", contentId: "chevening" });

describe("saving content", () => {
  it("given nothing saved, when the student saves an article, then it is saved", () => {
    spec.given([]).when({ kind: "save", userId, itemId: articleItem, contentType: "article", contentId: "choosing-a-university" }).then([savedArticle]);
  });

  it("given the article saved, when the student saves it again, then nothing more happens (one save)", () => {
    spec.given([savedArticle]).when({ kind: "save", userId, itemId: otherItem, contentType: "article", contentId: "choosing-a-university" }).then([]);
  });

  it("given an article with the same id saved, when the student saves a scholarship of that id, then it is a separate save", () => {
    spec
      .given([savedArticle])
      .when({ kind: "save", userId, itemId: otherItem, contentType: "scholarship", contentId: "choosing-a-university" })
      .then([ContentSaved.create({ userId, itemId: otherItem, contentType: "scholarship", contentId: "choosing-a-university" })]);
  });

  it("given the article saved then unsaved, when the student saves it again, then it is saved anew", () => {
    spec
      .given([savedArticle, ContentUnsaved.create({ userId, itemId: articleItem, contentType: "article", contentId: "choosing-a-university" })])
      .when({ kind: "save", userId, itemId: otherItem, contentType: "article", contentId: "choosing-a-university" })
      .then([ContentSaved.create({ userId, itemId: otherItem, contentType: "article", contentId: "choosing-a-university" })]);
  });
});

describe("unsaving content", () => {
  it("given the article saved, when the student unsaves it by its content, then it is unsaved", () => {
    spec
      .given([savedArticle])
      .when({ kind: "unsave", userId, target: { contentType: "article", contentId: "choosing-a-university" } })
      .then([ContentUnsaved.create({ userId, itemId: articleItem, contentType: "article", contentId: "choosing-a-university" })]);
  });

  it("given the scholarship saved, when the student removes it by its item id, then it is unsaved", () => {
    spec
      .given([savedScholarship])
      .when({ kind: "unsave", userId, target: { itemId: scholarshipItem } })
      .then([ContentUnsaved.create({ userId, itemId: scholarshipItem, contentType: "scholarship", contentId: "chevening" })]);
  });

  it("given nothing saved, when the student unsaves an article, then nothing happens (a no-op, not an error)", () => {
    spec
      .given([])
      .when({ kind: "unsave", userId, target: { contentType: "article", contentId: "choosing-a-university" } })
      .then([]);
  });

  it("given the article saved, when the student removes an item id that is not theirs, then it is refused as not found", () => {
    spec
      .given([savedArticle])
      .when({ kind: "unsave", userId, target: { itemId: otherItem } })
      .then(new SavedItemNotFoundError(otherItem));
  });
});

describe("noting a saved item", () => {
  it("given the article saved, when the student writes notes, then the notes are recorded", () => {
    spec
      .given([savedArticle])
      .when({ kind: "note", userId, itemId: articleItem, notes: "Read before my UWI interview" })
      .then([SavedItemNoted.create({ userId, itemId: articleItem, notes: "Read before my UWI interview" })]);
  });

  it("given the same notes, when the student saves them again, then nothing changes", () => {
    spec
      .given([savedArticle, SavedItemNoted.create({ userId, itemId: articleItem, notes: "Same" })])
      .when({ kind: "note", userId, itemId: articleItem, notes: "Same" })
      .then([]);
  });

  it("given notes, when the student empties them, then the notes are cleared", () => {
    spec
      .given([savedArticle, SavedItemNoted.create({ userId, itemId: articleItem, notes: "Old" })])
      .when({ kind: "note", userId, itemId: articleItem, notes: "" })
      .then([SavedItemNoted.create({ userId, itemId: articleItem, notes: "" })]);
  });

  it("given the article saved, when the notes are one character too long, then they are refused", () => {
    spec
      .given([savedArticle])
      .when({ kind: "note", userId, itemId: articleItem, notes: "x".repeat(NOTES_MAX_LENGTH + 1) })
      .then(NotesTooLongError);
  });

  it("given the article saved, when the notes are exactly the limit, then they are recorded", () => {
    const notes = "x".repeat(NOTES_MAX_LENGTH);
    spec
      .given([savedArticle])
      .when({ kind: "note", userId, itemId: articleItem, notes })
      .then([SavedItemNoted.create({ userId, itemId: articleItem, notes })]);
  });

  it("given the article saved then unsaved, when the student notes it, then it is refused as not found", () => {
    spec
      .given([savedArticle, ContentUnsaved.create({ userId, itemId: articleItem, contentType: "article", contentId: "choosing-a-university" })])
      .when({ kind: "note", userId, itemId: articleItem, notes: "Too late" })
      .then(SavedItemNotFoundError);
  });
});

describe("changing a saved scholarship's status", () => {
  it("given the scholarship saved, when the student marks it applied, then the status changes", () => {
    spec
      .given([savedScholarship])
      .when({ kind: "change-status", userId, itemId: scholarshipItem, status: "applied" })
      .then([SavedItemStatusChanged.create({ userId, itemId: scholarshipItem, status: "applied" })]);
  });

  it("given the scholarship already applied, when the student marks it applied again, then nothing changes", () => {
    spec
      .given([savedScholarship, SavedItemStatusChanged.create({ userId, itemId: scholarshipItem, status: "applied" })])
      .when({ kind: "change-status", userId, itemId: scholarshipItem, status: "applied" })
      .then([]);
  });

  it("given a saved article, when the student gives it a status, then it is refused: statuses are for scholarships only", () => {
    spec.given([savedArticle]).when({ kind: "change-status", userId, itemId: articleItem, status: "in_progress" }).then(StatusNotAllowedError);
  });

  it("given nothing saved, when a status is changed, then it is refused as not found", () => {
    spec.given([]).when({ kind: "change-status", userId, itemId: scholarshipItem, status: "awarded" }).then(SavedItemNotFoundError);
  });
});

describe("ids named like an object's own properties", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "given an item saved, when %s is noted, restatused or removed, then it is refused as not found",
    (name) => {
      spec.given([savedScholarship]).when({ kind: "note", userId, itemId: name, notes: "Forged" }).then(new SavedItemNotFoundError(name));
      spec.given([savedScholarship]).when({ kind: "change-status", userId, itemId: name, status: "awarded" }).then(new SavedItemNotFoundError(name));
      spec
        .given([savedScholarship])
        .when({ kind: "unsave", userId, target: { itemId: name } })
        .then(new SavedItemNotFoundError(name));
    },
  );
});
