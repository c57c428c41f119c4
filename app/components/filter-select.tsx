/**
 * One labelled choice of a GET filter form, showing the address's current value. Keyed by that value, so a link
 * that changes the address (Clear filters, a sort) redraws it with JavaScript too: `defaultValue` alone is read
 * only when the select is first drawn.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
