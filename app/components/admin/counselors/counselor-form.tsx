import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { CounselorFormValues } from "@modules/counseling/index.ts";
import { ConflictPanel, EditorActions, versionToSave } from "~/components/admin/editor-parts.tsx";
import { CheckboxField, FieldErrors, FormField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ADMIN_COUNSELORS_COPY } from "./copy.ts";
import type { CounselorFormActionData } from "./types.ts";

/**
 * The counselor form, for create and edit: the profile, what students are
 * offered (fee, commission disclosed, capacity), contact details; errors next
 * to each field, and the version the editor read in a hidden field. On a
 * conflict the form keeps what was typed and shows what the other editor saved.
 */
export function CounselorForm({
  formId,
  defaultValue,
  version,
  actionData,
  cancelHref,
}: {
  formId: string;
  defaultValue: CounselorFormValues;
  /** The stream version the editor read; null for a new counselor. */
  version: number | null;
  actionData: CounselorFormActionData | undefined;
  cancelHref: string;
}) {
  const [form, fields] = useForm<CounselorFormValues>({
    id: formId,
    defaultValue,
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending();
  const conflict = actionData?.conflict;
  const expectedVersion = versionToSave(version, form.initialValue, conflict);
  const copy = ADMIN_COUNSELORS_COPY;
  return (
    <>
      <OutcomeNotice outcome={actionData?.toast} />
      {conflict ? (
        <ConflictPanel
          summary={copy.theirVersion}
          rows={[
            { label: "Name", value: conflict.theirs.name },
            { label: "Title", value: conflict.theirs.title },
            { label: "Bio", value: conflict.theirs.bio, long: true },
            { label: "Consultation fee", value: conflict.theirs.consultationFee },
            { label: "Commission disclosed", value: conflict.theirs.commissionDisclosure, long: true },
            { label: "Capacity", value: conflict.theirs.capacity === null ? "No limit" : String(conflict.theirs.capacity) },
            { label: "Active", value: conflict.theirs.isActive ? "Yes" : "No" },
          ]}
          latestHref={`/admin/counselors/${encodeURIComponent(conflict.theirs.id)}/edit`}
          latestText={copy.openLatest}
        />
      ) : null}
      <Form method="post" className="stacked-form counselor-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <h2>{copy.profile}</h2>
        <FormField label="Name" field={fields.name} required />
        <FormField label="Title" field={fields.title} required />
        <TextareaField label="Bio" field={fields.bio} rows={4} />
        <TextareaField label="Specializations" field={fields.specializations} rows={4} hint={copy.linesHint} />
        <div className="form-row">
          <FormField label="Experience" field={fields.experience} />
          <FormField label="Education" field={fields.education} />
        </div>
        <div className="form-row">
          <TextareaField label="Languages" field={fields.languages} rows={2} hint={copy.linesHint} />
          <FormField label="Available hours" field={fields.availableHours} />
        </div>
        <FormField label="Profile image URL (optional)" field={fields.profileImageUrl} type="url" placeholder="https://" />
        <CheckboxField label="Sample profile (an invented person)" field={fields.isSample} />
        <p className="form-hint">{copy.sampleHint}</p>

        <h2>{copy.offer}</h2>
        <FormField label="Consultation fee" field={fields.consultationFee} hint={copy.feeHint} />
        <TextareaField label="Commission disclosed (optional)" field={fields.commissionDisclosure} rows={2} hint={copy.commissionHint} />
        <FormField label="Capacity (optional)" field={fields.capacity} inputMode="numeric" hint={copy.capacityHint} />
        <CheckboxField label="Featured" field={fields.isFeatured} />
        <CheckboxField label="Active (offered to students)" field={fields.isActive} />

        <h2>{copy.contact}</h2>
        <div className="form-row">
          <FormField label="Email" field={fields.email} type="email" />
          <FormField label="Phone (optional)" field={fields.phone} type="tel" />
        </div>
        <EditorActions
          saving={saving}
          label={version === null ? copy.create : copy.save}
          savingLabel={copy.saving}
          cancelHref={cancelHref}
          cancelLabel={copy.cancel}
        />
      </Form>
    </>
  );
}
