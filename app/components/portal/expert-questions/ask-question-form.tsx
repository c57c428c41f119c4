import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import {
  DEFAULT_HUB_CATEGORY,
  EVENTS_CATEGORIES,
  HUB_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_MAX_LENGTH,
  type QuestionOrigin,
} from "@modules/portal/browser.ts";
import { FieldErrors, SelectField } from "~/components/form-field.tsx";
import { SubmissionIdField } from "~/components/portal/submission-id.tsx";
import { useHydrated, useStateFromDom } from "~/utils/hydration.ts";
import { ASK_EXPERT_INTENT, QUESTION_LABEL, QUESTION_PLACEHOLDER, SUBMIT_LABEL, type ExpertQuestionReply } from "./copy.ts";

const PAGE_BY_ORIGIN: Record<QuestionOrigin, string> = { hub: "/portal/exclusive", events: "/portal/events" };

/** The action data of a page whose action includes expertQuestionAction's reply. */
export function useExpertQuestionReply(from: QuestionOrigin): ExpertQuestionReply | undefined {
  const reply = (useActionData() as { expertQuestion?: ExpertQuestionReply } | undefined)?.expertQuestion;
  return reply?.from === from ? reply : undefined;
}

interface FormValues {
  category: string;
  question: string;
}

/**
 * One Ask an Expert form: the hub's (category defaults to general) or the
 * events screen's (category optional, starts empty). A Remix `<Form>`, so it
 * posts the same with and without JavaScript; the page's action answers with
 * the toast. A refused question comes back beside the box, as typed. After a
 * success the caller remounts it (key: the new question's id): cleared, the
 * category back to its default.
 */
export function AskQuestionForm({ from }: { from: QuestionOrigin }) {
  const reply = useExpertQuestionReply(from);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useForm<FormValues>({
    id: `ask-expert-${from}`,
    lastResult: reply?.lastResult,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
    defaultValue: { category: from === "hub" ? DEFAULT_HUB_CATEGORY : "" },
  });
  const initialQuestion = typeof fields.question.initialValue === "string" ? fields.question.initialValue : "";
  const formRef = useRef<HTMLFormElement>(null);
  // Submit waits for a question, typed before hydration too.
  const [question, setQuestion] = useStateFromDom(initialQuestion, () => {
    const typed = formRef.current ? new FormData(formRef.current).get("question") : null;
    return typeof typed === "string" ? typed : undefined;
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === ASK_EXPERT_INTENT;
  const categories = from === "hub" ? HUB_CATEGORIES : EVENTS_CATEGORIES;
  const hintId = `${fields.question.id}-hint`;
  return (
    <Form
      ref={formRef}
      method="post"
      action={`${PAGE_BY_ORIGIN[from]}?tab=expert`}
      preventScrollReset
      className="stacked-form ask-question-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={ASK_EXPERT_INTENT} />
      <SubmissionIdField />
      <SelectField
        label={from === "hub" ? "Category" : "Category (optional)"}
        field={fields.category}
        options={categories.map((category) => ({ value: category, label: QUESTION_CATEGORY_LABELS[category] }))}
        placeholder={from === "hub" ? undefined : "Select a category"}
      />
      <div className="form-field">
        <label htmlFor={fields.question.id}>{QUESTION_LABEL}</label>
        <p className="form-hint" id={hintId}>
          Up to {QUESTION_MAX_LENGTH.toLocaleString("en-US")} characters.
        </p>
        <textarea
          {...getTextareaProps(fields.question, { ariaDescribedBy: hintId })}
          key={fields.question.key}
          rows={5}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={QUESTION_PLACEHOLDER}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
        <FieldErrors id={fields.question.errorId} errors={fields.question.errors} />
      </div>
      {/* Disabled only once scripts run: without them the server says what is missing. */}
      <button type="submit" className="button primary" disabled={hydrated && (question.trim() === "" || pending)}>
        {pending ? "Submitting..." : SUBMIT_LABEL}
      </button>
    </Form>
  );
}
