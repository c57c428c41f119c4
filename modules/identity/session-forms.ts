// Schemas of the second-factor and signed-in-devices forms, validated on the server.
import { z } from "zod";

const ENTER_CODE = "Enter the 6-digit code from your authenticator app.";

/** Enrolment's first code: the app's, 6 digits (spaces as some apps show them are fine). */
export const enrolSecondFactorSchema = z.object({
  code: z
    .string({ error: ENTER_CODE })
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, ENTER_CODE)),
  redirectTo: z.string().optional(),
});

/** Sign-in's second step: the app's code or a recovery code ("ABCD-EFGH-JKLM"). */
export const secondFactorCodeSchema = z.object({
  code: z.string({ error: ENTER_CODE }).trim().min(1, ENTER_CODE).max(40, "That is longer than any code. Check it and try again."),
  redirectTo: z.string().optional(),
});

/** "Sign out" beside one device: the session's public id (never its cookie's secret). */
export const endDeviceSessionSchema = z.object({
  sessionId: z.uuid({ error: "That device is not in your list any more. Reload the page." }),
});
