import type { z } from "zod";
import {
  adminScholarship,
  createScholarship,
  deleteScholarship,
  reviseScholarship,
  scholarshipApiSchema,
  scholarshipForEditing,
  type ScholarshipView,
} from "@modules/funding/index.ts";
import { EditConflictError, EditInvalidError, EntryNotFoundError } from "@modules/eventstore/index.ts";
import type { User } from "@modules/identity/index.ts";
import { apiError, fieldErrorLists, PRIVATE_NO_STORE, notFound, readJsonObject } from "~/server/http.server.ts";

/** Fields the catalogue refused (a pathway it does not know), each with its message. */
const invalidFields = (error: EditInvalidError) => apiError(400, "Check the highlighted fields.", fieldErrorLists(error.fieldErrors));

/** A scholarship as an admin reads it: the spec's field names, plus the version to send back when revising. */
export async function adminScholarshipJson(id: string): Promise<Response> {
  const [scholarship, editing] = await Promise.all([adminScholarship(id), scholarshipForEditing(id)]);
  if (!scholarship || !editing) return notFound({ apiMessage: "Scholarship not found" });
  return Response.json(withVersion(scholarship, editing.version), { headers: { ...PRIVATE_NO_STORE, ETag: `"${editing.version}"` } });
}

function withVersion(scholarship: ScholarshipView, version: number) {
  return { ...scholarship, version };
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** `If-Match: "3"` (or W/"3", or 3): the version the client read. */
function ifMatchVersion(request: Request): number | undefined {
  const match = /^(?:W\/)?"?(\d+)"?$/.exec((request.headers.get("if-match") ?? "").trim());
  return match ? Number(match[1]) : undefined;
}

type ParsedBody = { ok: false; response: Response } | { ok: true; value: z.output<typeof scholarshipApiSchema> };

async function parseBody(request: Request): Promise<ParsedBody> {
  const body = await readJsonObject(request);
  if (!body) return { ok: false, response: apiError(400, "Send a JSON object with the scholarship's fields.") };
  const parsed = scholarshipApiSchema.safeParse(body);
  if (!parsed.success) return { ok: false, response: apiError(400, "Check the highlighted fields.", fieldErrorsOf(parsed.error.issues)) };
  return { ok: true, value: parsed.data };
}

/** `POST /api/scholarships` (admin): 201 with the new scholarship, 400 with field errors and nothing written. */
export async function createScholarshipJson(request: Request, user: User, requestId: string): Promise<Response> {
  const body = await parseBody(request);
  if (!body.ok) return body.response;
  const { expectedVersion: _ignored, ...edit } = body.value;
  try {
    const { scholarship, version } = await createScholarship(edit, { actor: user.id, requestId });
    const view = await adminScholarship(scholarship.id);
    return Response.json(view ? withVersion(view, version) : { ...scholarship, version }, {
      status: 201,
      headers: { ...PRIVATE_NO_STORE, Location: `/api/scholarships/${scholarship.id}` },
    });
  } catch (error) {
    if (error instanceof EditInvalidError) return invalidFields(error);
    throw error;
  }
}

/**
 * `PATCH /api/scholarships/{id}` (admin): the same body as POST, replacing the
 * editable fields, with the version read (`expectedVersion`, or `If-Match`):
 * 428 without one, 409 when someone saved since (nothing written), 404 unknown.
 */
export async function reviseScholarshipJson(request: Request, id: string, user: User, requestId: string): Promise<Response> {
  const body = await parseBody(request);
  if (!body.ok) return body.response;
  const { expectedVersion: inBody, ...edit } = body.value;
  const expectedVersion = inBody ?? ifMatchVersion(request);
  if (expectedVersion === undefined) return apiError(428, "Send the version you read as expectedVersion (or an If-Match header).");
  try {
    await reviseScholarship(id, edit, expectedVersion, { actor: user.id, requestId });
  } catch (error) {
    if (error instanceof EditInvalidError) return invalidFields(error);
    if (error instanceof EntryNotFoundError) return notFound({ apiMessage: error.message });
    if (error instanceof EditConflictError) {
      return apiError(
        409,
        `${error.message} It is at version ${error.currentVersion}; you sent ${error.expectedVersion}. Read it again and resend your changes.`,
      );
    }
    throw error;
  }
  return adminScholarshipJson(id);
}

/** `DELETE /api/admin/scholarships/{id}` (admin): 204, or 404 for an unknown id; an If-Match version must be current (409). */
export async function deleteScholarshipJson(request: Request, id: string, user: User, requestId: string): Promise<Response> {
  try {
    await deleteScholarship(id, { actor: user.id, requestId }, ifMatchVersion(request));
  } catch (error) {
    if (error instanceof EntryNotFoundError) return notFound({ apiMessage: error.message });
    if (error instanceof EditConflictError) return apiError(409, error.message);
    throw error;
  }
  return new Response(null, { status: 204, headers: PRIVATE_NO_STORE });
}
