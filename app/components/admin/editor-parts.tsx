import { Link } from "@remix-run/react";

/*
 * The parts every admin editor shares around its own fields: the panel that
 * shows what another editor saved meanwhile (the editor's own text stays in
 * the form, so both texts are on the page), and the save and cancel buttons.
 */

/** What another editor saved after this one opened the form, field by field, with a link to start from it. */
export function ConflictPanel({
  summary,
  rows,
  latestHref,
  latestText,
}: {
  summary: string;
  rows: readonly { label: string; value: string | null; long?: boolean }[];
  latestHref: string;
  latestText: string;
}) {
  return (
    <details className="card editor-conflict" open>
      <summary>{summary}</summary>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className={row.long ? "editor-conflict-text" : undefined}>{row.value ?? "None"}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={latestHref} target="_blank" rel="noreferrer">
          {latestText}
        </a>
      </p>
    </details>
  );
}

/** Save (or create) and cancel; the button says when a save is on its way. */
export function EditorActions({
  saving,
  label,
  savingLabel,
  cancelHref,
  cancelLabel,
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
  cancelHref: string;
  cancelLabel: string;
}) {
  return (
    <p className="form-actions">
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? savingLabel : label}
      </button>
      <Link className="button secondary" to={cancelHref}>
        {cancelLabel}
      </Link>
    </p>
  );
}
