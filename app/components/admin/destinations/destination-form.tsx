import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { DestinationFormValues, SharedSchoolFactFormValues } from "@modules/catalog/index.ts";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { StatementFields } from "~/components/admin/schools/school-form.tsx";
import { CheckboxField, FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_DESTINATIONS_COPY } from "./copy.ts";
import type { DestinationFormActionData } from "./types.ts";

export interface DestinationFormChoices {
  factLabels: Readonly<Record<string, string>>;
  confidenceLabels: Readonly<Record<string, string>>;
}

function SharedFactFields({
  field,
  legend,
  savedStatements,
  choices,
}: {
  field: FieldMetadata<SharedSchoolFactFormValues>;
  legend: string;
  savedStatements: number;
  choices: DestinationFormChoices;
}) {
  const fact = field.getFieldset();
  const statements = fact.statements.getFieldList();
  return (
    <fieldset className="card school-fact">
      <legend>{legend}</legend>
      <div className="form-row">
        <SelectField
          label="Which quick fact"
          field={fact.key}
          placeholder="Choose a quick fact"
          options={Object.entries(choices.factLabels).map(([value, label]) => ({ value, label }))}
        />
        <FormField label="Holds for" field={fact.appliesTo} hint='For example "Every UK university, through UCAS".' />
      </div>
      <FieldErrors id={fact.statements.errorId} errors={fact.statements.errors} />
      {statements.map((statement, index) => (
        <StatementFields
          key={statement.key}
          field={statement}
          legend={index < savedStatements ? ADMIN_DESTINATIONS_COPY.statement(index) : ADMIN_DESTINATIONS_COPY.newStatement}
          reading={undefined}
          confidenceLabels={choices.confidenceLabels}
        />
      ))}
    </fieldset>
  );
}

/**
 * The destination form, for create and edit: its profile and guide (on create its address too), its facts and costs, and the
 * facts every school there shares (edited as the school editor's statements);
 * errors beside each field, the version read in a hidden field, and on a
 * conflict what the other editor saved above the editor's own text.
 */
export function DestinationForm({
  formId,
  defaultValue,
  version,
  choices,
  actionData,
}: {
  formId: string;
  defaultValue: DestinationFormValues;
  /** The stream version the editor read; null for a new destination. */
  version: number | null;
  choices: DestinationFormChoices;
  actionData: DestinationFormActionData | undefined;
}) {
  const [form, fields] = useForm<DestinationFormValues>({
    id: formId,
    defaultValue,
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending();
  const conflict = actionData?.conflict;
  const expectedVersion = versionToSave(version, form.initialValue, conflict);
  const schoolFacts = fields.schoolFacts.getFieldList();
  const savedFacts = defaultValue.schoolFacts.filter((fact) => fact.key !== "");
  return (
    <>
      <OutcomeNotice outcome={actionData?.toast} />
      {conflict ? (
        <ConflictPanel
          summary={ADMIN_DESTINATIONS_COPY.theirVersion}
          rows={[
            { label: "Name", value: conflict.theirs.name },
            { label: "Description", value: conflict.theirs.description, long: true },
            { label: "Currency", value: conflict.theirs.facts.currency },
            { label: "Student visa", value: conflict.theirs.facts.studentVisa, long: true },
            { label: "Work rights", value: conflict.theirs.facts.workRights, long: true },
            { label: "Academic year", value: conflict.theirs.facts.academicYear },
            { label: "Best time to apply", value: conflict.theirs.facts.bestTimeToApply },
            { label: "Tuition (undergraduate)", value: conflict.theirs.facts.tuitionInternationalUndergrad },
            { label: "Tuition (postgraduate)", value: conflict.theirs.facts.tuitionInternationalPostgrad },
            { label: "Living costs a month", value: conflict.theirs.facts.livingCostsMonthly },
            { label: "Guide", value: conflict.theirs.content, long: true },
          ]}
          latestHref={`/admin/destinations/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={ADMIN_DESTINATIONS_COPY.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form school-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <h2>{ADMIN_DESTINATIONS_COPY.profile}</h2>
        <FormField label="Name" field={fields.name} required />
        {version === null ? <FormField label="Slug (optional)" field={fields.slug} hint={ADMIN_DESTINATIONS_COPY.slugHint} /> : null}
        <TextareaField label="Description" field={fields.description} rows={3} />
        <FormField label="Image URL (optional)" field={fields.imageUrl} type="url" placeholder="https://" />
        <CheckboxField label="Popular (shown first)" field={fields.isPopular} />
        <CheckboxField label="In the Caribbean" field={fields.isCaribbean} />
        <TextareaField label="Guide" field={fields.content} rows={14} hint={ADMIN_DESTINATIONS_COPY.contentHint} />

        <h2>{ADMIN_DESTINATIONS_COPY.facts}</h2>
        <div className="form-row">
          <FormField label="Currency" field={fields.currency} />
          <FormField label="Academic year (optional)" field={fields.academicYear} />
          <FormField label="Best time to apply (optional)" field={fields.bestTimeToApply} />
        </div>
        <TextareaField label="Languages (one per line)" field={fields.languages} rows={2} />
        <TextareaField label="Student visa (optional)" field={fields.studentVisa} rows={2} />
        <TextareaField label="Work rights (optional)" field={fields.workRights} rows={2} />
        <div className="form-row">
          <FormField label="Tuition, undergraduate (optional)" field={fields.tuitionInternationalUndergrad} />
          <FormField label="Tuition, postgraduate (optional)" field={fields.tuitionInternationalPostgrad} />
          <FormField label="Living costs a month (optional)" field={fields.livingCostsMonthly} />
        </div>
        <FormField label="Official study information page (optional)" field={fields.officialStudyInfoUrl} type="url" placeholder="https://" />

        <h2>{ADMIN_DESTINATIONS_COPY.schoolFacts}</h2>
        <p className="form-hint">{ADMIN_DESTINATIONS_COPY.schoolFactsLead}</p>
        {schoolFacts.map((fact, index) => (
          <SharedFactFields
            key={fact.key}
            field={fact}
            legend={index < savedFacts.length ? ADMIN_DESTINATIONS_COPY.sharedFact(index) : ADMIN_DESTINATIONS_COPY.newSharedFact}
            savedStatements={savedFacts[index] ? savedFacts[index].statements.filter((statement) => statement.text !== "").length : 0}
            choices={choices}
          />
        ))}
        <EditorActions
          saving={saving}
          label={version === null ? ADMIN_DESTINATIONS_COPY.create : ADMIN_DESTINATIONS_COPY.save}
          savingLabel={ADMIN_DESTINATIONS_COPY.saving}
          cancelHref="/admin/destinations"
          cancelLabel={ADMIN_DESTINATIONS_COPY.cancel}
        />
      </Form>
    </>
  );
}
