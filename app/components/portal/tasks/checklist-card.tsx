import { Link, useFetcher, useLocation } from "@remix-run/react";
import type { TaskPriority } from "@modules/portal/browser.ts";
import { formatDay, PRIORITY_BADGES, PRIORITY_LABELS, TASKS_COPY } from "./copy.ts";
import { TASKS_ACTION } from "./add-task.tsx";

export interface TaskRowData {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: TaskPriority;
  category: string;
  isCustom: boolean;
}

export interface ChecklistCardData {
  id: string;
  title: string;
  description: string;
  category: string;
  totalTasks: number;
  completedTasks: number;
  progress: number;
  tasks: TaskRowData[];
}

/** An active checklist: its words, 'Progress: X of Y tasks' with the percent and a bar, its tasks, and its own Add Custom Task. */
export function ChecklistCard({ checklist, onAddTask }: { checklist: ChecklistCardData; onAddTask: (checklistId: string) => void }) {
  const headingId = `checklist-${checklist.id}-title`;
  return (
    <article className="card checklist-card" aria-labelledby={headingId}>
      <header className="checklist-card-header">
        <div>
          <h3 id={headingId}>{checklist.title}</h3>
          <p className="muted">{checklist.description}</p>
        </div>
        <span className="badge neutral">{checklist.category}</span>
      </header>
      <div className="checklist-progress">
        <p>
          <span>
            Progress: {checklist.completedTasks} of {checklist.totalTasks} tasks
          </span>{" "}
          <strong className="checklist-percent">{checklist.progress}%</strong>
        </p>
        <progress max={100} value={checklist.progress} aria-label={`${checklist.title} progress`} />
      </div>
      <ul className="task-list">
        {checklist.tasks.map((task) => (
          <TaskRow key={task.id} checklistId={checklist.id} task={task} />
        ))}
      </ul>
      <p>
        <Link
          className="button secondary small"
          to={`/portal/tasks?tab=active&add=${encodeURIComponent(checklist.id)}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onAddTask(checklist.id);
          }}
        >
          {TASKS_COPY.addCustomTask}
          <span className="visually-hidden"> to {checklist.title}</span>
        </Link>
      </p>
    </article>
  );
}

/**
 * One task: a form of its own whose button is the checkbox. With JavaScript a
 * fetcher ticks it in place (shown at once); without, the form posts and the
 * page comes back where it was.
 */
function TaskRow({ checklistId, task }: { checklistId: string; task: TaskRowData }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const pending = fetcher.formData?.get("completed");
  const completed = typeof pending === "string" ? pending === "true" : task.completed;
  return (
    <li className={completed ? "task-row completed" : "task-row"}>
      <fetcher.Form method="post" action={TASKS_ACTION} preventScrollReset className="task-toggle">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="checklistId" value={checklistId} />
        <input type="hidden" name="taskId" value={task.id} />
        <input type="hidden" name="completed" value={completed ? "false" : "true"} />
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <button type="submit" role="checkbox" aria-checked={completed} aria-label={task.title} className="task-check">
          <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
            <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </fetcher.Form>
      <div className="task-body">
        <p className="task-title">{task.title}</p>
        <p className="badge-row">
          <span className={`badge ${PRIORITY_BADGES[task.priority]}`}>{PRIORITY_LABELS[task.priority]}</span>
          {task.isCustom ? <span className="badge accent">{TASKS_COPY.custom}</span> : null}
        </p>
        {task.description ? <p className="task-description">{task.description}</p> : null}
        <p className="task-meta muted">
          {task.dueDate ? (
            <span>
              Due <time dateTime={task.dueDate}>{formatDay(task.dueDate)}</time>
            </span>
          ) : null}
          <span>{task.category}</span>
        </p>
      </div>
    </li>
  );
}
