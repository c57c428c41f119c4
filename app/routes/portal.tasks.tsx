import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { z } from "zod";
import { CHECKLIST_CATEGORIES, checklistLibrary, checklistProgressOf, studentChecklistsOf } from "@modules/portal/index.ts";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import { AddTaskDialog, AddTaskForm } from "~/components/portal/tasks/add-task.tsx";
import { ChecklistCard } from "~/components/portal/tasks/checklist-card.tsx";
import { TASKS_COPY } from "~/components/portal/tasks/copy.ts";
import { ChecklistLibrary } from "~/components/portal/tasks/library.tsx";
import { tasksAction } from "~/server/portal/tasks/tasks-action.server.ts";
import type { TasksActionData } from "~/components/portal/tasks/types.ts";
import styles from "~/styles/portal-tasks.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { useHydrated } from "~/utils/hydration.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${TASKS_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

const TABS = ["active", "library"] as const;
const tabQuery = z.enum(TABS).catch("active");
/** `?add=<checklist id>` (a card's button) or `?add=any` (the header's) opens the form without JavaScript. */
const addQuery = z.string().max(200).nullable().catch(null);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const searchParams = new URL(request.url).searchParams;
  const tab = tabQuery.parse(searchParams.get("tab") ?? undefined);
  const [checklists, library] = await Promise.all([studentChecklistsOf(user.id), checklistLibrary()]);
  const add = addQuery.parse(searchParams.get("add"));
  // Another student's (or an unknown) checklist id opens nothing: only "any" or one of the student's own.
  const addTarget = add === "any" || checklists.some((checklist) => checklist.id === add) ? add : null;
  const activeTemplates = new Set(checklists.map((checklist) => checklist.templateId));
  return data(
    {
      tab,
      addTarget,
      submissionId: randomUUID(),
      summary: checklistProgressOf(checklists),
      // The student's own list ("My tasks") has no template: shown like a checklist card, offered as the header's default target.
      checklists: checklists.map(({ activatedAt: _activatedAt, templateId, deadline: _deadline, ...checklist }) => ({
        ...checklist,
        own: templateId === null,
      })),
      libraryCount: library.length,
      libraryGroups: CHECKLIST_CATEGORIES.map((category) => ({
        category,
        templates: library
          .filter((template) => template.category === category)
          .map((template) => ({
            id: template.id,
            title: template.title,
            description: template.description,
            category: template.category,
            totalTasks: template.totalTasks,
            active: activeTemplates.has(template.id),
            tasks: template.tasks.map((task) => ({ id: task.id, title: task.title, priority: task.priority })),
          })),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  return tasksAction(request, user, context.requestId);
}

export default function TasksPage() {
  const { tab, addTarget, summary, checklists, libraryCount, libraryGroups } = useLoaderData<typeof loader>();
  const actionData = useActionData<TasksActionData>();
  const hydrated = useHydrated();
  // With JavaScript the buttons open a dialog: null closed, "any" from the header, else a checklist id.
  const [dialogTarget, setDialogTarget] = useState<string | null>(null);
  const closeDialog = useCallback(() => setDialogTarget(null), []);
  const choices = checklists.map((checklist) => ({ id: checklist.id, title: checklist.title, own: checklist.own }));
  // Without JavaScript: the form on the page, from `?add=`, or again after the server refused it.
  const refused = actionData?.addTask ?? null;
  const inlineTarget = dialogTarget === null ? (refused ? refused.checklistId || "any" : addTarget) : null;

  return (
    <div className="page-section tasks-page">
      <header className="tasks-header">
        <div>
          <h1>{TASKS_COPY.title}</h1>
          <p className="lead">{TASKS_COPY.lead}</p>
        </div>
        <Link
          className="button primary"
          to="/portal/tasks?tab=active&add=any"
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setDialogTarget("any");
          }}
        >
          {TASKS_COPY.addCustomTask}
        </Link>
      </header>

      <OutcomeNotice outcome={actionData?.toast} />

      {inlineTarget !== null ? (
        <section className="card add-task-section" aria-labelledby="add-task-section-heading">
          <h2 id="add-task-section-heading">{TASKS_COPY.addCustomTask}</h2>
          <AddTaskForm
            key={`${inlineTarget}-${refused ? "refused" : "new"}`}
            idPrefix="add-task"
            checklists={choices}
            target={inlineTarget === "any" ? null : inlineTarget}
            refused={refused}
            hydrated={hydrated}
            cancelHref="/portal/tasks?tab=active"
          />
        </section>
      ) : null}
      <AddTaskDialog open={dialogTarget !== null} target={dialogTarget === "any" ? null : dialogTarget} checklists={choices} onClose={closeDialog} />

      <ul className="tasks-summary">
        <li className="card">
          <span className="tasks-summary-label">{TASKS_COPY.activeChecklists}</span> <strong className="tasks-summary-value">{summary.activeChecklists}</strong>
        </li>
        <li className="card">
          <span className="tasks-summary-label">{TASKS_COPY.totalTasks}</span> <strong className="tasks-summary-value">{summary.totalTasks}</strong>
        </li>
        <li className="card">
          <span className="tasks-summary-label">{TASKS_COPY.completedTasks}</span> <strong className="tasks-summary-value">{summary.completedTasks}</strong>
        </li>
      </ul>

      <PortalTabs
        label="Checklists"
        tabs={[
          { href: "/portal/tasks?tab=active", label: TASKS_COPY.activeChecklists, count: summary.activeChecklists, current: tab === "active" },
          { href: "/portal/tasks?tab=library", label: TASKS_COPY.checklistLibrary, count: libraryCount, current: tab === "library" },
        ]}
      />

      <section className="tasks-panel" aria-labelledby="tasks-panel-heading">
        <h2 id="tasks-panel-heading">{tab === "active" ? TASKS_COPY.activeChecklists : TASKS_COPY.checklistLibrary}</h2>
        {tab === "library" ? (
          <ChecklistLibrary groups={libraryGroups} />
        ) : (
          <>
            {summary.activeChecklists === 0 ? (
              <div className="empty-state">
                <h3>{TASKS_COPY.emptyTitle}</h3>
                <p>{TASKS_COPY.emptyText}</p>
                <Link className="button primary" to="/portal/tasks?tab=library">
                  {TASKS_COPY.browseLibrary}
                </Link>
              </div>
            ) : null}
            {checklists.length > 0 ? (
              <div className="checklist-cards">
                {checklists.map((checklist) => (
                  <ChecklistCard key={checklist.id} checklist={checklist} onAddTask={setDialogTarget} />
                ))}
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
