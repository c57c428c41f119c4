import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { publicScholarship } from "@modules/funding/index.ts";
import { apiError } from "~/utils/api.server.ts";
import { json } from "~/utils/http.server.ts";

/** An id or slug worth looking up: anything else (control characters, absurd lengths) cannot name a scholarship. */
const scholarshipKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

/** `GET /api/scholarships/{id or slug}` → one active scholarship (closed ones included), or 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = scholarshipKey.safeParse(params.id);
  const scholarship = key.success ? await publicScholarship(key.data) : null;
  return scholarship ? json(scholarship, request) : apiError(404, "Scholarship not found");
}
