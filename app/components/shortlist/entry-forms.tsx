import { useFetcher } from "@remix-run/react";
import {
  SHORTLIST_NOTES_LIMIT,
  SHORTLIST_PRIORITIES,
  SHORTLIST_PRIORITY_LABELS,
  SHORTLIST_STATUS_LABELS,
  SHORTLIST_STATUSES,
  type ShortlistPriority,
  type ShortlistStatus,
} from "@modules/portal/browser.ts";
import { useHydrated } from "~/utils/hydration.ts";

/** What the shortlist's action answers when it refuses a change: the field's message, and the notes as typed. */
export interface EntryRefusal {
  schoolId: string;
  intent: string;
  message: string;
  notes?: string;
}

interface EntryFormProps {
  schoolId: string;
  schoolName: string;
  returnTo: string;
  refusal: EntryRefusal | null;
}

function useEntryFetcher(refusal: EntryRefusal | null, schoolId: string, intent: string) {
  const fetcher = useFetcher<EntryRefusal>();
  const answered = fetcher.data && "message" in fetcher.data ? fetcher.data : null;
  const shown = answered ?? (refusal?.schoolId === schoolId && refusal.intent === intent ? refusal : null);
  return { fetcher, refusal: shown };
}

function Hidden({ schoolId, returnTo, intent }: { schoolId: string; returnTo: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="schoolId" value={schoolId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

function Refusal({ id, refusal }: { id: string; refusal: EntryRefusal | null }) {
  if (!refusal) return null;
  return (
    <p className="field-errors" id={id} role="alert">
      {refusal.message}
    </p>
  );
}

/** A select with its own submit button; with JavaScript it submits on change, in place. */
function ChoiceForm<Value extends string>({
  schoolId,
  schoolName,
  returnTo,
  refusal: pageRefusal,
  intent,
  label,
  value,
  values,
  labels,
}: EntryFormProps & { intent: "status" | "priority"; label: string; value: Value; values: readonly Value[]; labels: Record<Value, string> }) {
  const hydrated = useHydrated();
  const { fetcher, refusal } = useEntryFetcher(pageRefusal, schoolId, intent);
  const id = `${intent}-${schoolId}`;
  const pending = fetcher.formData?.get(intent);
  return (
    <fetcher.Form method="post" action="/portal/planner/shortlist" preventScrollReset className="entry-form">
      <Hidden schoolId={schoolId} returnTo={returnTo} intent={intent} />
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> for {schoolName}</span>
      </label>
      <div className="entry-form-row">
        <select
          id={id}
          name={intent}
          defaultValue={typeof pending === "string" ? pending : value}
          key={value}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          onChange={hydrated ? (event) => fetcher.submit(event.currentTarget.form) : undefined}
        >
          {values.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="button secondary small">
            Update
            <span className="visually-hidden">
              {" "}
              {label.toLowerCase()} for {schoolName}
            </span>
          </button>
        )}
      </div>
      <Refusal id={`${id}-error`} refusal={refusal} />
    </fetcher.Form>
  );
}

export function StatusForm(props: EntryFormProps & { status: ShortlistStatus }) {
  return <ChoiceForm {...props} intent="status" label="Status" value={props.status} values={SHORTLIST_STATUSES} labels={SHORTLIST_STATUS_LABELS} />;
}

export function PriorityForm(props: EntryFormProps & { priority: ShortlistPriority }) {
  return <ChoiceForm {...props} intent="priority" label="Priority" value={props.priority} values={SHORTLIST_PRIORITIES} labels={SHORTLIST_PRIORITY_LABELS} />;
}

export function NotesForm(props: EntryFormProps & { notes: string }) {
  const { fetcher, refusal } = useEntryFetcher(props.refusal, props.schoolId, "notes");
  const id = `notes-${props.schoolId}`;
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/portal/planner/shortlist" preventScrollReset className="entry-form notes-form">
      <Hidden schoolId={props.schoolId} returnTo={props.returnTo} intent="notes" />
      <label htmlFor={id}>
        My notes<span className="visually-hidden"> on {props.schoolName}</span>
      </label>
      <textarea
        id={id}
        name="notes"
        rows={3}
        defaultValue={refusal?.notes ?? props.notes}
        // Kept across a save (what was typed is what was saved), so typing is never reset under the student.
        key={refusal ? "refused" : "notes"}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      <p className="form-hint" id={`${id}-hint`}>
        Up to {SHORTLIST_NOTES_LIMIT.toLocaleString("en-US")} characters; only you can see them.
      </p>
      <Refusal id={`${id}-error`} refusal={refusal} />
      <button type="submit" className="button secondary small" disabled={saving}>
        {saving ? "Saving..." : "Save notes"}
        <span className="visually-hidden"> on {props.schoolName}</span>
      </button>
    </fetcher.Form>
  );
}

export function RemoveForm({ schoolId, schoolName, returnTo }: Omit<EntryFormProps, "refusal">) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/portal/planner/shortlist" preventScrollReset className="entry-form remove-form">
      <Hidden schoolId={schoolId} returnTo={returnTo} intent="remove" />
      <button type="submit" className="button ghost small" disabled={fetcher.state !== "idle"}>
        Remove<span className="visually-hidden"> {schoolName} from your shortlist</span>
      </button>
    </fetcher.Form>
  );
}
