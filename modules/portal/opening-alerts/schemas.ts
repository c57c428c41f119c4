// The "Tell me when it opens" form, validated on the server.
import { z } from "zod";

export const openingAlertFormSchema = z.object({
  intent: z.enum(["request", "cancel"]),
  scholarshipId: z.string().min(1).max(200),
  /** Where the form returns: the route keeps it on this site. */
  redirectTo: z.string().max(2000).optional(),
});
export type OpeningAlertForm = z.infer<typeof openingAlertFormSchema>;
