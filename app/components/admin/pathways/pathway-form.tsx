import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { PathwayFormValues } from "@modules/catalog/index.ts";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_PATHWAYS_COPY } from "./copy.ts";
import type { PathwayFormActionData, PathwayFormChoices } from "./types.ts";

/**
 * The pathway form, for create and edit: every field of a pathway, lists one
 * item per line, careers as "Title: outlook", related pathways as boxes;
 * errors beside each field, the version read in a hidden field, and on a
 * conflict what the other editor saved above the editor's own text.
 */
export function PathwayForm({
  formId,
  defaultValue,
  version,
  choices,
  actionData,
}: {
  formId: string;
  defaultValue: PathwayFormValues;
  /** The stream version the editor read; null for a new pathway. */
  version: number | null;
  choices: PathwayFormChoices;
  actionData: PathwayFormActionData | undefined;
}) {
  const [form, fields] = useForm<PathwayFormValues>({
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
          summary={ADMIN_PATHWAYS_COPY.theirVersion}
          rows={[
            { label: "Name", value: conflict.theirs.name },
            { label: "Description", value: conflict.theirs.description, long: true },
            { label: "Typical duration", value: conflict.theirs.typicalDuration },
            { label: "Careers", value: conflict.theirs.careers.map((career) => `${career.title}: ${career.outlook}`).join("\n"), long: true },
            { label: "Guide", value: conflict.theirs.content, long: true },
          ]}
          latestHref={`/admin/pathways/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={ADMIN_PATHWAYS_COPY.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form school-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <FormField label="Name" field={fields.name} required hint={version === null ? ADMIN_PATHWAYS_COPY.slugHint : undefined} />
        <TextareaField label="Description" field={fields.description} rows={3} />
        <div className="form-row">
          <SelectField label="Icon" field={fields.iconClass} options={choices.icons.map((icon) => ({ value: icon, label: icon }))} />
          <FormField label="Colour" field={fields.color} hint={ADMIN_PATHWAYS_COPY.colorHint} />
          <FormField label="Typical duration" field={fields.typicalDuration} />
        </div>
        <TextareaField label="Guide" field={fields.content} rows={12} hint={ADMIN_PATHWAYS_COPY.contentHint} />
        <TextareaField label="What you study (one per line)" field={fields.whatYouStudy} rows={5} />
        <TextareaField label="Skills (one per line)" field={fields.skills} rows={5} />
        <TextareaField label="Careers (one per line)" field={fields.careers} rows={5} hint={ADMIN_PATHWAYS_COPY.careersHint} />
        <fieldset className="form-field school-pathways">
          <legend>Related pathways</legend>
          {getCollectionProps(fields.relatedSlugs, { type: "checkbox", options: choices.pathways.map((pathway) => pathway.slug) }).map((props) => (
            <div className="checkbox-field" key={props.key}>
              <input {...props} key={props.key} />
              <label htmlFor={props.id}>{choices.pathways.find((pathway) => pathway.slug === props.value)?.name ?? props.value}</label>
            </div>
          ))}
          <FieldErrors id={fields.relatedSlugs.errorId} errors={fields.relatedSlugs.errors} />
        </fieldset>
        <EditorActions
          saving={saving}
          label={version === null ? ADMIN_PATHWAYS_COPY.create : ADMIN_PATHWAYS_COPY.save}
          savingLabel={ADMIN_PATHWAYS_COPY.saving}
          cancelHref="/admin/pathways"
          cancelLabel={ADMIN_PATHWAYS_COPY.cancel}
        />
      </Form>
    </>
  );
}
