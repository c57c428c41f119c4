import { afterAll, describe, expect, it } from "vitest";
import { closeProjectionsQueue } from "../../eventstore/index.ts";
import { projectionSpec } from "../../eventstore/testing.ts";
import { AccountDeleted, ProfileUpdated, UserRegistered } from "../../identity/index.ts";
import { closeDatabase, closeRedis } from "../../platform/index.ts";
import { scoreQuiz, StudyProfileQuizCompleted } from "../../quiz/index.ts";
import { sampleQuizAnswers } from "../../quiz/testing.ts";
import { ChecklistActivated, ChecklistTaskCompleted, ChecklistTaskReopened, CustomTaskAdded, OwnTaskListStarted } from "../checklists/index.ts";
import { ContentSaved, ContentUnsaved } from "../saved/index.ts";
import { SchoolShortlisted, SchoolUnshortlisted } from "../shortlist/index.ts";
import { readinessProjection } from "./projection.ts";

afterAll(async () => {
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

const registered = (userId: string) =>
  UserRegistered.create({ userId, email: `${userId}@example.com`, firstName: "Shanice", lastName: "Thomas", passwordHash: "scrypt$x" });
const quizTaken = (userId: string) => StudyProfileQuizCompleted.create({ userId, answers: sampleQuizAnswers, result: scoreQuiz(sampleQuizAnswers) });
const on = (day: string) => new Date(`${day}T15:00:00Z`);

describe("the readiness projection", () => {
  it("given a registration and later the quiz, then the score and each day's score are recorded by the events' days", async () => {
    await projectionSpec(readinessProjection)
      .given([
        { event: registered("user-a"), recordedAt: on("2026-11-01") },
        { event: quizTaken("user-a"), recordedAt: on("2026-11-10") },
      ])
      .then({
        // A name from sign-up is 1 of 6 profile parts (4 of 25 points); the quiz adds 10.
        readiness_inputs: [expect.objectContaining({ user_id: "user-a", quiz_completed: true, score: 14, updated_at: on("2026-11-10") })],
        readiness_items: [],
        readiness_daily_scores: [
          expect.objectContaining({ user_id: "user-a", score: 4, day: expect.anything() }),
          expect.objectContaining({ user_id: "user-a", score: 14, day: expect.anything() }),
        ],
      });
  });

  it("given schools shortlisted and one taken off again, then the score counts the schools still on the shortlist", async () => {
    const rows = await projectionSpec(readinessProjection)
      .given([
        registered("user-a"),
        SchoolShortlisted.create({ userId: "user-a", schoolId: "school_a" }),
        SchoolShortlisted.create({ userId: "user-a", schoolId: "school_b" }),
        SchoolUnshortlisted.create({ userId: "user-a", schoolId: "school_a" }),
      ])
      .rows();
    expect(rows.readiness_items).toEqual([{ user_id: "user-a", kind: "school", item_id: "school_b" }]);
    expect(rows.readiness_inputs).toEqual([expect.objectContaining({ user_id: "user-a", score: 4 + 7 })]);
  });

  it("given articles and scholarships saved and one unsaved, then they count, and a saved school does not count as shortlisted", async () => {
    const saved = (contentType: "article" | "scholarship" | "school", contentId: string, itemId: string) =>
      ContentSaved.create({ userId: "user-a", itemId, contentType, contentId });
    const rows = await projectionSpec(readinessProjection)
      .given([
        registered("user-a"),
        saved("scholarship", "scholarship_a", "00000000-0000-4000-8000-000000000001"),
        saved("scholarship", "scholarship_b", "00000000-0000-4000-8000-000000000002"),
        saved("article", "article_a", "00000000-0000-4000-8000-000000000003"),
        saved("school", "school_a", "00000000-0000-4000-8000-000000000004"),
        ContentUnsaved.create({ userId: "user-a", itemId: "00000000-0000-4000-8000-000000000002", contentType: "scholarship", contentId: "scholarship_b" }),
      ])
      .rows();
    expect([...rows.readiness_items!].sort((a, b) => String(a.kind).localeCompare(String(b.kind)))).toEqual([
      { user_id: "user-a", kind: "article", item_id: "article_a" },
      { user_id: "user-a", kind: "scholarship", item_id: "scholarship_a" },
    ]);
    // The name: 4; one scholarship of three: 3 of 10; one article of three: 2 of 5.
    expect(rows.readiness_inputs).toEqual([expect.objectContaining({ user_id: "user-a", score: 4 + 3 + 2 })]);
  });

  it("given a profile filled in, then the profile part follows its completeness", async () => {
    const profile = {
      userId: "user-a",
      firstName: "Shanice",
      lastName: "Thomas",
      educationLevel: "high-school" as const,
      careerInterests: ["medicine"],
      preferredDestinations: ["canada"],
      targetStartMonth: null,
      localCurrency: null,
      citizenship: "JM",
      birthYear: null,
      workExperienceYears: null,
      cxcResults: [],
    };
    const rows = await projectionSpec(readinessProjection)
      .given([registered("user-a"), ProfileUpdated.create(profile)])
      .rows();
    // 5 of 7 parts (name, education level, interests, destinations, citizenship): 25 × 5/7 = 17.9, so 18.
    expect(rows.readiness_inputs).toEqual([expect.objectContaining({ user_id: "user-a", profile_completeness: 5 / 7, score: 18 })]);
  });

  it("given an account deleted, then none of its rows remain and other students keep theirs", async () => {
    const rows = await projectionSpec(readinessProjection)
      .given([registered("user-a"), quizTaken("user-a"), registered("user-b"), AccountDeleted.create({ userId: "user-a" })])
      .rows();
    expect(rows.readiness_inputs!.map((row) => row.user_id)).toEqual(["user-b"]);
    expect(rows.readiness_daily_scores!.map((row) => row.user_id)).toEqual(["user-b"]);
  });

  it("given a checklist activated and tasks ticked, one unticked and a custom task, then the checklist part follows the tasks done", async () => {
    const checklistId = "00000000-0000-4000-8000-0000000000c1";
    const task = (n: number) => ({
      taskId: `${checklistId}-${n}`,
      title: `Task ${n}`,
      description: null,
      priority: "medium" as const,
      category: "Documents",
      dueDate: null,
    });
    const tick = (n: number) => ChecklistTaskCompleted.create({ userId: "user-a", checklistId, taskId: `${checklistId}-${n}` });
    const rows = await projectionSpec(readinessProjection)
      .given([
        registered("user-a"),
        ChecklistActivated.create({
          userId: "user-a",
          checklistId,
          templateId: "checklist_transcripts",
          title: "Transcripts",
          description: "Results and transcripts.",
          category: "Application Process",
          activatedOn: "2026-11-01",
          tasks: [task(1), task(2), task(3), task(4), task(5)],
        }),
        tick(1),
        tick(2),
        tick(3),
        ChecklistTaskReopened.create({ userId: "user-a", checklistId, taskId: `${checklistId}-3` }),
        CustomTaskAdded.create({ userId: "user-a", checklistId, taskId: `${checklistId}-6`, title: null, description: null, priority: "low", dueDate: null }),
      ])
      .rows();
    // The name: 4; 2 of 6 tasks done: 30 × 2/6 = 10.
    expect(rows.readiness_inputs).toEqual([
      expect.objectContaining({ user_id: "user-a", checklist_tasks_total: 6, checklist_tasks_completed: 2, score: 4 + 10 }),
    ]);
  });

  it("given tasks in the student's own list ('My tasks', no checklist), then they count like any checklist's", async () => {
    const ownList = "00000000-0000-4000-8000-0000000000d1";
    const own = (n: number) =>
      CustomTaskAdded.create({
        userId: "user-a",
        checklistId: ownList,
        taskId: `${ownList}-${n}`,
        title: `Mine ${n}`,
        description: null,
        priority: "low",
        dueDate: null,
      });
    const rows = await projectionSpec(readinessProjection)
      .given([
        registered("user-a"),
        OwnTaskListStarted.create({ userId: "user-a", checklistId: ownList }),
        own(1),
        own(2),
        ChecklistTaskCompleted.create({ userId: "user-a", checklistId: ownList, taskId: `${ownList}-1` }),
      ])
      .rows();
    // The name: 4; 1 of 2 tasks done: 30 × 1/2 = 15.
    expect(rows.readiness_inputs).toEqual([
      expect.objectContaining({ user_id: "user-a", checklist_tasks_total: 2, checklist_tasks_completed: 1, score: 4 + 15 }),
    ]);
  });
});
