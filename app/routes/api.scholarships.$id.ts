import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { publicScholarship } from "@modules/funding/index.ts";
import { adminScholarshipJson, reviseScholarshipJson } from "~/server/admin/scholarships/scholarships-api.server.ts";
import { currentUser, requireApiAdmin } from "~/server/auth.server.ts";
import { json, methodNotAllowed, notFound } from "~/server/http.server.ts";

/** An id or slug worth looking up: anything else (control characters, absurd lengths) cannot name a scholarship. */
const scholarshipKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

/**
 * `GET /api/scholarships/{id or slug}` → one active scholarship (closed ones
 * included), or 404. An admin reads any scholarship by id, inactive ones too,
 * with its version (the admin form's source).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = scholarshipKey.safeParse(params.id);
  if (!key.success) return notFound({ apiMessage: "Scholarship not found" });
  const user = await currentUser(request);
  if (user?.isAdmin) {
    const asAdmin = await adminScholarshipJson(key.data);
    if (asAdmin.status !== 404) return asAdmin;
  }
  const scholarship = await publicScholarship(key.data);
  return scholarship ? json(scholarship, request) : notFound({ apiMessage: "Scholarship not found" });
}

/** `PATCH /api/scholarships/{id}` (admins only): see reviseScholarshipJson. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"], "Use PATCH to update a scholarship.");
  const user = await requireApiAdmin(request);
  const key = scholarshipKey.safeParse(params.id);
  if (!key.success) return notFound({ apiMessage: "Scholarship not found" });
  return reviseScholarshipJson(request, key.data, user, context.requestId);
}
