import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogProjection, syncCatalogEntry, syncProgramme } from "../modules/catalog/index.ts";
import { importInstitutions } from "../modules/directory/index.ts";
import { catchUp, closeProjectionsQueue, rebuildProjection } from "../modules/eventstore/index.ts";
import { deleteAccount, registerUser, setNotificationPreferences, updateStudentProfile } from "../modules/identity/index.ts";
import { closeDatabase, closeRedis } from "../modules/platform/index.ts";
import { db } from "./database.ts";
import { seedArticles, seedContent, seedScholarships } from "../infra/seed/index.ts";
import { programmes as seedProgrammes } from "../infra/seed/catalog/programmes.ts";
import { syncArticle } from "../modules/content/index.ts";
import { syncScholarship } from "../modules/funding/index.ts";
import { recordQuizResult } from "../modules/quiz/index.ts";
import { seedCounselors } from "../infra/seed/counseling/index.ts";
import { seedChecklistLibrary, seedEvents, seedPlannerFacts } from "../infra/seed/portal/index.ts";
import {
  answerExpertQuestion,
  askExpertQuestion,
  startQuestionReview,
  activateChecklist,
  cancelOpeningAlert,
  requestOpeningAlert,
  addCustomTask,
  changeSavedItemStatus,
  changeShortlist,
  choosePlannerCurrency,
  createVisionBoard,
  noteSavedItem,
  recordFlightEstimate,
  registerForEvent,
  resetCalendarFeed,
  reviseVisionBoard,
  saveContent,
  savedItemsOf,
  setEventMeetingLink,
  savedItemsProjection,
  setChecklistTask,
  shortlistSchool,
  unsaveContent,
} from "../modules/portal/index.ts";
import { startProjector } from "./projector.ts";
import { projections } from "../modules/operations/index.ts";
import { sampleQuizAnswers } from "../modules/quiz/testing.ts";

const by = { actor: "system", requestId: "replay-test" };

async function snapshot(tables: readonly string[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Every column orders the rows: a table keyed by several (search_title_terms) has ties in its first.
    result[table] = (await sql`select * from ${sql.id(table)} order by ${sql.id(table)}::text`.execute(db())).rows;
  }
  return result;
}

/** A table's shape: its columns in order (generated ones with their expression) and its indexes, whatever their names. */
async function shape(tables: readonly string[]) {
  const columns = await sql<{ table: string; column: string; type: string; generated: string | null }>`
    select attrelid::regclass::text as table, attname as column, format_type(atttypid, atttypmod) as type,
      case when attgenerated = 's' then pg_get_expr(adbin, adrelid) end as generated
    from pg_attribute left join pg_attrdef on adrelid = attrelid and adnum = attnum
    where attrelid = any(${tables.map((table) => `public.${table}`)}::regclass[]) and attnum > 0 and not attisdropped
    order by attrelid::regclass::text, attnum`.execute(db());
  const indexes = await sql<{ definition: string }>`
    select indexdef as definition from pg_indexes where schemaname = 'public' and tablename = any(${tables}::text[])`.execute(db());
  // Unnamed: a rebuild's copies take the names PostgreSQL gives them (as older rebuilds did).
  const unnamed = indexes.rows.map((row) => row.definition.replace(/INDEX \S+ ON/, "INDEX ON")).sort();
  return { columns: columns.rows, indexes: unnamed };
}

let projector: Awaited<ReturnType<typeof startProjector>>;

beforeAll(async () => {
  projector = await startProjector(projections);
  // Real data through real commands: a few students and part of the seed catalogue, one entry revised.
  const students = [];
  for (let index = 0; index < 3; index++) {
    students.push(
      await registerUser({ firstName: `Student${index}`, lastName: "Replay", email: `replay-${randomUUID()}@example.com`, password: "replay password 1" }, by),
    );
  }
  // A profile, preferences, and a deleted account (its registration reads as nulls on replay).
  await setNotificationPreferences(students[0]!.id, { deadlineReminders: false, eventEmails: true, expertAnswerEmails: true }, by);
  await updateStudentProfile(
    students[1]!.id,
    {
      firstName: "Student1",
      lastName: "Renamed",
      careerInterests: [],
      preferredDestinations: [],
      cxcResults: [],
      educationLevel: "graduate",
      localCurrency: "BBD",
    },
    by,
  );
  await askExpertQuestion(students[2]!.id, { question: "Asked before my account was deleted", category: "general", askedFrom: "hub" }, by);
  await deleteAccount(students[2]!.id, "replay password 1", by);
  for (const [kind, entries] of Object.entries(seedContent) as [keyof typeof seedContent, readonly { id: string }[]][]) {
    for (const entry of entries.slice(0, 4)) await syncCatalogEntry(kind, entry, by);
  }
  // The programmes of the schools synced, one of them revised (withdrawn) after.
  const syncedSchools = new Set(seedContent.school.slice(0, 4).map((school) => school.id));
  const programmesOfSynced = seedProgrammes.filter((programme) => syncedSchools.has(programme.schoolId));
  for (const programme of programmesOfSynced) await syncProgramme(programme, by);
  await syncProgramme({ ...programmesOfSynced[0]!, isActive: false }, by);
  // Directory entries: two Canadian rows of the Hipo list (McGill's linked to its profiled school), then one revised by a newer file.
  await catchUp(catalogProjection);
  const hipo = [
    "alpha_two_code,country,name,web_pages,domains,state_province",
    "CA,Canada,McGill University,http://www.mcgill.ca/,mcgill.ca,Quebec",
    "CA,Canada,Brock University,http://www.brocku.ca/,brocku.ca,Ontario",
  ];
  const importOptions = { dryRun: false, requestId: "replay-test", today: "2026-11-28", importedBy: "operator", waitForReadTables: false };
  await importInstitutions({ name: "hipo.csv", format: "csv", text: hipo.join("\n"), source: "Replay test" }, importOptions);
  const newer = [...hipo.slice(0, 2), hipo[2]!.replace("http://www.brocku.ca/", "https://brocku.ca/")];
  await importInstitutions({ name: "hipo-newer.csv", format: "csv", text: newer.join("\n"), source: "Replay test" }, importOptions);
  for (const article of seedArticles.slice(0, 4)) await syncArticle(article, by);
  await syncArticle({ ...seedArticles[0]!, publishedAt: null }, by);
  for (const scholarship of seedScholarships.slice(0, 4)) await syncScholarship(scholarship, by);
  await seedCounselors(by);
  const student = randomUUID();
  await recordQuizResult(student, sampleQuizAnswers, by);
  await recordQuizResult(student, { ...sampleQuizAnswers, budget_range: 60_000, support_needs: ["visa_guidance"] }, by);
  await seedPlannerFacts(by);
  await choosePlannerCurrency(student, "JMD", by);
  await recordFlightEstimate(student, 900, "USD", by);
  const board = { title: "Replay board", description: null, items: [{ text: "Pass CSEC maths", link: null }] };
  const boardId = await createVisionBoard(student, board, by);
  await reviseVisionBoard(student, boardId, { ...board, items: [...board.items, { text: "Visit UWI", link: "https://www.uwi.edu/" }] }, by);
  // Saved content and a shortlist, with notes, statuses and priorities, and some taken back.
  const [scholarshipA, scholarshipB] = seedScholarships;
  await saveContent(students[0]!.id, "scholarship", scholarshipA!.id, by);
  await saveContent(students[0]!.id, "scholarship", scholarshipB!.id, by);
  await saveContent(students[0]!.id, "article", seedArticles[1]!.articleId, by);
  await catchUp(savedItemsProjection);
  const savedA = (await savedItemsOf(students[0]!.id, { contentType: "scholarship" })).find((item) => item.contentId === scholarshipA!.id)!;
  await noteSavedItem(students[0]!.id, savedA.id, "Ask Miss Baptiste for a reference", by);
  await changeSavedItemStatus(students[0]!.id, savedA.id, "applied", by);
  await unsaveContent(students[0]!.id, { contentType: "scholarship", contentId: scholarshipB!.id }, by);
  // Opening alerts: two students ask to be told about an award, one of them about another too, and then stops.
  await requestOpeningAlert(students[0]!.id, scholarshipA!.id, by);
  await requestOpeningAlert(students[1]!.id, scholarshipA!.id, by);
  await requestOpeningAlert(students[1]!.id, scholarshipB!.id, by);
  await cancelOpeningAlert(students[1]!.id, scholarshipA!.id, by);
  const [schoolA, schoolB] = seedContent.school;
  await shortlistSchool(students[1]!.id, schoolA!.id, by);
  await shortlistSchool(students[1]!.id, schoolB!.id, by);
  await changeShortlist(students[1]!.id, { intent: "priority", schoolId: schoolA!.id, priority: "top_choice" }, by);
  await changeShortlist(students[1]!.id, { intent: "notes", schoolId: schoolA!.id, notes: "Open day in March" }, by);
  await changeShortlist(students[1]!.id, { intent: "remove", schoolId: schoolB!.id }, by);
  // Expert questions: one answered after a review, one answered straight from pending, one left open.
  const reviewed = await askExpertQuestion(students[0]!.id, { question: "Do I need IELTS for UWI?", category: "admissions", askedFrom: "hub" }, by);
  await startQuestionReview(reviewed, by);
  await answerExpertQuestion(reviewed, { answer: "Usually not.", answeredBy: "Admissions adviser" }, by, new Date("2026-11-24T12:00:00Z"));
  const direct = await askExpertQuestion(students[1]!.id, { question: "When do visa slots open?", category: null, askedFrom: "events" }, by);
  await answerExpertQuestion(direct, { answer: "Months ahead.", answeredBy: "Visa adviser" }, by, new Date("2026-11-24T13:00:00Z"));
  await askExpertQuestion(students[1]!.id, { question: "Is a gap year a problem?", category: "academic", askedFrom: "events" }, by);
  // Checklists: the library, one activated, tasks ticked (one unticked again) and a custom task.
  await seedChecklistLibrary(by);
  const { checklistId } = await activateChecklist(students[0]!.id, "checklist_references", by);
  await setChecklistTask(students[0]!.id, checklistId, `${checklistId}-1`, true, by);
  await setChecklistTask(students[0]!.id, checklistId, `${checklistId}-2`, true, by);
  await setChecklistTask(students[0]!.id, checklistId, `${checklistId}-2`, false, by);
  await addCustomTask(students[0]!.id, { checklistId, title: "Thank Mr Joseph", description: "", priority: "low", dueDate: null }, by);
  const first = seedContent.destination[0]!;
  const revised = { ...first, description: `${first.description} Revised.` };
  await syncCatalogEntry("destination", revised, by);
  // Events: the programme, registrations (one of them twice), a meeting link, a calendar link reset.
  await seedEvents(by);
  await registerForEvent(students[0]!.id, "scholarship-application-workshop", by);
  await registerForEvent(students[1]!.id, "scholarship-application-workshop", by);
  await registerForEvent(students[1]!.id, "scholarship-application-workshop", by);
  await setEventMeetingLink("scholarship-application-workshop", "https://meet.example.org/replay", by);
  await resetCalendarFeed(students[0]!.id, by);
  for (const projection of projections) await catchUp(projection);
});

afterAll(async () => {
  await projector.close();
  await closeProjectionsQueue();
  await closeRedis();
  await closeDatabase();
});

describe("replay", () => {
  for (const projection of projections.filter((candidate) => candidate.kind === "read-model")) {
    it(`rebuilds ${projection.name} into tables equal to the live ones, row for row`, async () => {
      const live = await snapshot(projection.tables);
      const liveShape = await shape(projection.tables);
      expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
      await rebuildProjection(projection);
      expect(await snapshot(projection.tables)).toEqual(live);
      // The indexes and generated columns a rebuild sets aside while it fills are back, the columns in their order.
      expect(await shape(projection.tables)).toEqual(liveShape);
      // And a second rebuild changes nothing either.
      await rebuildProjection(projection);
      expect(await snapshot(projection.tables)).toEqual(live);
    });
  }
});
