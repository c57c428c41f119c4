import { Form } from "@remix-run/react";
import { PRIORITY_LABELS, TASKS_COPY } from "./copy.ts";
import type { TaskPriority } from "@modules/portal/browser.ts";

export interface LibraryTemplateData {
  id: string;
  title: string;
  description: string;
  category: string;
  totalTasks: number;
  active: boolean;
  tasks: { id: string; title: string; priority: TaskPriority }[];
}

export interface LibraryGroup {
  category: string;
  templates: LibraryTemplateData[];
}

/** The library tab: the five categories, each with its count, and a card per template with Activate Checklist. */
export function ChecklistLibrary({ groups }: { groups: readonly LibraryGroup[] }) {
  return (
    <div className="checklist-library">
      {groups.map((group) => {
        const headingId = `library-${group.category.replace(/[^a-z]+/gi, "-").toLowerCase()}`;
        return (
          <section key={group.category} className="library-group" aria-labelledby={headingId}>
            <h3 id={headingId}>
              {group.category} ({group.templates.length})
            </h3>
            <ul className="card-grid library-cards">
              {group.templates.map((template) => (
                <li key={template.id} className="card library-card">
                  <p className="badge-row">
                    <span className="badge neutral">{template.category}</span>
                    <span className="badge">{template.totalTasks} tasks</span>
                    {template.active ? <span className="badge success">Active</span> : null}
                  </p>
                  <h4>{template.title}</h4>
                  <p>{template.description}</p>
                  <details className="library-tasks">
                    <summary>
                      See the tasks<span className="visually-hidden"> of {template.title}</span>
                    </summary>
                    <ol>
                      {template.tasks.map((task) => (
                        <li key={task.id}>
                          {task.title} <span className="muted">({PRIORITY_LABELS[task.priority]})</span>
                        </li>
                      ))}
                    </ol>
                  </details>
                  <Form method="post" action="/portal/tasks?tab=active" className="library-activate">
                    <input type="hidden" name="intent" value="activate" />
                    <input type="hidden" name="templateId" value={template.id} />
                    <button type="submit" className="button primary small">
                      {TASKS_COPY.activate}
                      <span className="visually-hidden"> for {template.title}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
