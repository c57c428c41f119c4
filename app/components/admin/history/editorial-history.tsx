import { Form, Link, useNavigation } from "@remix-run/react";
import type { DiffLine, FieldChange } from "@modules/eventstore/index.ts";
import { OutcomeNotice, type Outcome } from "~/components/outcome.tsx";
import { HISTORY_COPY, HISTORY_TEXT } from "./copy.ts";
import type { HistoryPageData, HistoryRevisionView } from "./types.ts";

/**
 * An article's or a scholarship's history: newest first,
 * each version with who, when, what kind of change and what it changed, and
 * "Restore this version" on earlier versions, a plain POST form (no JavaScript
 * needed). Changes read in words as well as colour: removed text is struck
 * through and labelled, added text underlined and labelled.
 */
export function EditorialHistory({ page, actionToast }: { page: HistoryPageData; actionToast: Outcome | undefined }) {
  const copy = HISTORY_COPY[page.entity];
  return (
    <div className="page-section admin-history">
      <p>
        <Link to={copy.backPath}>{copy.back}</Link>
      </p>
      <h1>{HISTORY_TEXT.title(page.title)}</h1>
      <p className="lead">{HISTORY_TEXT.lead(copy.noun)}</p>
      <p className="button-row">
        {page.editPath ? (
          <Link className="button secondary" to={page.editPath}>
            {copy.edit}
          </Link>
        ) : null}
        {page.publicPath ? (
          <Link className="button ghost" to={page.publicPath}>
            {copy.view}
          </Link>
        ) : null}
      </p>
      <OutcomeNotice outcome={actionToast ?? page.toast} />
      {page.deleted ? (
        <p className="notice error" data-testid="history-deleted">
          {"deleted" in copy ? copy.deleted : HISTORY_TEXT.deleted(copy.noun)}
        </p>
      ) : null}
      <ol className="admin-history-list" reversed>
        {page.revisions.map((revision) => (
          <Revision key={revision.version} revision={revision} page={page} />
        ))}
      </ol>
    </div>
  );
}

function Revision({ revision, page }: { revision: HistoryRevisionView; page: HistoryPageData }) {
  const isCurrent = revision.version === page.version;
  const headingId = `version-${revision.version}`;
  return (
    <li className="card admin-history-revision" aria-labelledby={headingId} data-version={revision.version}>
      <h2 id={headingId}>
        {HISTORY_TEXT.version(revision.version, revision.change)}
        {isCurrent ? " " : null}
        {isCurrent ? <span className="badge success">{HISTORY_TEXT.current}</span> : null}
      </h2>
      <p className="muted">
        {HISTORY_TEXT.by} <strong>{revision.by}</strong> · {HISTORY_TEXT.at} <time dateTime={revision.at}>{revision.atLabel}</time>
      </p>
      {revision.changes.length ? (
        <dl className="admin-history-changes">
          {revision.changes.map((change) => (
            <div key={change.label}>
              <dt>{change.label}</dt>
              <dd>
                <Change change={change} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{HISTORY_TEXT.noChanges}</p>
      )}
      {isCurrent || page.deleted ? null : revision.restorable ? (
        <RestoreForm page={page} version={revision.version} />
      ) : (
        <p className="muted">{HISTORY_TEXT.sameAsCurrent}</p>
      )}
    </li>
  );
}

function Change({ change }: { change: FieldChange }) {
  if (change.kind === "value") {
    return (
      <p className="admin-history-value">
        <span className="admin-history-tag">{HISTORY_TEXT.before}:</span> <del>{change.before ?? HISTORY_TEXT.empty}</del>{" "}
        <span className="admin-history-tag">{HISTORY_TEXT.after}:</span> <ins>{change.after ?? HISTORY_TEXT.empty}</ins>
      </p>
    );
  }
  return (
    <div className="admin-history-lines">
      {change.lines.map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </div>
  );
}

function Line({ line }: { line: DiffLine }) {
  if (line.kind === "skipped") return <div className="admin-history-line skipped">{HISTORY_TEXT.skipped(line.count)}</div>;
  if (line.kind === "unchanged") return <div className="admin-history-line">{line.text || "\u00a0"}</div>;
  const Tag = line.kind === "added" ? "ins" : "del";
  return (
    <div className={`admin-history-line ${line.kind}`}>
      <Tag>
        <span className="admin-history-tag">{line.kind === "added" ? `+ ${HISTORY_TEXT.added}:` : `− ${HISTORY_TEXT.removed}:`}</span> {line.text}
      </Tag>
    </div>
  );
}

function RestoreForm({ page, version }: { page: HistoryPageData; version: number }) {
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting" && navigation.formData?.get("fromVersion") === String(version);
  return (
    <Form method="post" action={page.historyPath} className="admin-history-restore">
      <input type="hidden" name="fromVersion" value={version} />
      <input type="hidden" name="expectedVersion" value={page.version} />
      <button type="submit" className="button secondary small" disabled={restoring}>
        {restoring ? HISTORY_TEXT.restoring : HISTORY_TEXT.restore}
        <span className="visually-hidden"> {HISTORY_TEXT.restoreLabel(version)}</span>
      </button>
      <span className="muted">{HISTORY_COPY[page.entity].restoreHint}</span>
    </Form>
  );
}
