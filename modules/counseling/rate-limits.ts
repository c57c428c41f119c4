import { createSubmissionLimit, type RateLimited } from "../platform/index.ts";
import { consultationRequestSchema } from "./schemas.ts";

const MINUTE = 60;

/**
 * 5 requests per student email an hour: a student asks a few counselors, not
 * dozens, and one inbox (the confirmation goes there) cannot be flooded.
 * 100 per IP in 15 minutes: a careers class of 40 sending one or two each fits
 * behind one school IP, while one machine cannot bury counselors in requests.
 */
const consultationRequests = createSubmissionLimit("consultation", "consultation requests", {
  perEmail: { points: 5, seconds: 60 * MINUTE },
  perIp: { points: 100, seconds: 15 * MINUTE },
});

/**
 * Counts a consultation request before anything is written. A body the request
 * schema refuses (or null: no readable body) counts as invalid, on the IP only.
 */
export function limitConsultationRequest(clientIp: string, body: unknown): Promise<RateLimited | null> {
  const parsed = consultationRequestSchema.safeParse(body);
  return consultationRequests.consume(clientIp, parsed.success ? parsed.data.studentEmail : null);
}
