import { AskQuestionDialog, AskQuestionSection, OpenAskLink } from "./ask-question-dialog.tsx";
import { ASK_ANCHOR, HUB_COPY, type ExpertQuestionsTabData } from "./copy.ts";
import { HubQuestionList } from "./question-list.tsx";

const ASK_HREF = `/portal/exclusive?tab=expert&ask=1#${ASK_ANCHOR}`;

/**
 * The hub's header button and the dialog it opens ("Ask an Expert
 * dialog button"), on either tab. Without JavaScript it links to the form
 * section of the Ask an Expert tab.
 */
export function AskExpertHeaderButton({ askOpen = false }: { askOpen?: boolean }) {
  return (
    <>
      <OpenAskLink from="hub" href={ASK_HREF}>
        {HUB_COPY.headerButton}
      </OpenAskLink>
      <AskQuestionDialog from="hub" title={HUB_COPY.dialogTitle} text={HUB_COPY.dialogText} openAtStart={askOpen} />
    </>
  );
}

/** /portal/exclusive?tab=expert: 'Your Expert Questions', or the empty state, and the form's no-JavaScript section. */
export function HubExpertTab({ questions }: { questions: ExpertQuestionsTabData }) {
  return (
    <section className="expert-tab" aria-labelledby="expert-questions-heading">
      <div className="expert-tab-header">
        <h2 id="expert-questions-heading">{HUB_COPY.listHeading}</h2>
        {questions.items.length > 0 ? (
          <OpenAskLink from="hub" href={ASK_HREF} className="button secondary">
            {HUB_COPY.askNew}
          </OpenAskLink>
        ) : null}
      </div>
      {questions.items.length > 0 ? (
        <HubQuestionList items={questions.items} />
      ) : (
        <div className="empty-state">
          <h3>{HUB_COPY.emptyTitle}</h3>
          <p>{HUB_COPY.emptyText}</p>
          <OpenAskLink from="hub" href={ASK_HREF}>
            {HUB_COPY.askFirst}
          </OpenAskLink>
        </div>
      )}
      <AskQuestionSection from="hub" title={HUB_COPY.dialogTitle} text={HUB_COPY.dialogText} open={questions.askOpen} />
    </section>
  );
}
