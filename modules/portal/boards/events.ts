import { z } from "zod";
import { defineEvent } from "../../eventstore/index.ts";
import { visionBoardContentSchema } from "./schemas.ts";

/*
 * A student's vision boards, one stream per student (`vision-boards-${userId}`).
 * `title`, `description` and each item's `text` and `link` are the student's
 * own words: personal data (the integrator seals these fields).
 */
const boardEvent = visionBoardContentSchema.extend({ userId: z.string().min(1), boardId: z.string().min(1) });

export const VisionBoardCreated = defineEvent("VisionBoardCreated", boardEvent);
/** The board's whole new content: title, description and items. */
export const VisionBoardRevised = defineEvent("VisionBoardRevised", boardEvent);
export const VisionBoardDeleted = defineEvent("VisionBoardDeleted", z.object({ userId: z.string().min(1), boardId: z.string().min(1) }));

export const visionBoardsStream = (userId: string) => `vision-boards-${userId}`;
