import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { versionToSave } from "~/components/admin/editor-parts.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { FEE_KIND_LABELS, OFFICIAL_FEES_COPY } from "./copy.ts";
import type { OfficialFeeFormActionData } from "./types.ts";

/** The form's fields as text, the way a browser posts them. */
export interface OfficialFeeFormValues {
  destinationId: string;
  kind: string;
  label: string;
  amount: string;
  currency: string;
  per: string;
  effectiveFrom: string;
  checkedOn: string;
  sourceUrl: string;
  note: string;
}

/** The kinds an official fee can be (a deposit is a school's own charge, edited with the school). */
const KIND_OPTIONS = (Object.keys(FEE_KIND_LABELS) as (keyof typeof FEE_KIND_LABELS)[])
  .filter((kind) => kind !== "deposit")
  .map((kind) => ({ value: kind, label: FEE_KIND_LABELS[kind] }));

/**
 * The official fee form, for create and edit: every field, errors next to
 * each, and the version the editor read in a hidden field. On a conflict the
 * form keeps what was typed and shows what the other editor saved.
 */
export function OfficialFeeForm({
  formId,
  defaultValue,
  version,
  destinations,
  currencies,
  actionData,
}: {
  formId: string;
  defaultValue: OfficialFeeFormValues;
  /** The stream version the editor read; null for a new fee. */
  version: number | null;
  destinations: readonly { id: string; name: string }[];
  currencies: readonly string[];
  actionData: OfficialFeeFormActionData | undefined;
}) {
  const [form, fields] = useForm<OfficialFeeFormValues>({
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
        <details className="card official-fee-conflict" open>
          <summary>{OFFICIAL_FEES_COPY.theirVersion}</summary>
          <dl>
            <dt>Name</dt>
            <dd>{conflict.theirs.label}</dd>
            <dt>Amount</dt>
            <dd>{conflict.theirs.amount === null ? OFFICIAL_FEES_COPY.notFound : `${conflict.theirs.currency} ${conflict.theirs.amount}`}</dd>
            <dt>Applies from</dt>
            <dd>{conflict.theirs.effectiveFrom ?? "Not stated"}</dd>
            <dt>Checked on</dt>
            <dd>{conflict.theirs.checkedOn}</dd>
            <dt>Source</dt>
            <dd>{conflict.theirs.sourceUrl ?? "None"}</dd>
            <dt>Note</dt>
            <dd>{conflict.theirs.note ?? "None"}</dd>
          </dl>
          <p>
            <a href={`/admin/official-fees/${encodeURIComponent(conflict.theirs.id)}/edit`} target="_blank" rel="noreferrer">
              {OFFICIAL_FEES_COPY.openLatest}
            </a>
          </p>
        </details>
      ) : null}
      <Form method="post" className="stacked-form official-fee-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
        <div className="form-row">
          <SelectField
            label="Destination"
            field={fields.destinationId}
            placeholder="Choose a destination"
            options={destinations.map((destination) => ({ value: destination.id, label: destination.name }))}
          />
          <SelectField label="Kind" field={fields.kind} placeholder="Choose a kind" options={KIND_OPTIONS} />
        </div>
        <FormField label="Name" field={fields.label} hint="As students read it, for example: Student visa application fee." />
        <div className="form-row">
          <FormField label="Amount (optional)" field={fields.amount} inputMode="decimal" hint="Leave empty when no figure was found." />
          <SelectField
            label="Currency"
            field={fields.currency}
            placeholder="No figure"
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
          />
          <SelectField
            label="Paid"
            field={fields.per}
            options={[
              { value: "once", label: "Once" },
              { value: "year", label: "Every year" },
            ]}
          />
        </div>
        <div className="form-row">
          <FormField
            label="Applies from (optional)"
            field={fields.effectiveFrom}
            type="date"
            hint="The day the fee applies from, as its source says. A later date keeps the current figure in force until then."
          />
          <FormField label="Checked on" field={fields.checkedOn} type="date" hint="The day you read the source." />
        </div>
        <FormField label="Source URL" field={fields.sourceUrl} type="url" placeholder="https://" hint="Required with an amount." />
        <FormField label="Note (optional)" field={fields.note} hint="What the dates mean, or what to check when there is no figure." />
        <p className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? OFFICIAL_FEES_COPY.saving : version === null ? OFFICIAL_FEES_COPY.create : OFFICIAL_FEES_COPY.save}
          </button>
          <Link className="button secondary" to="/admin/official-fees">
            {OFFICIAL_FEES_COPY.cancel}
          </Link>
        </p>
      </Form>
    </>
  );
}
