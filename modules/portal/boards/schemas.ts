import { z } from "zod";

/** Limits of a vision board, each with the message shown beside the field. */
export const BOARD_LIMITS = { titleLength: 120, descriptionLength: 1000, itemLength: 300, items: 30, boards: 20 } as const;

const webAddress = z.url({ protocol: /^https?$/ });

export const visionBoardItemSchema = z.object({
  text: z.string().trim().min(1).max(BOARD_LIMITS.itemLength),
  link: webAddress.max(2000).nullable(),
});
export type VisionBoardItem = z.infer<typeof visionBoardItemSchema>;

export const visionBoardContentSchema = z.object({
  title: z.string().trim().min(1).max(BOARD_LIMITS.titleLength),
  description: z.string().trim().max(BOARD_LIMITS.descriptionLength).nullable(),
  items: z.array(visionBoardItemSchema).max(BOARD_LIMITS.items),
});
export type VisionBoardContent = z.infer<typeof visionBoardContentSchema>;

/** A line of the items box: "goal" or "goal | https://link". */
function parseLine(line: string): { text: string; link: string | null } {
  const separator = line.lastIndexOf("|");
  if (separator === -1) return { text: line.trim(), link: null };
  return { text: line.slice(0, separator).trim(), link: line.slice(separator + 1).trim() || null };
}

function itemLines(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * The board form without JavaScript: a title, a description and the items
 * one per line ("goal | https://link" adds a link). Each limit has its own
 * message, shown next to its field.
 */
export const visionBoardFormSchema = z.object({
  title: z
    .string({ error: "Give your board a title." })
    .trim()
    .min(1, "Give your board a title.")
    .max(BOARD_LIMITS.titleLength, `Keep the title to ${BOARD_LIMITS.titleLength} characters or fewer.`),
  description: z
    .string()
    .trim()
    .max(BOARD_LIMITS.descriptionLength, `Keep the description to ${BOARD_LIMITS.descriptionLength} characters or fewer.`)
    .optional()
    .transform((value) => value || null),
  items: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const lines = itemLines(value);
      if (lines.length > BOARD_LIMITS.items) {
        context.addIssue({ code: "custom", message: `A board holds at most ${BOARD_LIMITS.items} items; this one has ${lines.length}.` });
      }
      lines.forEach((line, index) => {
        const { text, link } = parseLine(line);
        if (text === "") context.addIssue({ code: "custom", message: `Item ${index + 1} needs some text before the link.` });
        if (text.length > BOARD_LIMITS.itemLength) {
          context.addIssue({
            code: "custom",
            message: `Item ${index + 1} is ${text.length} characters long; keep each item to ${BOARD_LIMITS.itemLength} or fewer.`,
          });
        }
        if (link !== null && !webAddress.safeParse(link).success) {
          context.addIssue({ code: "custom", message: `Item ${index + 1}: the link must be a web address starting with http:// or https://.` });
        }
      });
    })
    .transform((value): VisionBoardItem[] => itemLines(value).map(parseLine)),
});
export type VisionBoardForm = z.infer<typeof visionBoardFormSchema>;

/** The items as the form's textarea shows them again for editing. */
export function itemsAsText(items: readonly VisionBoardItem[]): string {
  return items.map((item) => (item.link ? `${item.text} | ${item.link}` : item.text)).join("\n");
}
