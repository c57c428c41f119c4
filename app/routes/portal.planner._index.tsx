import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import type { Actor } from "@modules/eventstore/index.ts";
import {
  BOARD_LIMITS,
  choosePlannerCurrency,
  createVisionBoard,
  CURRENCY_NAMES,
  deleteVisionBoard,
  exchangeRates,
  itemsAsText,
  LOCAL_CURRENCIES,
  plannerFormSchemas,
  plannerPreferences,
  ratesOn,
  recordFlightEstimate,
  reviseVisionBoard,
  shortlistedSchoolCount,
  studentFinancialPlan,
  upfrontCosts,
  visionBoard,
  visionBoardFormSchema,
  VisionBoardLimitError,
  VisionBoardNotFoundError,
  visionBoards,
} from "@modules/portal/index.ts";
import { quizMatches, studentProfile } from "@modules/quiz/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { FinancialTab } from "~/components/planner/financial-tab.tsx";
import { formatDay } from "~/components/planner/format.ts";
import { PersonalityTab } from "~/components/planner/personality-tab.tsx";
import { PlannerTabs, type PlannerTab } from "~/components/planner/planner-tabs.tsx";
import { ShortlistTab } from "~/components/planner/shortlist-tab.tsx";
import { VisionTab } from "~/components/planner/vision-tab.tsx";
import styles from "~/styles/portal-planner.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { badRequest, PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "My Pathway Planner | Study Compass" }, { name: "robots", content: "noindex" }];
const tabQuery = z.enum(["personality", "shortlist", "financial", "vision"]).catch("personality");
const boardQuery = z.string().trim().min(1).max(100).nullable().catch(null);
const currencies = LOCAL_CURRENCIES.map((code) => ({ value: code, label: CURRENCY_NAMES[code] }));

async function tabData(tab: PlannerTab, userId: string, url: URL) {
  switch (tab) {
    case "personality": {
      const profile = await studentProfile(userId);
      const insights = profile
        ? {
            result: profile.result,
            matches: await quizMatches(profile.result, profile.quizAnswers),
            completedOn: formatDay(profile.quizCompletedAt.toISOString().slice(0, 10)),
          }
        : null;
      return { tab: "personality" as const, insights };
    }
    case "shortlist":
      return { tab: "shortlist" as const, count: await shortlistedSchoolCount(userId) };
    case "financial": {
      // One day for the whole plan: the fees and rates in force on it.
      const day = todayUtc();
      const [plan, preferences, costs, rates] = await Promise.all([
        studentFinancialPlan(userId, { day }),
        plannerPreferences(userId),
        upfrontCosts(day),
        exchangeRates(),
      ]);
      return { tab: "financial" as const, financial: { plan, preferences, upfrontCosts: costs, rates: [...ratesOn(rates, day).values()], currencies } };
    }
    case "vision": {
      const boardId = boardQuery.parse(url.searchParams.get("board"));
      const [boards, editing] = await Promise.all([visionBoards(userId), boardId ? visionBoard(userId, boardId) : null]);
      // Another student's board, or an unknown one: 404, never their data.
      if (boardId && !editing) throw notFound("private page");
      return {
        tab: "vision" as const,
        vision: { boards, editing: editing ? { board: editing, itemsText: itemsAsText(editing.items) } : null, limits: BOARD_LIMITS },
      };
    }
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const url = new URL(request.url);
  const tab = tabQuery.parse(url.searchParams.get("tab"));
  return data(await tabData(tab, user.id, url), { headers: PRIVATE_NO_STORE });
}

const intentSchema = z.enum(["currency", "flight", "create-board", "revise-board", "delete-board"]);
const boardIdSchema = z.object({ boardId: z.string().trim().min(1).max(100) });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const input: PlannerIntentInput = { userId: user.id, form: await request.formData(), by: { actor: user.id, requestId: context.requestId } };
  const intent = intentSchema.safeParse(input.form.get("intent"));
  if (!intent.success) throw badRequest();
  switch (intent.data) {
    case "currency":
      return chooseCurrency(input);
    case "flight":
      return estimateFlight(input);
    case "create-board":
      return createBoard(input);
    case "revise-board":
      return reviseBoard(input);
    case "delete-board":
      return deleteBoard(input);
  }
}

/** What every intent of the planner's forms gets: whose planner, their form, and how their changes are recorded. */
interface PlannerIntentInput {
  userId: string;
  form: FormData;
  by: Actor;
}

type PlannerIntent = z.infer<typeof intentSchema>;
const refuse = (intent: PlannerIntent, submission: SubmissionResult<string[]>, status = 400) =>
  data({ intent, submission }, { status, headers: PRIVATE_NO_STORE });

async function chooseCurrency({ userId, form, by }: PlannerIntentInput) {
  const submission = parseWithZod(form, { schema: plannerFormSchemas.currency });
  if (submission.status !== "success") return refuse("currency", submission.reply());
  await choosePlannerCurrency(userId, submission.value.currency, by);
  return redirect("/portal/planner?tab=financial", { headers: PRIVATE_NO_STORE });
}

async function estimateFlight({ userId, form, by }: PlannerIntentInput) {
  const submission = parseWithZod(form, { schema: plannerFormSchemas.flightEstimate });
  if (submission.status !== "success") return refuse("flight", submission.reply());
  await recordFlightEstimate(userId, submission.value.amount, submission.value.currency, by);
  return redirect("/portal/planner?tab=financial#flight-heading", { headers: PRIVATE_NO_STORE });
}

async function createBoard({ userId, form, by }: PlannerIntentInput) {
  const submission = parseWithZod(form, { schema: visionBoardFormSchema });
  if (submission.status !== "success") return refuse("create-board", submission.reply());
  try {
    await createVisionBoard(userId, submission.value, by);
  } catch (error) {
    if (!(error instanceof VisionBoardLimitError)) throw error;
    return refuse("create-board", submission.reply({ formErrors: [error.message] }), 409);
  }
  return redirect("/portal/planner?tab=vision", { headers: PRIVATE_NO_STORE });
}

async function reviseBoard({ userId, form, by }: PlannerIntentInput) {
  const boardId = targetBoardId(form);
  const submission = parseWithZod(form, { schema: visionBoardFormSchema });
  if (submission.status !== "success") return refuse("revise-board", submission.reply());
  await ownBoard(() => reviseVisionBoard(userId, boardId, submission.value, by));
  return redirect("/portal/planner?tab=vision", { headers: PRIVATE_NO_STORE });
}

async function deleteBoard({ userId, form, by }: PlannerIntentInput) {
  const boardId = targetBoardId(form);
  await ownBoard(() => deleteVisionBoard(userId, boardId, by));
  return redirect("/portal/planner?tab=vision", { headers: PRIVATE_NO_STORE });
}

function targetBoardId(form: FormData): string {
  const target = boardIdSchema.safeParse({ boardId: form.get("boardId") });
  if (!target.success) throw badRequest();
  return target.data.boardId;
}

/** Another student's board, or an unknown one: the same 404, and nothing written. */
async function ownBoard(change: () => Promise<unknown>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (error instanceof VisionBoardNotFoundError) throw notFound("private page");
    throw error;
  }
}

export default function PlannerPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = (intent: string) => (actionData && actionData.intent === intent ? actionData.submission : undefined);
  return (
    <section className="page-section planner-page">
      <h1>My Pathway Planner</h1>
      <p className="lead">Your personality insights, shortlist, financial plan and vision boards, from your own answers and choices.</p>
      <PlannerTabs current={loaderData.tab} />
      {loaderData.tab === "personality" ? <PersonalityTab insights={loaderData.insights} /> : null}
      {loaderData.tab === "shortlist" ? <ShortlistTab count={loaderData.count} /> : null}
      {loaderData.tab === "financial" ? <FinancialTab data={loaderData.financial} currencyResult={reply("currency")} flightResult={reply("flight")} /> : null}
      {loaderData.tab === "vision" ? <VisionTab data={loaderData.vision} createResult={reply("create-board")} reviseResult={reply("revise-board")} /> : null}
    </section>
  );
}
