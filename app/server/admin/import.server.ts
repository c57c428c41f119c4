import { data } from "@remix-run/node";
import { z } from "zod";
import type { ImportReport } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { importRecords, IMPORT_KINDS, type ImportKind } from "@modules/operations/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { IMPORT_KIND_COPY, IMPORT_KIND_MISSING } from "~/components/admin/import/copy.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/** The largest file the import page takes: 2,000 rows of a wide CSV fit well within it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportReply {
  /** What was asked: a check (dry run) or an import. */
  intent: "check" | "import";
  /** What the file holds, as chosen; null when the choice was missing or odd. */
  kind: ImportKind | null;
  fileName: string | null;
  source: string;
  /** Field errors of the form itself (no kind, no file, no source). */
  errors: { kind?: string; file?: string; source?: string };
  report: ImportReport | null;
}

const importForm = z.object({
  intent: z.enum(["check", "import"]).catch("check"),
  kind: z.enum(IMPORT_KINDS).nullable().catch(null),
  source: z.string().trim().max(500),
});

/**
 * The import page's action (the caller checked who is asking): a check
 * reports every row without writing; an import writes every row or none.
 */
export async function importAction(request: Request, user: User, requestId: string) {
  const form = await request.formData();
  const { intent, kind, source } = importForm.parse({
    intent: form.get("intent"),
    kind: form.get("kind"),
    source: typeof form.get("source") === "string" ? form.get("source") : "",
  });
  const file = form.get("file");
  const reply = (status: number, changes: Partial<ImportReply>) =>
    data<ImportReply>(
      { intent, kind, fileName: file instanceof File ? file.name : null, source, errors: {}, report: null, ...changes },
      { status, headers: PRIVATE_NO_STORE },
    );
  const errors: ImportReply["errors"] = {};
  const format = file instanceof File ? (/\.json$/i.test(file.name) ? "json" : /\.csv$/i.test(file.name) ? "csv" : null) : null;
  if (!kind) errors.kind = IMPORT_KIND_MISSING;
  if (!(file instanceof File) || file.size === 0) errors.file = IMPORT_KIND_COPY[kind ?? "schools"].chooseFile;
  else if (!format) errors.file = "Choose a file whose name ends in .csv or .json.";
  else if (file.size > MAX_IMPORT_BYTES) errors.file = "The file is larger than 5 MB: split it into smaller files.";
  if (!source) errors.source = "Say where the data comes from (a data set, a page): it is kept with every change.";
  if (Object.keys(errors).length || !kind || !(file instanceof File) || !format) return reply(400, { errors });
  const report = await importRecords(
    kind,
    { name: file.name.slice(0, 200), format, text: await file.text(), source },
    { dryRun: intent === "check", requestId, today: todayUtc(), importedBy: user.id },
  );
  const refused = report.fileErrors.length > 0 || report.rows.some((row) => row.action === "invalid");
  return reply(refused ? 400 : 200, { report });
}
