import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { IMPORT_KIND_CHOICES, IMPORT_KIND_COPY, type ImportKindCopy } from "~/components/admin/import/copy.ts";
import { FieldErrors } from "~/components/form-field.tsx";
import { OutcomeNotice, type Outcome } from "~/components/outcome.tsx";
import { importAction, type ImportReply } from "~/server/admin/import.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { useIsPending } from "~/utils/pending.ts";

export const meta: MetaFunction = () => [{ title: "Import Data | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(null, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return importAction(request, user, context.requestId);
}

/** What the check or the import came to, in one sentence, in the words of what the file holds. */
function outcomeOf(reply: ImportReply, copy: ImportKindCopy): Outcome | null {
  const report = reply.report;
  if (!report) return Object.keys(reply.errors).length ? { title: "Not checked", description: "Check the highlighted fields.", variant: "destructive" } : null;
  const invalid = report.rows.filter((row) => row.action === "invalid").length;
  if (report.fileErrors.length || invalid)
    return {
      title: "Nothing imported",
      description: invalid ? `${invalid} of ${report.rows.length} rows have problems: fix them and check the file again.` : report.fileErrors.join(" "),
      variant: "destructive",
    };
  const changes = report.rows.filter((row) => row.action === "create" || row.action === "revise").length;
  if (reply.intent === "check")
    return {
      title: "The file is ready",
      description: `Every row is valid: ${changes} of ${report.rows.length} rows ${copy.wouldChange}. Nothing was written yet.`,
      variant: "neutral",
    };
  return {
    title: "Imported",
    description: report.written ? copy.written(changes) : copy.nothingChanged,
    variant: "success",
  };
}

/**
 * Bulk import of schools, programmes, scholarships, official fees or the
 * directory's institutions: a CSV or
 * JSON file, checked row by row with the editor's own rules, then imported
 * all or nothing.
 */
export default function ImportPage() {
  const reply = useActionData<ImportReply>();
  const busy = useIsPending();
  const copy = IMPORT_KIND_COPY[reply?.kind ?? "schools"];
  const outcome = reply ? outcomeOf(reply, copy) : null;
  return (
    <section className="page-section narrow admin-import-page">
      <h1>Import Data</h1>
      <p className="lead">
        Load many schools, programmes, scholarships, official fees or directory institutions at once from a CSV or JSON file. Each row is checked with its
        editor&apos;s rules; Check the file reports every problem with its line and column without writing anything; Import writes every row or none. A row
        matches a school by its website&apos;s domain; an empty cell keeps the stored value. How rows match the others, and the columns, are listed in the admin
        guide.
      </p>
      <OutcomeNotice outcome={outcome} />
      <Form method="post" encType="multipart/form-data" className="stacked-form card">
        <fieldset className="form-field" aria-describedby={reply?.errors.kind ? "import-kind-error" : undefined}>
          <legend>What the file holds</legend>
          {IMPORT_KIND_CHOICES.map((kind) => (
            <div className="checkbox-field" key={kind}>
              <input
                id={`import-kind-${kind}`}
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={kind === (reply?.kind ?? "schools")}
                aria-invalid={reply?.errors.kind ? true : undefined}
              />
              <label htmlFor={`import-kind-${kind}`}>{IMPORT_KIND_COPY[kind].label}</label>
            </div>
          ))}
          <FieldErrors id="import-kind-error" errors={reply?.errors.kind ? [reply.errors.kind] : undefined} />
        </fieldset>
        <div className="form-field">
          <label htmlFor="import-file">File (CSV or JSON)</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-invalid={reply?.errors.file ? true : undefined}
            aria-describedby={reply?.errors.file ? "import-file-error" : undefined}
            required
          />
          <FieldErrors id="import-file-error" errors={reply?.errors.file ? [reply.errors.file] : undefined} />
        </div>
        <div className="form-field">
          <label htmlFor="import-source">Where the data comes from</label>
          <input
            id="import-source"
            name="source"
            type="text"
            defaultValue={reply?.source ?? ""}
            maxLength={500}
            aria-invalid={reply?.errors.source ? true : undefined}
            aria-describedby={reply?.errors.source ? "import-source-error" : undefined}
            required
          />
          <FieldErrors id="import-source-error" errors={reply?.errors.source ? [reply.errors.source] : undefined} />
        </div>
        <p className="form-actions">
          <button type="submit" name="intent" value="check" className="button secondary" disabled={busy}>
            Check the file
          </button>
          <button type="submit" name="intent" value="import" className="button primary" disabled={busy}>
            Import
          </button>
        </p>
      </Form>
      {reply?.report && reply.report.rows.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{reply.fileName ? `Rows of ${reply.fileName}` : "Rows"}</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">{copy.rowHeader}</th>
                <th scope="col">Result</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {reply.report.rows.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <th scope="row">{row.name || "(no name)"}</th>
                  <td>{copy.results[row.action]}</td>
                  <td>
                    {row.note ? <p>{row.note}</p> : null}
                    {row.errors.length ? (
                      <ul>
                        {row.errors.map((error) => (
                          <li key={`${error.field}:${error.message}`}>
                            <code>{error.field}</code>: {error.message}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
