import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchUp, closeProjectionsQueue, readStream, rebuildProjection } from "../eventstore/index.ts";
import { closeDatabase, closeRedis } from "../platform/index.ts";
import { db } from "./db.ts";
import { startProjector } from "../../workers/projector.ts";
import { scholarshipsProjection, syncScholarship, type Scholarship } from "../funding/index.ts";
import { quizMatches, recordQuizResult, scoreQuiz, studentProfile, type QuizAnswers } from "./index.ts";
import { studentProfilesProjection } from "./projection.ts";

const answers: QuizAnswers = {
  study_motivation: "career_advancement",
  learning_style: "hands_on",
  social_preference: "large_diverse_international",
  budget_range: 60_000,
  study_duration: "bachelors",
  career_goals: "healthcare",
  climate_preference: "warm_tropical",
  cultural_adaptation: "very_excited",
  post_graduation: "work_abroad",
  support_needs: ["financial_aid", "visa_guidance"],
};

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector([studentProfilesProjection]);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

async function profileRows() {
  return (await sql`select * from student_profiles order by user_id`.execute(db())).rows;
}

describe("saving a student's quiz result", () => {
  it("records the result as an event on the student's profile stream and reads it back at once", async () => {
    const userId = randomUUID();
    const result = await recordQuizResult(userId, answers, { actor: userId, requestId: "quiz-test" });
    expect(result).toMatchObject({
      personality: "Career-Focused Achiever",
      studyDestinations: ["Australia", "Southern United States", "United States", "United Kingdom"],
      studyFields: ["Medicine", "Psychology"],
    });
    const [event] = await readStream(db(), `student-profile-${userId}`);
    expect(event).toMatchObject({ type: "StudyProfileQuizCompleted", data: { userId, answers, result } });

    // No sleeping: recordQuizResult returns once the profile shows the result.
    const profile = await studentProfile(userId);
    expect(profile).toMatchObject({
      userId,
      personalityType: "Career-Focused Achiever",
      preferredDestinations: result.studyDestinations,
      careerInterests: result.studyFields,
      quizAnswers: answers,
      result,
    });
    expect(profile?.quizCompletedAt).toEqual(event?.recordedAt);
  });

  it("replaces the saved result when the quiz is retaken", async () => {
    const userId = randomUUID();
    const by = { actor: userId, requestId: "quiz-test" };
    await recordQuizResult(userId, answers, by);
    await recordQuizResult(
      userId,
      { ...answers, social_preference: "caribbean_similar", post_graduation: "return_to_caribbean", study_motivation: "personal_growth" },
      by,
    );
    expect(await studentProfile(userId)).toMatchObject({
      personalityType: "Community-Oriented Leader",
      preferredDestinations: ["Caribbean Universities", "Canada", "United Kingdom", "United States"],
    });
    expect(await readStream(db(), `student-profile-${userId}`)).toHaveLength(2);
  });

  it("refuses incomplete answers before anything is stored", async () => {
    const userId = randomUUID();
    await expect(recordQuizResult(userId, { ...answers, support_needs: [] }, { actor: userId, requestId: "quiz-test" })).rejects.toThrow();
    expect(await readStream(db(), `student-profile-${userId}`)).toHaveLength(0);
    expect(await studentProfile(userId)).toBeNull();
  });

  it("rebuilds the profiles from the events into the same rows, twice", async () => {
    await catchUp(studentProfilesProjection);
    const live = await profileRows();
    expect(live.length).toBeGreaterThan(0);
    await rebuildProjection(studentProfilesProjection);
    expect(await profileRows()).toEqual(live);
    await rebuildProjection(studentProfilesProjection);
    expect(await profileRows()).toEqual(live);
  });
});

describe("the scholarships a result recommends", () => {
  function award(id: string, studyLevels: Scholarship["studyLevels"]): Scholarship {
    return {
      id,
      slug: id.replace(/_/g, "-"),
      title: `Award ${id}`,
      description: "A test award.",
      provider: "Quiz tests",
      amount: null,
      currency: "USD",
      deadline: "2999-01-31",
      deadlineCycle: null,
      deadlineNote: null,
      deadlineSourceUrl: null,
      opensOn: null,
      earlierCycles: [],
      fixedWindow: true,
      eligibilityRules: { citizenships: [], minAge: null, maxAge: null, minWorkYears: null, cxc: [] },
      obligations: { bondYears: null, returnHomeYears: null, serviceHours: null },
      eligibility: null,
      howToApply: null,
      applicationUrl: null,
      sourceUrl: null,
      sourceConfidence: null,
      lastVerifiedOn: null,
      destinationId: null,
      pathwayId: null,
      studyLevels,
      // Featured, so it would come first if the level were ignored.
      isFeatured: studyLevels.includes("postgraduate"),
      isActive: true,
    };
  }

  it("are open to the study level chosen: a bachelor's student is not offered a postgraduate-only award", async () => {
    const by = { actor: "system", requestId: "quiz-test" };
    for (const scholarship of [award("scholarship_masters_only", ["postgraduate"]), award("scholarship_any_level", [])]) await syncScholarship(scholarship, by);
    await catchUp(scholarshipsProjection);
    const titles = async (studyDuration: QuizAnswers["study_duration"]) => {
      const chosen = { ...answers, study_duration: studyDuration };
      return (await quizMatches(scoreQuiz(chosen), chosen)).scholarships.map((scholarship) => scholarship.id);
    };
    expect(await titles("bachelors")).toEqual(["scholarship_any_level"]);
    expect(await titles("postgraduate")).toEqual(["scholarship_masters_only", "scholarship_any_level"]);
  });
});
