import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/*
 * The parts every admin editor shares around its own fields: the panel that
 * shows what another editor saved meanwhile (the editor's own text stays in
 * the form, so both texts are on the page), and the save and cancel buttons.
 */

/** What another editor saved after this one opened the form, field by field (`testId` names a value for the specs), with a link to start from it. */
export function ConflictPanel({
  summary,
  rows,
  latestHref,
  latestText,
}: {
  summary: string;
  rows: readonly { label: string; value: string | null; long?: boolean; testId?: string }[];
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
            <dd className={row.long ? "editor-conflict-text" : undefined} data-testid={row.testId}>
              {row.value ?? "None"}
            </dd>
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

/** Save (or create), an editor's own buttons (`children`: the article editor's Preview), and cancel; the button says when a save is on its way. */
export function EditorActions({
  saving,
  label,
  savingLabel,
  cancelHref,
  cancelLabel,
  children,
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
  cancelHref: string;
  cancelLabel: string;
  children?: ReactNode;
}) {
  return (
    <p className="form-actions">
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? savingLabel : label}
      </button>
      {children}
      <Link className="button secondary" to={cancelHref}>
        {cancelLabel}
      </Link>
    </p>
  );
}

/**
 * The version an edit is saved from. After a conflict: the other editor's, so
 * saving again overwrites it deliberately. After any other refusal: the one
 * this editor posted (conform's `form.initialValue` is the posted form then),
 * never the page data's, which the refusal's reload may have brought newer
 * than anything this editor saw. Else: the one the form opened with.
 */
export function versionToSave(opened: number | null, posted: unknown, conflict: { currentVersion: number } | null | undefined): number | null {
  if (conflict) return conflict.currentVersion;
  const fromPost = posted && typeof posted === "object" && "expectedVersion" in posted ? Number(posted.expectedVersion) : Number.NaN;
  return Number.isInteger(fromPost) && fromPost >= 0 ? fromPost : opened;
}
