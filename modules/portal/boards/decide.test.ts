import { describe, it } from "vitest";
import { deciderSpec } from "../../eventstore/testing.ts";
import { VisionBoardLimitError, VisionBoardNotFoundError, visionBoardsDecider } from "./decide.ts";
import { VisionBoardCreated, VisionBoardDeleted, VisionBoardRevised } from "./events.ts";

const spec = deciderSpec(visionBoardsDecider);
const userId = "user-a";
const content = { title: "Study in Canada", description: "Where I want to be in 2028", items: [{ text: "Pass CSEC maths", link: null }] };
const created = (boardId: string) => VisionBoardCreated.create({ userId, boardId, ...content });

describe("deciding a student's vision boards", () => {
  it("given no boards, when one is created, then it is created", () => {
    spec
      .given([])
      .when({ type: "create", userId, boardId: "b1", content })
      .then([created("b1")]);
  });

  it("given 20 boards, when a 21st is created, then it is refused", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => created(`b${index}`));
    spec.given(twenty).when({ type: "create", userId, boardId: "b20", content }).then(VisionBoardLimitError);
  });

  it("given 20 boards one of which was deleted, when another is created, then it is created", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => created(`b${index}`));
    spec
      .given([...twenty, VisionBoardDeleted.create({ userId, boardId: "b3" })])
      .when({ type: "create", userId, boardId: "b20", content })
      .then([created("b20")]);
  });

  it("given a board, when it is revised, then the whole new content is recorded", () => {
    const revised = { ...content, title: "Study in the UK", items: [...content.items, { text: "Apply to Chevening", link: "https://www.chevening.org/" }] };
    spec
      .given([created("b1")])
      .when({ type: "revise", userId, boardId: "b1", content: revised })
      .then([VisionBoardRevised.create({ userId, boardId: "b1", ...revised })]);
  });

  it("given a board, when it is revised to the same content, then nothing happens", () => {
    spec
      .given([created("b1")])
      .when({ type: "revise", userId, boardId: "b1", content })
      .then([]);
  });

  it("given another student's board id (not in this stream), when it is revised or deleted, then it is not found", () => {
    spec
      .given([created("b1")])
      .when({ type: "revise", userId, boardId: "someone-elses", content })
      .then(VisionBoardNotFoundError);
    spec
      .given([created("b1")])
      .when({ type: "delete", userId, boardId: "someone-elses" })
      .then(VisionBoardNotFoundError);
  });

  it("given a deleted board, when it is deleted again, then it is not found", () => {
    spec
      .given([created("b1"), VisionBoardDeleted.create({ userId, boardId: "b1" })])
      .when({ type: "delete", userId, boardId: "b1" })
      .then(VisionBoardNotFoundError);
  });

  it("given a board, when it is deleted, then it is deleted", () => {
    spec
      .given([created("b1")])
      .when({ type: "delete", userId, boardId: "b1" })
      .then([VisionBoardDeleted.create({ userId, boardId: "b1" })]);
  });
});
