import { getCollectionProps, getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { CxcEntryFormValues, QuickFactFormValues, SchoolFormValues, StatementFormValues } from "@modules/catalog/index.ts";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { CheckboxField, FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_SCHOOLS_COPY, CAPE_DIPLOMA_LABELS, CXC_ENTRY_STATUS_LABELS, FACT_STATUS_LABELS, gradeOptions } from "./copy.ts";
import type { SchoolFormActionData } from "./types.ts";

export interface SchoolFormChoices {
  destinations: readonly { id: string; name: string }[];
  pathways: readonly { slug: string; name: string }[];
  factLabels: Readonly<Record<string, string>>;
  confidenceLabels: Readonly<Record<string, string>>;
  /** How each saved statement's cycle is read today, by fact key and statement index ("2026-2027 intake: last year's"). */
  cycleReadings: Readonly<Record<string, readonly string[]>>;
}

/** One statement's fields (the school's quick facts, a destination's shared school facts). */
export function StatementFields({
  field,
  legend,
  reading,
  confidenceLabels,
}: {
  field: FieldMetadata<StatementFormValues>;
  legend: string;
  reading: string | undefined;
  confidenceLabels: Readonly<Record<string, string>>;
}) {
  const statement = field.getFieldset();
  return (
    <fieldset className="school-statement">
      <legend>{legend}</legend>
      <TextareaField label="What the source says" field={statement.text} rows={2} />
      <div className="form-row">
        <FormField
          label="Cycle or intake"
          field={statement.cycle}
          hint={reading ? ADMIN_SCHOOLS_COPY.readAs(reading) : 'For example "2027 entry" or "2026-27".'}
        />
        <SelectField
          label="Source confidence"
          field={statement.confidence}
          options={Object.entries(confidenceLabels).map(([value, label]) => ({ value, label }))}
        />
        <FormField label="Checked on" field={statement.verifiedOn} type="date" />
      </div>
      <FormField label="Source page" field={statement.sourceUrl} type="url" placeholder="https://" />
      <TextareaField label="Figures (optional)" field={statement.amounts} rows={2} hint={ADMIN_SCHOOLS_COPY.amountsHint} />
      <TextareaField label="Dates (optional)" field={statement.dates} rows={2} hint={ADMIN_SCHOOLS_COPY.datesHint} />
      <CheckboxField label="The page is known to be old" field={statement.olderPage} />
    </fieldset>
  );
}

function QuickFactFields({
  anchor,
  field,
  label,
  readings,
  confidenceLabels,
}: {
  /** The fieldset's id, so the staleness queue links straight to the fact. */
  anchor: string;
  field: FieldMetadata<QuickFactFormValues>;
  label: string;
  readings: readonly string[];
  confidenceLabels: Readonly<Record<string, string>>;
}) {
  const fact = field.getFieldset();
  const statements = fact.statements.getFieldList();
  return (
    <fieldset className="card school-fact" id={anchor}>
      <legend>{label}</legend>
      <SelectField
        label={`${label}: status`}
        field={fact.status}
        options={Object.entries(FACT_STATUS_LABELS).map(([value, text]) => ({ value, label: text }))}
      />
      <TextareaField label={`${label}: note (optional)`} field={fact.note} rows={2} />
      <div className="form-row">
        <FormField label="Official page checked (when not found)" field={fact.checkUrl} type="url" placeholder="https://" />
        <FormField label="Looked on (when not found)" field={fact.checkedOn} type="date" />
      </div>
      <FieldErrors id={fact.statements.errorId} errors={fact.statements.errors} />
      {statements.map((statement, index) => (
        <StatementFields
          key={statement.key}
          field={statement}
          legend={index < readings.length ? ADMIN_SCHOOLS_COPY.statement(index) : ADMIN_SCHOOLS_COPY.newStatement}
          reading={readings[index]}
          confidenceLabels={confidenceLabels}
        />
      ))}
    </fieldset>
  );
}

/** The school's published CXC entry minimum: its requirements typed one a line, the diploma and English exemptions, and its source. */
function CxcEntryFields({ field, confidenceLabels }: { field: FieldMetadata<CxcEntryFormValues>; confidenceLabels: Readonly<Record<string, string>> }) {
  const entry = field.getFieldset();
  const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
  return (
    <fieldset className="card school-fact" id="cxc-entry">
      <legend>{ADMIN_SCHOOLS_COPY.cxcEntry}</legend>
      <p className="form-hint">{ADMIN_SCHOOLS_COPY.cxcEntryLead}</p>
      <SelectField label="CXC entry minimum: status" field={entry.status} options={options(CXC_ENTRY_STATUS_LABELS)} />
      <TextareaField label="Requirements (one a line)" field={entry.requirements} rows={3} hint={ADMIN_SCHOOLS_COPY.cxcRequirementsHint} />
      <FormField label="For whom, when the source narrows it (optional)" field={entry.appliesTo} hint='For example "Faculty of Social Sciences".' />
      <div className="form-row">
        <SelectField label="CAPE diploma accepted" field={entry.capeDiploma} options={options(CAPE_DIPLOMA_LABELS)} />
        <SelectField label="English test waived for CSEC English A at" field={entry.csecEnglishA} options={gradeOptions(6)} />
        <SelectField label="English test waived for CAPE Communication Studies at" field={entry.capeCommunicationStudies} options={gradeOptions(7)} />
      </div>
      <TextareaField label="What the source says" field={entry.text} rows={3} />
      <div className="form-row">
        <FormField label="Cycle or intake (optional)" field={entry.cycle} />
        <SelectField label="Source confidence" field={entry.confidence} options={options(confidenceLabels)} />
        <FormField label="Checked on" field={entry.verifiedOn} type="date" />
      </div>
      <FormField label="Source page" field={entry.sourceUrl} type="url" placeholder="https://" />
      <CheckboxField label="The page is known to be old" field={entry.olderPage} />
      <p className="form-hint">{ADMIN_SCHOOLS_COPY.cxcNotPublishedHint}</p>
      <div className="form-row">
        <FormField label="Official page looked on (when not published)" field={entry.checkUrl} type="url" placeholder="https://" />
        <FormField label="Looked on (when not published)" field={entry.checkedOn} type="date" />
      </div>
    </fieldset>
  );
}

/**
 * The school form, for create and edit: the profile, every quick fact as its
 * statements, the note for Caribbean applicants; errors next to each field,
 * and the version the editor read in a hidden field. On a conflict the form
 * keeps what was typed and shows what the other editor saved.
 */
export function SchoolForm({
  formId,
  defaultValue,
  version,
  choices,
  actionData,
  cancelHref,
}: {
  formId: string;
  defaultValue: SchoolFormValues;
  /** The stream version the editor read; null for a new school. */
  version: number | null;
  choices: SchoolFormChoices;
  actionData: SchoolFormActionData | undefined;
  cancelHref: string;
}) {
  const [form, fields] = useForm<SchoolFormValues>({
    id: formId,
    defaultValue,
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending();
  const conflict = actionData?.conflict;
  const expectedVersion = versionToSave(version, form.initialValue, conflict);
  const quickFacts = fields.quickFacts.getFieldset();
  return (
    <>
      <OutcomeNotice outcome={actionData?.toast} />
      {conflict ? (
        <ConflictPanel
          summary={ADMIN_SCHOOLS_COPY.theirVersion}
          rows={[
            { label: "Name", value: conflict.theirs.name },
            { label: "Location", value: conflict.theirs.location },
            { label: "Description", value: conflict.theirs.description, long: true },
            ...Object.entries(conflict.theirs.quickFacts).map(([key, fact]) => ({
              label: choices.factLabels[key] ?? key,
              value:
                fact.status === "verified"
                  ? fact.statements.map((statement) => `${statement.text} (${statement.cycle ?? "no cycle"})`).join("\n")
                  : fact.status,
              long: true,
            })),
          ]}
          latestHref={`/admin/schools/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={ADMIN_SCHOOLS_COPY.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form school-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <h2>{ADMIN_SCHOOLS_COPY.profile}</h2>
        <FormField label="Name" field={fields.name} required />
        <div className="form-row">
          <SelectField
            label="Destination"
            field={fields.destinationId}
            placeholder="Choose a destination"
            options={choices.destinations.map((destination) => ({ value: destination.id, label: destination.name }))}
          />
          <SelectField
            label="Type"
            field={fields.type}
            options={[
              { value: "university", label: "University" },
              { value: "college", label: "College" },
            ]}
          />
          <FormField label="Founded (optional)" field={fields.established} inputMode="numeric" />
        </div>
        <TextareaField label="Description" field={fields.description} rows={5} />
        <FormField label="Location (optional)" field={fields.location} />
        <div className="form-row">
          <FormField label="Website (optional)" field={fields.website} type="url" placeholder="https://" />
          <FormField label="Application page (optional)" field={fields.applicationUrl} type="url" placeholder="https://" />
        </div>
        <div className="form-row">
          <FormField label="Image URL (optional)" field={fields.imageUrl} type="url" placeholder="https://" />
          <FormField label="Logo URL (optional)" field={fields.logoUrl} type="url" placeholder="https://" />
        </div>

        <h2>{ADMIN_SCHOOLS_COPY.facts}</h2>
        <p className="form-hint">{ADMIN_SCHOOLS_COPY.factsLead}</p>
        {(Object.keys(choices.factLabels) as (keyof typeof quickFacts)[]).map((key) => (
          <QuickFactFields
            key={key}
            anchor={`fact-${key}`}
            field={quickFacts[key] as FieldMetadata<QuickFactFormValues>}
            label={choices.factLabels[key] ?? key}
            readings={choices.cycleReadings[key] ?? []}
            confidenceLabels={choices.confidenceLabels}
          />
        ))}

        <fieldset className="card">
          <legend>{ADMIN_SCHOOLS_COPY.caribbean}</legend>
          <TextareaField label="Note (optional)" field={fields.caribbeanApplicantsText} rows={3} />
          <FormField label="Its source page" field={fields.caribbeanApplicantsSourceUrl} type="url" placeholder="https://" />
        </fieldset>

        <CxcEntryFields field={fields.cxcEntry as FieldMetadata<CxcEntryFormValues>} confidenceLabels={choices.confidenceLabels} />

        <h2>More about the school</h2>
        <TextareaField label="Programmes (one per line)" field={fields.programs} rows={4} />
        <fieldset className="form-field school-pathways">
          <legend>Pathways taught</legend>
          {getCollectionProps(fields.pathwaySlugs, { type: "checkbox", options: choices.pathways.map((pathway) => pathway.slug) }).map((props) => (
            <div className="checkbox-field" key={props.key}>
              <input {...props} key={props.key} />
              <label htmlFor={props.id}>{choices.pathways.find((pathway) => pathway.slug === props.value)?.name ?? props.value}</label>
            </div>
          ))}
          <FieldErrors id={fields.pathwaySlugs.errorId} errors={fields.pathwaySlugs.errors} />
        </fieldset>
        <TextareaField label="Admission requirements (optional)" field={fields.admissionRequirements} rows={3} />
        <div className="form-row">
          <FormField label="Ranking (optional)" field={fields.ranking} />
          <FormField label="Accreditation (optional)" field={fields.accreditation} />
          <FormField label="Acceptance rate (optional)" field={fields.acceptanceRate} />
        </div>
        <div className="form-row">
          <FormField label="Student population (optional)" field={fields.studentPopulation} />
          <FormField label="International students (optional)" field={fields.internationalStudents} />
          <FormField label="Campus size (optional)" field={fields.campusSize} />
        </div>
        <TextareaField label="Accommodation (optional)" field={fields.accommodation} rows={2} />
        <TextareaField label="Highlights (one per line)" field={fields.highlights} rows={3} />
        <TextareaField label="Notable alumni (one per line)" field={fields.notableAlumni} rows={2} />
        <TextareaField label="Research areas (one per line)" field={fields.researchAreas} rows={2} />
        <div className="form-row">
          <FormField label="Contact email (optional)" field={fields.contactEmail} type="email" />
          <FormField label="Contact phone (optional)" field={fields.contactPhone} type="tel" />
        </div>
        <CheckboxField label="Featured" field={fields.isFeatured} />
        <CheckboxField label="Active (shown to students)" field={fields.isActive} />
        <EditorActions
          saving={saving}
          label={version === null ? ADMIN_SCHOOLS_COPY.create : ADMIN_SCHOOLS_COPY.save}
          savingLabel={ADMIN_SCHOOLS_COPY.saving}
          cancelHref={cancelHref}
          cancelLabel={ADMIN_SCHOOLS_COPY.cancel}
        />
      </Form>
    </>
  );
}
