import type { FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/form-field.tsx";

export interface Choice {
  value: string;
  label: string;
}

/** A list of checkboxes sharing one name, in a fieldset whose legend names it, with the field's errors beside it. */
export function CheckboxGroup({
  legend,
  hint,
  field,
  choices,
}: {
  legend: string;
  hint?: string;
  field: FieldMetadata<string[] | undefined>;
  choices: readonly Choice[];
}) {
  const initial = field.initialValue;
  const selected = new Set<string>((Array.isArray(initial) ? initial : [initial]).filter((value): value is string => typeof value === "string"));
  const describedBy = [hint ? `${field.id}-hint` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy} aria-invalid={field.errors?.length ? true : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="form-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="choice-grid">
        {choices.map((choice) => (
          <div className="checkbox-field" key={choice.value}>
            <input type="checkbox" id={`${field.id}-${choice.value}`} name={field.name} value={choice.value} defaultChecked={selected.has(choice.value)} />
            <label htmlFor={`${field.id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** One on/off preference: a checkbox and its label. */
export function Toggle({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <div className="checkbox-field">
      <input type="checkbox" id={`toggle-${name}`} name={name} defaultChecked={defaultChecked} />
      <label htmlFor={`toggle-${name}`}>{label}</label>
    </div>
  );
}
