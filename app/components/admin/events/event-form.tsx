import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { EVENT_TYPE_LABELS, EVENT_TYPES } from "@modules/portal/browser.ts";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { versionToSave } from "~/components/admin/editor-parts.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_EVENTS_COPY } from "./copy.ts";
import type { EventFormActionData, EventFormValues } from "./types.ts";

export const NEW_EVENT_VALUES: EventFormValues = {
  title: "",
  description: "",
  type: "webinar",
  startsAt: "",
  durationMinutes: "60",
  presenter: "",
  presenterTitle: "",
  maxAttendees: "",
  tags: "",
  meetingLink: "",
  recordingUrl: "",
};

function TextareaField({ label, field, rows }: { label: string; field: FieldMetadata<string | undefined>; rows: number }) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field)} rows={rows} key={field.key} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The event form, for create and edit: every field, errors next to each, and
 * the editorial version the editor read in a hidden field. On a conflict the
 * form keeps what was typed and shows what the other editor saved.
 */
export function EventForm({
  formId,
  defaultValue,
  version,
  seatsTaken,
  actionData,
}: {
  formId: string;
  defaultValue: EventFormValues;
  /** The editorial version the editor read; null for a new event. */
  version: number | null;
  seatsTaken: number;
  actionData: EventFormActionData | undefined;
}) {
  const [form, fields] = useForm<EventFormValues>({
    id: formId,
    defaultValue,
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending();
  const conflict = actionData?.conflict;
  const expectedVersion = versionToSave(version, form.initialValue, conflict);
  return (
    <>
      <OutcomeNotice outcome={actionData?.toast} />
      {conflict ? (
        <details className="card event-conflict" open>
          <summary>{ADMIN_EVENTS_COPY.theirVersion}</summary>
          <dl>
            <dt>Title</dt>
            <dd>{conflict.theirs.title}</dd>
            <dt>Starts</dt>
            <dd>{conflict.theirs.when}</dd>
            <dt>Capacity</dt>
            <dd>{conflict.theirs.capacity}</dd>
            <dt>Presenter</dt>
            <dd>{conflict.theirs.presenter}</dd>
            <dt>Description</dt>
            <dd className="event-conflict-text">{conflict.theirs.description}</dd>
          </dl>
          <p>
            <a href={`/admin/events/${encodeURIComponent(conflict.theirs.id)}/edit`} target="_blank" rel="noreferrer">
              {ADMIN_EVENTS_COPY.openLatest}
            </a>
          </p>
        </details>
      ) : null}
      <Form method="post" className="stacked-form event-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <FormField label="Title" field={fields.title} required />
        <TextareaField label="Description" field={fields.description} rows={6} />
        <div className="form-row">
          <SelectField label="Format" field={fields.type} options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))} />
          <FormField label="Starts" field={fields.startsAt} type="datetime-local" hint={ADMIN_EVENTS_COPY.startsAtHint} required />
          <FormField label="Duration (minutes)" field={fields.durationMinutes} type="number" min={5} max={600} required />
        </div>
        <div className="form-row">
          <FormField label="Presenter" field={fields.presenter} required />
          <FormField label="Presenter's role" field={fields.presenterTitle} required />
        </div>
        <FormField
          label="Capacity (optional)"
          field={fields.maxAttendees}
          type="number"
          min={1}
          hint={version === null ? "Leave empty for no maximum." : ADMIN_EVENTS_COPY.seatsTakenHint(seatsTaken)}
        />
        <FormField label="Tags (optional)" field={fields.tags} hint={ADMIN_EVENTS_COPY.tagsHint} />
        <FormField label="Meeting link (optional)" field={fields.meetingLink} type="url" placeholder="https://" hint="Shown only to registered students." />
        <FormField label="Recording link (optional)" field={fields.recordingUrl} type="url" placeholder="https://" />
        <p className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? ADMIN_EVENTS_COPY.saving : version === null ? ADMIN_EVENTS_COPY.create : ADMIN_EVENTS_COPY.save}
          </button>
          <Link className="button secondary" to="/admin/events">
            {ADMIN_EVENTS_COPY.discard}
          </Link>
        </p>
      </Form>
    </>
  );
}
