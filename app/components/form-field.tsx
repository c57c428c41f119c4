import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** The one form-field pattern: a label, the input, a hint, and the field's errors right beside it. */
export function FormField({
  label,
  labelDetail,
  field,
  type = "text",
  hint,
  ...inputAttributes
}: {
  label: string;
  /** Words that tell apart fields of one label repeated in rows (", result 2"): read by screen readers, not shown. */
  labelDetail?: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "tel" | "url" | "search" | "number" | "date" | "datetime-local";
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form">) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="form-field">
      <FieldLabel htmlFor={field.id} label={label} detail={labelDetail} />
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input {...getInputProps(field, { type, ariaDescribedBy: hintId })} {...inputAttributes} key={field.key} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The same pattern for a choice from a list: a label, the select (with an optional empty first choice), the field's errors. */
export function SelectField({
  label,
  labelDetail,
  field,
  options,
  placeholder,
  ...selectAttributes
}: {
  label: string;
  /** As FormField's. */
  labelDetail?: string;
  field: FieldMetadata<string | undefined>;
  options: readonly SelectOption[];
  /** The text of an empty first choice, for an optional field. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form" | "defaultValue" | "value">) {
  return (
    <div className="form-field">
      <FieldLabel htmlFor={field.id} label={label} detail={labelDetail} />
      <select {...getSelectProps(field)} {...selectAttributes} key={field.key}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The same pattern for long text. */
export function TextareaField({
  label,
  field,
  rows,
  hint,
  ...textareaAttributes
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  rows: number;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form" | "rows" | "defaultValue" | "value">) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} {...textareaAttributes} rows={rows} key={field.key} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The same pattern for a yes/no choice: the box, then its label. */
export function CheckboxField({ label, field }: { label: string; field: FieldMetadata<string | undefined> }) {
  return (
    <div className="form-field checkbox-field">
      <input {...getInputProps(field, { type: "checkbox", value: "on" })} key={field.key} />
      <label htmlFor={field.id}>{label}</label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function FieldLabel({ htmlFor, label, detail }: { htmlFor: string; label: string; detail: string | undefined }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {detail ? <span className="visually-hidden">{detail}</span> : null}
    </label>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    // The alert wraps the list: a <ul> given role="alert" is no longer a list, and axe flags its items.
    <div className="field-errors" id={id} role="alert">
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
