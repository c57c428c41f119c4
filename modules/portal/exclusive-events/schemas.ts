import { z } from "zod";

/** An event id as a form or the API names one: anything else is refused before a lookup. */
export const eventIdSchema = z
  .string({ error: "Choose an event to register for." })
  .trim()
  .min(1, "Choose an event to register for.")
  .max(80, "That event id is too long.")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "That is not an event id.");

/** The events tab's register form (intent "register") and `POST /api/portal/events/register` (`eventId`). */
export const registerForEventSchema = z.object({ eventId: eventIdSchema });
