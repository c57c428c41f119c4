// Ask an expert: students' questions to the experts, their review and answers, and the email when answered.
export { answerExpertQuestion, askExpertQuestion, startQuestionReview, type QuestionToAsk } from "./commands.ts";
export { ExpertQuestionInvalidError, ExpertQuestionNotFoundError, QuestionAlreadyAnsweredError } from "./decide.ts";
export { ANSWER_EMAIL_SUBJECT } from "./emails.ts";
export {
  QUESTION_CATEGORY_LABELS,
  DEFAULT_HUB_CATEGORY,
  EVENTS_CATEGORIES,
  expertQuestionStream,
  HUB_CATEGORIES,
  QUESTION_CATEGORIES,
  QUESTION_MAX_LENGTH,
  QUESTION_REQUIRED_MESSAGE,
  QUESTION_STATUSES,
  QUESTION_TOO_LONG_MESSAGE,
  QuestionAnswered,
  QuestionAsked,
  QuestionReviewStarted,
  questionStatusLabel,
  type EventsCategory,
  type HubCategory,
  type QuestionCategory,
  type QuestionOrigin,
  type QuestionStatus,
} from "./events.ts";
export { apiQuestionSchema, eventsQuestionFormSchema, hubQuestionFormSchema } from "./schemas.ts";
export { expertQuestionsNotifier, expertQuestionsNotifierProjection } from "./notifier.ts";
export { expertQuestionsProjection } from "./projection.ts";
export { expertQuestionOf, expertQuestionsOf, openExpertQuestions, type ExpertQuestionView, type OpenExpertQuestion } from "./queries.ts";
export { expertQuestionsInbox, QUESTIONS_INBOX_PAGE_SIZE, type ExpertQuestionsInbox, type InboxExpertQuestion } from "./queries.ts";
