import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useIsPending } from "~/utils/pending.ts";
import type { Option } from "./copy.ts";

/** A GET form of select filters: the choices live in the URL (shareable), and it works without JavaScript. */
export function InboxFilters({
  label,
  filters,
  clearHref,
  active,
}: {
  label: string;
  filters: { name: string; label: string; value: string; allLabel: string; options: readonly Option[] }[];
  clearHref: string;
  active: boolean;
}) {
  return (
    <Form method="get" className="card inbox-filters" aria-label={label}>
      {filters.map((filter) => (
        <div className="form-field" key={filter.name}>
          <label htmlFor={`filter-${filter.name}`}>{filter.label}</label>
          <select id={`filter-${filter.name}`} name={filter.name} defaultValue={filter.value} key={filter.value}>
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="inbox-filter-actions">
        <button type="submit" className="button primary">
          Apply Filters
        </button>
        {active ? (
          <Link to={clearHref} className="button secondary">
            Clear Filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A submit button: every form waits while one is sent, and the one being sent says so. */
export function SubmitButton({
  intent,
  itemId,
  children,
  pendingText,
  className = "button primary",
}: {
  intent: string;
  /** The request or question the form acts on (its hidden `id` field). */
  itemId: string;
  children: ReactNode;
  pendingText: string;
  className?: string;
}) {
  const pending = useIsPending();
  const sent = useNavigation().formData;
  const mine = pending && sent?.get("intent") === intent && sent.get("id") === itemId;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending}>
      {mine ? pendingText : children}
    </button>
  );
}
