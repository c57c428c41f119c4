import type { ChangeEvent } from "react";

/**
 * One labelled choice of a GET filter form, showing the address's current value. Keyed by that value, so a link
 * that changes the address (Clear filters, a sort) redraws it with JavaScript too: `defaultValue` alone is read
 * only when the select is first drawn. `onChange` lets a page apply the choice at once with JavaScript; without
 * it the form's button applies it.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
