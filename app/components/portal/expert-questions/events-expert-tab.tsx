import { AskQuestionDialog, AskQuestionSection, OpenAskLink } from "./ask-question-dialog.tsx";
import { ASK_ANCHOR, EVENTS_COPY, type ExpertQuestionsTabData } from "./copy.ts";
import { EventsQuestionList } from "./question-list.tsx";

/** /portal/events?tab=expert: the 'Submit Your Question' dialog (a section without JavaScript) and 'My Questions'. */
export function EventsExpertTab({ questions }: { questions: ExpertQuestionsTabData }) {
  return (
    <section className="expert-tab" aria-labelledby="my-questions-heading">
      <div className="card ask-expert-intro">
        <h2>{EVENTS_COPY.introHeading}</h2>
        <p>{EVENTS_COPY.dialogText}</p>
        <OpenAskLink from="events" href={`/portal/events?tab=expert&ask=1#${ASK_ANCHOR}`}>
          {EVENTS_COPY.dialogTitle}
        </OpenAskLink>
      </div>
      <AskQuestionDialog from="events" title={EVENTS_COPY.dialogTitle} text={EVENTS_COPY.dialogText} openAtStart={questions.askOpen} />
      <AskQuestionSection from="events" title={EVENTS_COPY.dialogTitle} text={EVENTS_COPY.dialogText} open={questions.askOpen} />
      <h2 id="my-questions-heading">{EVENTS_COPY.listHeading}</h2>
      {questions.items.length > 0 ? <EventsQuestionList items={questions.items} /> : <p className="empty-state">{EVENTS_COPY.empty}</p>}
    </section>
  );
}
