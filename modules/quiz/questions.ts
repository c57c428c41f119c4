import { z } from "zod";
import { isAnswered } from "./browser.ts";

/** The budget slider, in US dollars per year. */
export const BUDGET = { min: 10_000, max: 80_000, step: 5_000 } as const;

export interface QuizOption {
  value: string;
  label: string;
}

interface QuestionBase<Key extends string> {
  key: Key;
  /** The question as the student reads it. */
  text: string;
  /** A short line under the question. */
  hint: string;
}

export type QuizQuestion =
  | (QuestionBase<SingleKey> & { type: "single"; options: readonly QuizOption[] })
  | (QuestionBase<"support_needs"> & { type: "multiple"; options: readonly QuizOption[] })
  | (QuestionBase<"budget_range"> & { type: "slider"; min: number; max: number; step: number; unit: string });

type SingleKey =
  | "study_motivation"
  | "learning_style"
  | "social_preference"
  | "study_duration"
  | "career_goals"
  | "climate_preference"
  | "cultural_adaptation"
  | "post_graduation";

export type QuizAnswerKey = SingleKey | "budget_range" | "support_needs";

/** The fields each career goal leads to: names and slugs of the catalogue's study pathways. */
export const CAREER_FIELDS: Record<string, readonly { name: string; pathwaySlug: string }[]> = {
  healthcare: [
    { name: "Medicine", pathwaySlug: "medicine" },
    { name: "Psychology", pathwaySlug: "psychology" },
  ],
  engineering_technology: [
    { name: "Engineering", pathwaySlug: "engineering" },
    { name: "Information Technology", pathwaySlug: "information-technology" },
  ],
  business_enterprise: [
    { name: "Business & Finance", pathwaySlug: "business-finance" },
    { name: "Hospitality & Tourism", pathwaySlug: "hospitality" },
  ],
  law_public_service: [
    { name: "Law", pathwaySlug: "law" },
    { name: "Social Work", pathwaySlug: "social-work" },
  ],
  creative_media: [
    { name: "Creative Arts", pathwaySlug: "creative-arts" },
    { name: "Communications", pathwaySlug: "communications" },
    { name: "Fashion & Design", pathwaySlug: "fashion" },
  ],
  teaching_community: [
    { name: "Education", pathwaySlug: "education" },
    { name: "Social Work", pathwaySlug: "social-work" },
  ],
  environment_agriculture: [{ name: "Agriculture", pathwaySlug: "agriculture" }],
  travel_food_sport: [
    { name: "Aviation", pathwaySlug: "aviation" },
    { name: "Culinary Arts", pathwaySlug: "culinary" },
    { name: "Sports Science", pathwaySlug: "sports" },
  ],
};

/** The ten questions of the study-profile quiz, in order, keyed by the spec's answer keys. */
export const QUIZ_QUESTIONS = [
  {
    key: "study_motivation",
    type: "single",
    text: "What is the main reason you want to study abroad?",
    hint: "Pick the one that matters most to you right now.",
    options: [
      { value: "career_advancement", label: "To build a strong career and earn a respected qualification" },
      { value: "academic_excellence", label: "To learn from top teachers and researchers in my subject" },
      { value: "cultural_experience", label: "To experience new cultures and see the world" },
      { value: "personal_growth", label: "To grow in independence and confidence" },
      { value: "family_expectations", label: "My family and community are counting on me" },
    ],
  },
  {
    key: "learning_style",
    type: "single",
    text: "How do you learn best?",
    hint: "Think about the classes where you did your best work.",
    options: [
      { value: "hands_on", label: "Hands-on: labs, projects, placements and practicals" },
      { value: "independent_research", label: "Independent research: reading deeply and working things out myself" },
      { value: "group_discussion", label: "Group work and discussion with classmates" },
      { value: "structured_lectures", label: "Clear lectures with structured notes and regular tests" },
    ],
  },
  {
    key: "social_preference",
    type: "single",
    text: "What kind of campus community would you feel at home in?",
    hint: "There is no wrong answer: many students want a bit of home nearby.",
    options: [
      { value: "large_diverse_international", label: "A large, diverse community with students from all over the world" },
      { value: "caribbean_similar", label: "A community with lots of Caribbean students and a familiar feel" },
      { value: "small_close_knit", label: "A small, close-knit campus where everyone knows each other" },
      { value: "no_preference", label: "I'm comfortable anywhere" },
    ],
  },
  {
    key: "budget_range",
    type: "slider",
    text: "How much can you spend each year on tuition and living costs?",
    hint: "Include family support, savings and any loans, in US dollars per year. Scholarships can stretch this further.",
    min: BUDGET.min,
    max: BUDGET.max,
    step: BUDGET.step,
    unit: "USD per year",
  },
  {
    key: "study_duration",
    type: "single",
    text: "How long would you like to study?",
    hint: "Counting from when you start your program.",
    options: [
      { value: "short_course", label: "Under a year: a certificate or short course" },
      { value: "associate_diploma", label: "One to two years: an associate degree or diploma" },
      { value: "bachelors", label: "Three to four years: a bachelor's degree" },
      { value: "postgraduate", label: "A master's or doctorate after my first degree" },
    ],
  },
  {
    key: "career_goals",
    type: "single",
    text: "Which kind of work do you see yourself doing?",
    hint: "We'll suggest study pathways that lead there.",
    options: [
      { value: "healthcare", label: "Caring for people's health: medicine, nursing, psychology" },
      { value: "engineering_technology", label: "Building and fixing things: engineering, IT, software" },
      { value: "business_enterprise", label: "Running a business: finance, management, tourism" },
      { value: "law_public_service", label: "Law, justice and public service" },
      { value: "creative_media", label: "Creative work: art, music, media, design" },
      { value: "teaching_community", label: "Teaching and helping communities" },
      { value: "environment_agriculture", label: "Food, farming and the environment" },
      { value: "travel_food_sport", label: "Aviation, culinary arts or sport" },
    ],
  },
  {
    key: "climate_preference",
    type: "single",
    text: "What weather would you be happy living in?",
    hint: "Winters abroad can be a big change from the islands.",
    options: [
      { value: "warm_tropical", label: "Warm and sunny, like home" },
      { value: "four_seasons", label: "Four seasons: I'd like to see snow" },
      { value: "mild_temperate", label: "Mild and cool most of the year" },
      { value: "no_preference", label: "The weather doesn't matter to me" },
    ],
  },
  {
    key: "cultural_adaptation",
    type: "single",
    text: "How do you feel about living in a culture very different from your own?",
    hint: "Food, accents, customs and pace of life can all change.",
    options: [
      { value: "very_excited", label: "Very excited: I can't wait to try everything" },
      { value: "open_but_nervous", label: "Open to it, but a little nervous" },
      { value: "prefer_familiar", label: "I'd rather have something familiar close by" },
    ],
  },
  {
    key: "post_graduation",
    type: "single",
    text: "What would you like to do after you graduate?",
    hint: "Plans change, so choose what feels most likely today.",
    options: [
      { value: "return_to_caribbean", label: "Come home and build my career in the Caribbean" },
      { value: "work_abroad", label: "Work abroad for a few years to gain experience" },
      { value: "further_studies", label: "Go on to further studies: a master's or PhD" },
      { value: "start_business", label: "Start my own business" },
      { value: "undecided", label: "I haven't decided yet" },
    ],
  },
  {
    key: "support_needs",
    type: "multiple",
    text: "What support would help you most?",
    hint: "Choose all that apply.",
    options: [
      { value: "financial_aid", label: "Scholarships and financial aid" },
      { value: "visa_guidance", label: "Visa and immigration guidance" },
      { value: "application_help", label: "Help with applications and personal statements" },
      { value: "accommodation", label: "Finding a place to live" },
      { value: "mental_health", label: "Mental health and wellbeing" },
      { value: "career_services", label: "Internships and career services" },
    ],
  },
] as const satisfies readonly QuizQuestion[];

export const QUESTION_COUNT = QUIZ_QUESTIONS.length;

type Question = (typeof QUIZ_QUESTIONS)[number];
type OptionValue<Key extends QuizAnswerKey> = Extract<Question, { key: Key; options: readonly QuizOption[] }>["options"][number]["value"];

function optionValues<Key extends QuizAnswerKey>(key: Key): [OptionValue<Key>, ...OptionValue<Key>[]] {
  const question = QUIZ_QUESTIONS.find((candidate) => candidate.key === key);
  if (!question || !("options" in question)) throw new Error(`No options for ${key}`);
  return question.options.map((option) => option.value) as [OptionValue<Key>, ...OptionValue<Key>[]];
}

const budgetSchema = z
  .number()
  .int()
  .min(BUDGET.min)
  .max(BUDGET.max)
  .refine((value) => (value - BUDGET.min) % BUDGET.step === 0, `Choose a multiple of ${BUDGET.step}.`);

/** A complete set of answers: an answer is required on every question. */
export const quizAnswersSchema = z.object({
  study_motivation: z.enum(optionValues("study_motivation")),
  learning_style: z.enum(optionValues("learning_style")),
  social_preference: z.enum(optionValues("social_preference")),
  budget_range: budgetSchema,
  study_duration: z.enum(optionValues("study_duration")),
  career_goals: z.enum(optionValues("career_goals")),
  climate_preference: z.enum(optionValues("climate_preference")),
  cultural_adaptation: z.enum(optionValues("cultural_adaptation")),
  post_graduation: z.enum(optionValues("post_graduation")),
  support_needs: z.array(z.enum(optionValues("support_needs"))).min(1),
});

export type QuizAnswers = z.infer<typeof quizAnswersSchema>;
export type PartialQuizAnswers = Partial<QuizAnswers>;

/**
 * Where a quiz submission leads. Without JavaScript the quiz is one question
 * per request: the form carries the earlier answers as hidden inputs, the
 * current `step` (1 to 10) and the button pressed (`intent`).
 */
export type QuizStep = { view: "question"; step: number; answers: PartialQuizAnswers; error: string | null } | { view: "complete"; answers: QuizAnswers };

type FormValues = Pick<FormData, "get" | "getAll">;

const stepSchema = z.coerce.number().int().min(1).max(QUESTION_COUNT).catch(1);
const intentSchema = z.enum(["next", "previous", "results"]).catch("next");

/** What the student has answered so far; odd or unknown values are dropped, never an error. */
export function readAnswers(form: FormValues): PartialQuizAnswers {
  const answers: Record<string, unknown> = {};
  for (const question of QUIZ_QUESTIONS) {
    const field = quizAnswersSchema.shape[question.key];
    if (question.type === "multiple") {
      const chosen = form.getAll(question.key).filter((value): value is string => typeof value === "string");
      const parsed = field.safeParse([...new Set(chosen)]);
      if (parsed.success) answers[question.key] = parsed.data;
    } else {
      const raw = form.get(question.key);
      if (typeof raw !== "string" || raw.trim() === "") continue;
      const parsed = field.safeParse(question.type === "slider" ? Number(raw) : raw);
      if (parsed.success) answers[question.key] = parsed.data;
    }
  }
  return answers as PartialQuizAnswers;
}

/**
 * Where a new quiz starts: the budget slider holds its minimum (the spec:
 * "default the minimum"), and that is an answer like any other, so it is sent
 * with every step whether or not the student touched the slider.
 */
export function startingAnswers(): PartialQuizAnswers {
  return { budget_range: BUDGET.min };
}

/** The message shown next to a question left unanswered. */
export function unansweredMessage(question: QuizQuestion): string {
  if (question.type === "multiple") return "Please choose at least one option to continue.";
  if (question.type === "slider") return "Please choose a yearly budget to continue.";
  return "Please choose an answer to continue.";
}

export function questionAt(step: number): QuizQuestion {
  return QUIZ_QUESTIONS[Math.min(Math.max(step, 1), QUESTION_COUNT) - 1]!;
}

/** Moves the quiz on by one submission: Previous always goes back, Next and See Results only past an answered question. */
export function takeQuizStep(form: FormValues): QuizStep {
  const step = stepSchema.parse(form.get("step"));
  const intent = intentSchema.parse(form.get("intent"));
  const answers = readAnswers(form);
  if (intent === "previous") return { view: "question", step: Math.max(1, step - 1), answers, error: null };
  const question = questionAt(step);
  if (!isAnswered(question, answers)) return { view: "question", step, answers, error: unansweredMessage(question) };
  if (step < QUESTION_COUNT) return { view: "question", step: step + 1, answers, error: null };
  // See Results: every earlier answer must be there too; send the student to the first one missing.
  const missing = QUIZ_QUESTIONS.findIndex((candidate) => !isAnswered(candidate, answers));
  if (missing !== -1) return { view: "question", step: missing + 1, answers, error: unansweredMessage(QUIZ_QUESTIONS[missing]!) };
  return { view: "complete", answers: quizAnswersSchema.parse(answers) };
}
