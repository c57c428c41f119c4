import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";
import { visionBoardContentSchema } from "./schemas.ts";

/*
 * A student's vision boards, one stream per student (`vision-boards-${userId}`).
 * `title`, `description` and `items` are the student's own words: personal
 * data, stored sealed with the student's key (decision 0010). Once the account
 * is deleted they read as null, so the stored shape allows null.
 */
const content = visionBoardContentSchema.shape;
const boardEvent = z.object({
  userId: z.string().min(1),
  boardId: z.string().min(1),
  title: content.title.nullable(),
  description: content.description,
  items: content.items.nullable(),
});
const sealed = { personal: { subject: (data: { userId: string }) => data.userId, fields: ["title", "description", "items"] as const } };

export const VisionBoardCreated = defineEvent("VisionBoardCreated", boardEvent, sealed);
/** The board's whole new content: title, description and items. */
export const VisionBoardRevised = defineEvent("VisionBoardRevised", boardEvent, sealed);
export const VisionBoardDeleted = defineEvent("VisionBoardDeleted", z.object({ userId: z.string().min(1), boardId: z.string().min(1) }));

export const visionBoardsStream = (userId: string) => `vision-boards-${userId}`;
