import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { VisionBoardView } from "@modules/portal/index.ts";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { useIsPending } from "~/utils/pending.ts";

type Reply = SubmissionResult<string[]> | undefined;

export type BoardData = VisionBoardView;

export interface VisionTabData {
  boards: BoardData[];
  /** The board being edited (`?board=`), with its items as the textarea shows them. */
  editing: { board: BoardData; itemsText: string } | null;
  limits: { titleLength: number; itemLength: number; items: number; boards: number };
}

function ItemsField({ field, limits }: { field: Parameters<typeof getTextareaProps>[0]; limits: VisionTabData["limits"] }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>Goals, one per line</label>
      <p className="form-hint" id={hintId}>
        Up to {limits.items} goals of up to {limits.itemLength} characters each. Add a link after a bar: Visit UWI Mona | https://www.mona.uwi.edu/
      </p>
      <textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={6} key={field.key} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function DescriptionField({ field }: { field: Parameters<typeof getTextareaProps>[0] }) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>Description (optional)</label>
      <textarea {...getTextareaProps(field)} rows={2} key={field.key} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function BoardForm({
  id,
  intent,
  heading,
  submitLabel,
  board,
  itemsText,
  lastResult,
  limits,
}: {
  id: string;
  intent: "create-board" | "revise-board";
  heading: string;
  submitLabel: string;
  board?: BoardData;
  itemsText?: string;
  lastResult: Reply;
  limits: VisionTabData["limits"];
}) {
  const pending = useIsPending();
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: board ? { title: board.title, description: board.description ?? "", items: itemsText ?? "" } : undefined,
  });
  return (
    <section className="card planner-board-form" aria-labelledby={`${id}-heading`} id={`${id}-section`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <Form method="post" className="stacked-form" {...getFormProps(form)} action="?tab=vision">
        <input type="hidden" name="intent" value={intent} />
        {board ? <input type="hidden" name="boardId" value={board.id} /> : null}
        <FieldErrors id={form.errorId} errors={form.errors} />
        <FormField label="Board title" field={fields.title} hint={`Up to ${limits.titleLength} characters.`} />
        <DescriptionField field={fields.description} />
        <ItemsField field={fields.items} limits={limits} />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={pending}>
            {submitLabel}
          </button>
          {board ? (
            <Link className="button ghost" to="?tab=vision">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function Board({ board }: { board: BoardData }) {
  const pending = useIsPending();
  return (
    <article className="card planner-board" aria-labelledby={`board-${board.id}`}>
      <h3 id={`board-${board.id}`}>{board.title}</h3>
      {board.description ? <p>{board.description}</p> : null}
      {board.items.length > 0 ? (
        <ul>
          {board.items.map((item, index) => (
            <li key={index}>{item.link ? <a href={item.link}>{item.text}</a> : item.text}</li>
          ))}
        </ul>
      ) : (
        <p className="planner-muted">No goals on this board yet.</p>
      )}
      <div className="button-row">
        <Link className="button secondary small" to={`?tab=vision&board=${board.id}#edit-board-section`} aria-label={`Edit ${board.title}`}>
          Edit
        </Link>
        <Form method="post" action="?tab=vision">
          <input type="hidden" name="intent" value="delete-board" />
          <input type="hidden" name="boardId" value={board.id} />
          <button type="submit" className="button danger small" disabled={pending} aria-label={`Delete ${board.title}`}>
            Delete
          </button>
        </Form>
      </div>
    </article>
  );
}

export function VisionTab({ data, createResult, reviseResult }: { data: VisionTabData; createResult: Reply; reviseResult: Reply }) {
  const { boards, editing, limits } = data;
  return (
    <section className="planner-panel" aria-labelledby="vision-heading">
      <h2 id="vision-heading">Vision board</h2>
      <p>Collect the goals that keep you going: the schools you dream of, the grades you need, the steps to get there.</p>
      {editing ? (
        <BoardForm
          id="edit-board"
          intent="revise-board"
          heading={`Edit ${editing.board.title}`}
          submitLabel="Save board"
          board={editing.board}
          itemsText={editing.itemsText}
          lastResult={reviseResult}
          limits={limits}
        />
      ) : null}
      {boards.length === 0 ? (
        <div className="empty-state">
          <h3>No Vision Boards Yet</h3>
          <p>Create your first board below.</p>
        </div>
      ) : (
        <div className="planner-boards">
          {boards.map((board) => (
            <Board key={board.id} board={board} />
          ))}
        </div>
      )}
      {boards.length < limits.boards ? (
        <BoardForm
          key={`new-board-${boards.length}`}
          id="new-board"
          intent="create-board"
          heading="New vision board"
          submitLabel="Create board"
          lastResult={createResult}
          limits={limits}
        />
      ) : (
        <p className="notice">You have {limits.boards} boards, the most you can keep. Delete one to make a new one.</p>
      )}
    </section>
  );
}
