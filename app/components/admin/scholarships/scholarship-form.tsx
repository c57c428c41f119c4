import { getCollectionProps, getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { CURRENCIES, STUDY_LEVEL_LABELS, STUDY_LEVELS, type ScholarshipFormValues } from "@modules/funding/browser.ts";
import { CheckboxField, FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_SCHOLARSHIPS_COPY, DESTINATION_LABELS } from "./copy.ts";
import type { ScholarshipFormActionData } from "./types.ts";

/** An earlier cycle as the form lists it: its name and its dates in words. */
export interface ScholarshipCycleLine {
  intake: string;
  dates: string;
}

/**
 * The study levels an award is for, as a group of checkboxes: the award's
 * sources say which; none ticked means they do not say (any level).
 */
function StudyLevelsField({ field }: { field: FieldMetadata<string[] | undefined> }) {
  const hintId = `${field.id}-hint`;
  return (
    <fieldset className="form-field study-levels-field" aria-describedby={field.errors ? `${hintId} ${field.errorId}` : hintId}>
      <legend>{ADMIN_SCHOLARSHIPS_COPY.studyLevels}</legend>
      <p className="form-hint" id={hintId}>
        {ADMIN_SCHOLARSHIPS_COPY.studyLevelsHint}
      </p>
      {getCollectionProps(field, { type: "checkbox", options: [...STUDY_LEVELS] }).map((props) => (
        <div className="checkbox-field" key={props.key}>
          <input {...props} key={props.key} aria-invalid={field.errors ? true : undefined} />
          <label htmlFor={props.id}>{STUDY_LEVEL_LABELS[props.value as (typeof STUDY_LEVELS)[number]]}</label>
        </div>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * The scholarship form, for create and edit: every field, errors next to
 * each, and the version the editor read in a hidden field. On a conflict the
 * form keeps what was typed and shows what the other editor saved.
 */
export function ScholarshipForm({
  formId,
  defaultValue,
  version,
  pathways,
  earlierCycles = [],
  actionData,
}: {
  formId: string;
  defaultValue: ScholarshipFormValues;
  /** The stream version the editor read; null for a new scholarship. */
  version: number | null;
  pathways: readonly { id: string; name: string }[];
  /** The award's earlier dated cycles, newest first, shown under the latest one (an edit moves the latest there when it names a new cycle). */
  earlierCycles?: readonly ScholarshipCycleLine[];
  actionData: ScholarshipFormActionData | undefined;
}) {
  const [form, fields] = useForm<ScholarshipFormValues>({
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
        <ConflictPanel
          summary={ADMIN_SCHOLARSHIPS_COPY.theirVersion}
          rows={[
            { label: "Title", value: conflict.theirs.title },
            { label: "Provider", value: conflict.theirs.provider },
            { label: "Amount", value: conflict.theirs.amount },
            { label: "Deadline", value: conflict.theirs.deadline },
            { label: "Description", value: conflict.theirs.description, long: true },
          ]}
          latestHref={`/admin/scholarships/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={ADMIN_SCHOLARSHIPS_COPY.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form scholarship-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <FormField label="Title" field={fields.title} required />
        <TextareaField label="Description" field={fields.description} rows={6} />
        <FormField label="Provider" field={fields.provider} required />
        <div className="form-row">
          <FormField label="Amount (optional)" field={fields.amount} hint="For example: Full tuition, or Partial tuition." />
          <SelectField label="Currency" field={fields.currency} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
        </div>
        <fieldset className="form-fieldset scholarship-window">
          <legend>{ADMIN_SCHOLARSHIPS_COPY.window}</legend>
          <p className="form-hint">{ADMIN_SCHOLARSHIPS_COPY.windowHint}</p>
          <div className="form-row">
            <FormField label="Cycle or intake (optional)" field={fields.deadlineCycle} hint='For example "2027/28" or "2027 entry".' />
            <FormField label="Opens on (optional)" field={fields.opensOn} type="date" />
            <FormField label="Deadline (optional)" field={fields.deadline} type="date" />
          </div>
          <FormField label="Where the dates were stated (optional)" field={fields.deadlineSourceUrl} type="url" placeholder="https://" />
          <TextareaField label="Note on the window (optional)" field={fields.deadlineNote} rows={2} hint={ADMIN_SCHOLARSHIPS_COPY.windowNoteHint} />
          <CheckboxField label={ADMIN_SCHOLARSHIPS_COPY.noFixedWindow} field={fields.noFixedWindow} />
          {earlierCycles.length > 0 ? (
            <>
              <h2 className="form-subheading">{ADMIN_SCHOLARSHIPS_COPY.earlierCycles}</h2>
              <ul className="earlier-cycles">
                {earlierCycles.map((cycle) => (
                  <li key={`${cycle.intake}-${cycle.dates}`}>
                    {cycle.intake}: {cycle.dates}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </fieldset>
        <FormField label="Application URL (optional)" field={fields.applicationUrl} type="url" placeholder="https://" />
        <FormField
          label="Source URL (optional)"
          field={fields.sourceUrl}
          type="url"
          placeholder="https://"
          hint="Where you checked these facts. Saving records today as the last-verified date."
        />
        <SelectField
          label={ADMIN_SCHOLARSHIPS_COPY.sourceConfidence}
          field={fields.sourceConfidence}
          options={ADMIN_SCHOLARSHIPS_COPY.sourceConfidenceOptions}
          placeholder={ADMIN_SCHOLARSHIPS_COPY.notGraded}
        />
        <TextareaField label="Eligibility criteria (optional)" field={fields.eligibilityCriteria} rows={3} />
        <fieldset className="form-fieldset scholarship-rules">
          <legend>{ADMIN_SCHOLARSHIPS_COPY.rules}</legend>
          <p className="form-hint">{ADMIN_SCHOLARSHIPS_COPY.rulesHint}</p>
          <FormField label="Citizenships (optional)" field={fields.citizenships} hint={ADMIN_SCHOLARSHIPS_COPY.citizenshipsHint} autoCapitalize="characters" />
          <div className="form-row">
            <FormField label="Minimum age (optional)" field={fields.minAge} inputMode="numeric" hint={ADMIN_SCHOLARSHIPS_COPY.ageHint} />
            <FormField label="Maximum age (optional)" field={fields.maxAge} inputMode="numeric" hint={ADMIN_SCHOLARSHIPS_COPY.ageHint} />
          </div>
          <FormField
            label="Years of work experience required (optional)"
            field={fields.minWorkYears}
            inputMode="decimal"
            hint={ADMIN_SCHOLARSHIPS_COPY.workYearsHint}
          />
          <TextareaField label="CXC results required (optional)" field={fields.cxcRequirements} rows={3} hint={ADMIN_SCHOLARSHIPS_COPY.cxcHint} />
        </fieldset>
        <fieldset className="form-fieldset scholarship-obligations">
          <legend>{ADMIN_SCHOLARSHIPS_COPY.obligations}</legend>
          <div className="form-row">
            <FormField label="Bond (years, optional)" field={fields.bondYears} inputMode="decimal" />
            <FormField label="Return home (years, optional)" field={fields.returnHomeYears} inputMode="decimal" />
            <FormField label="Service (hours, optional)" field={fields.serviceHours} inputMode="numeric" />
          </div>
        </fieldset>
        <div className="form-row">
          <SelectField
            label="Destination (optional)"
            field={fields.destinationId}
            placeholder="No destination"
            options={Object.entries(DESTINATION_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <div className="form-field">
            <label htmlFor={fields.pathwayId.id}>Pathway (optional)</label>
            <select {...getSelectProps(fields.pathwayId)} key={fields.pathwayId.key}>
              <option value="">No pathway</option>
              {pathways.map((pathway) => (
                <option key={pathway.id} value={pathway.id}>
                  {pathway.name}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.pathwayId.errorId} errors={fields.pathwayId.errors} />
          </div>
        </div>
        <StudyLevelsField field={fields.studyLevels} />
        <CheckboxField label="Featured" field={fields.isFeatured} />
        <CheckboxField label="Active (shown to students)" field={fields.isActive} />
        <EditorActions
          saving={saving}
          label={version === null ? ADMIN_SCHOLARSHIPS_COPY.create : ADMIN_SCHOLARSHIPS_COPY.save}
          savingLabel={ADMIN_SCHOLARSHIPS_COPY.saving}
          cancelHref="/admin/scholarships"
          cancelLabel={ADMIN_SCHOLARSHIPS_COPY.cancel}
        />
      </Form>
    </>
  );
}
