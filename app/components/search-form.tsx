import { Form } from "@remix-run/react";
import type { FormEvent, InputHTMLAttributes, Ref } from "react";
import { MAX_SEARCH_TERM_LENGTH } from "@modules/platform/text.ts";
import { SearchIcon } from "~/components/icons.tsx";
import { useSearchAsYouType } from "~/utils/search-as-you-type.ts";

interface SearchFormLayout {
  /** The page's path; the no-JS form goes there (with `fragment`, back to the results). */
  path: string;
  fragment?: string;
  /** The search landmark's name, e.g. "Study pathways". */
  name: string;
  label: string;
  placeholder: string;
  inputId: string;
  className: string;
  rowClassName: string;
}

/**
 * The one page search form: a GET form (so it works without JavaScript) that is
 * a search landmark, a labelled search box and a Search button. The box's
 * value and typing are the caller's (`input`); `keep` rides along as hidden fields.
 */
export function SearchForm({
  path,
  fragment,
  name,
  label,
  placeholder,
  inputId,
  className,
  rowClassName,
  inputName = "q",
  input,
  keep = {},
  onSubmit,
}: SearchFormLayout & {
  inputName?: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & { ref?: Ref<HTMLInputElement> };
  keep?: Record<string, string>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { ref, ...inputProps } = input;
  return (
    <Form
      method="get"
      action={fragment ? `${path}#${fragment}` : path}
      role="search"
      aria-label={name}
      className={className}
      preventScrollReset
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId}>{label}</label>
      <div className={rowClassName}>
        <input
          ref={ref}
          id={inputId}
          name={inputName}
          type="search"
          {...inputProps}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
        />
        {Object.entries(keep).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <button type="submit" className="button secondary">
          <SearchIcon size={18} />
          Search
        </button>
      </div>
    </Form>
  );
}

/**
 * A page's search form whose results follow the typing (see `useSearchAsYouType`);
 * without JavaScript it is the plain GET form.
 */
export function SearchAsYouTypeForm({ q, keep = {}, ...layout }: SearchFormLayout & { q: string; keep?: Record<string, string> }) {
  const { inputRef, onChange } = useSearchAsYouType(q, layout.path, keep);
  return <SearchForm {...layout} keep={keep} input={{ ref: inputRef, defaultValue: q, onChange }} />;
}
