// Vision boards (portal): each student's boards of goals, as events per student.
export { createVisionBoard, deleteVisionBoard, reviseVisionBoard } from "./commands.ts";
export { VisionBoardLimitError, VisionBoardNotFoundError } from "./decide.ts";
export { VisionBoardCreated, VisionBoardDeleted, VisionBoardRevised } from "./events.ts";
export { visionBoardsProjection } from "./projection.ts";
export { visionBoard, visionBoards, type VisionBoardView } from "./queries.ts";
export { BOARD_LIMITS, itemsAsText, visionBoardFormSchema, type VisionBoardContent, type VisionBoardForm, type VisionBoardItem } from "./schemas.ts";
