// Quiz: the ten-question study-profile quiz, its scoring, and each student's saved result.
export { isAnswered } from "./browser.ts";
export { recordQuizResult } from "./commands.ts";
export { StudyProfileQuizCompleted } from "./events.ts";
export { studentProfilesProjection } from "./projection.ts";
export {
  BUDGET,
  QUESTION_COUNT,
  QUIZ_QUESTIONS,
  quizAnswersSchema,
  startingAnswers,
  takeQuizStep,
  type PartialQuizAnswers,
  type QuizAnswerKey,
  type QuizAnswers,
  type QuizOption,
  type QuizQuestion,
  type QuizStep,
} from "./questions.ts";
export { quizMatches, studentProfile, type MatchedDestination, type QuizMatches, type StudentProfileView } from "./queries.ts";
export { PERSONALITIES, scoreQuiz, type Personality, type QuizResult } from "./scoring.ts";
