import { getCollectionProps, getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ProgrammeFormValues } from "@modules/catalog/index.ts";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { CheckboxField, FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_PROGRAMMES_COPY } from "./copy.ts";
import type { ProgrammeFormActionData, ProgrammeFormChoices } from "./types.ts";

/** Boxes for a multi-choice field (fields of study, start months), with its errors under them. */
function Choices({
  legend,
  field,
  options,
}: {
  legend: string;
  field: FieldMetadata<string[] | undefined>;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset className="form-field school-pathways">
      <legend>{legend}</legend>
      {getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) }).map((props) => (
        <div className="checkbox-field" key={props.key}>
          <input {...props} key={props.key} />
          <label htmlFor={props.id}>{options.find((option) => option.value === props.value)?.label ?? props.value}</label>
        </div>
      ))}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * The programme form, for create and edit: its school (fixed once created),
 * name, level and fields of study, then what a source states (duration, start
 * months, CXC prerequisites, yearly fee) and the source itself; errors beside
 * each field, the version read in a hidden field, and on a conflict what the
 * other editor saved above the editor's own text.
 */
export function ProgrammeForm({
  formId,
  defaultValue,
  version,
  choices,
  actionData,
}: {
  formId: string;
  defaultValue: ProgrammeFormValues;
  /** The stream version the editor read; null for a new programme. */
  version: number | null;
  choices: ProgrammeFormChoices;
  actionData: ProgrammeFormActionData | undefined;
}) {
  const [form, fields] = useForm<ProgrammeFormValues>({
    id: formId,
    defaultValue,
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending();
  const conflict = actionData?.conflict;
  const expectedVersion = versionToSave(version, form.initialValue, conflict);
  const copy = ADMIN_PROGRAMMES_COPY;
  return (
    <>
      <OutcomeNotice outcome={actionData?.toast} />
      {conflict ? (
        <ConflictPanel
          summary={copy.theirVersion}
          rows={[
            { label: "Name", value: conflict.theirs.name },
            { label: "Level", value: conflict.theirs.level ?? copy.notPublished },
            { label: "CXC prerequisites", value: conflict.theirs.cxcPrerequisites ?? copy.notPublished, long: true },
            { label: "Yearly fee", value: conflict.theirs.fee?.text ?? copy.notPublished, long: true },
            { label: "Source", value: conflict.theirs.source?.url ?? copy.notPublished },
          ]}
          latestHref={`/admin/programmes/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={copy.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form school-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        {version === null ? (
          <SelectField
            label="School"
            field={fields.schoolId}
            options={choices.schools.map((school) => ({ value: school.id, label: school.name }))}
            placeholder="Choose a school"
          />
        ) : (
          <>
            <input type="hidden" name={fields.schoolId.name} value={defaultValue.schoolId} />
            <p className="form-hint">
              <strong>School:</strong> {choices.schools.find((school) => school.id === defaultValue.schoolId)?.name ?? defaultValue.schoolId}.{" "}
              {copy.schoolFixed}
            </p>
          </>
        )}
        <FormField label="Name" field={fields.name} required hint={version === null ? copy.slugHint : undefined} />
        <SelectField label="Level" field={fields.level} options={choices.levels} placeholder={copy.notPublished} />
        <Choices legend="Fields of study" field={fields.fields} options={choices.pathways.map((pathway) => ({ value: pathway.slug, label: pathway.name }))} />
        <fieldset className="form-field">
          <legend>{copy.factsLegend}</legend>
          <p className="form-hint">{copy.factsHint}</p>
          <div className="form-row">
            <FormField label="Duration in months" field={fields.durationMonths} inputMode="numeric" />
            <FormField label="Duration in the source's words" field={fields.durationText} />
          </div>
          <Choices legend="Start months" field={fields.startMonths} options={choices.months} />
          <TextareaField label="CXC prerequisites (the source's words)" field={fields.cxcPrerequisites} rows={3} />
        </fieldset>
        <fieldset className="form-field">
          <legend>{copy.feeLegend}</legend>
          <p className="form-hint">{copy.feeHint}</p>
          <div className="form-row">
            <FormField label="Amount a year" field={fields.feeAmount} inputMode="decimal" />
            <FormField label="Currency (ISO 4217)" field={fields.feeCurrency} maxLength={3} />
            <FormField label="Year or cycle" field={fields.feeCycle} />
          </div>
          <TextareaField label="Fee statement (the source's words)" field={fields.feeText} rows={2} />
        </fieldset>
        <fieldset className="form-field">
          <legend>{copy.sourceLegend}</legend>
          <FormField label="Source web address" field={fields.sourceUrl} type="url" />
          <div className="form-row">
            <SelectField
              label="Source confidence"
              field={fields.sourceConfidence}
              options={[
                { value: "official", label: "Official page" },
                { value: "secondary", label: "Secondary source" },
              ]}
              placeholder="No source"
            />
            <FormField label="Checked on" field={fields.verifiedOn} type="date" />
          </div>
        </fieldset>
        <CheckboxField label="Active (shown to students)" field={fields.isActive} />
        <EditorActions
          saving={saving}
          label={version === null ? copy.create : copy.save}
          savingLabel={copy.saving}
          cancelHref="/admin/programmes"
          cancelLabel={copy.cancel}
        />
      </Form>
    </>
  );
}
