import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import type { QuestionOrigin } from "@modules/portal/browser.ts";
import { CloseIcon } from "~/components/icons.tsx";
import { changedByUser, useHydrated, useStateFromDom } from "~/utils/hydration.ts";
import { AskQuestionForm, useExpertQuestionReply } from "./ask-question-form.tsx";
import { ASK_ANCHOR } from "./copy.ts";

const dialogId = (from: QuestionOrigin) => `ask-expert-dialog-${from}`;

/**
 * A link to the page's Ask an Expert form: without JavaScript it goes to the
 * form's section (`?tab=expert&ask=1#ask`); with it, it opens the dialog.
 */
export function OpenAskLink({
  from,
  href,
  className = "button primary",
  children,
}: {
  from: QuestionOrigin;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        const dialog = document.getElementById(dialogId(from));
        const section = document.getElementById(ASK_ANCHOR);
        if (dialog instanceof HTMLDialogElement) {
          event.preventDefault();
          dialog.showModal();
        } else if (section instanceof HTMLDetailsElement) {
          // The section was in use when the scripts ran, and stays the form (see askSectionInUse).
          event.preventDefault();
          section.open = true;
          section.scrollIntoView();
        }
      }}
    >
      {children}
    </a>
  );
}

/**
 * The Ask an Expert form in a native `<dialog>` once scripts run; before that
 * (and without JavaScript) nothing: `AskQuestionSection` shows the same form on
 * the page. It closes on success (and the form is remounted, cleared); a
 * refusal keeps it open with the message beside the box. `openAtStart`: the
 * page was opened with `?ask=1`.
 */
export function AskQuestionDialog({ from, title, text, openAtStart }: { from: QuestionOrigin; title: string; text: string; openAtStart: boolean }) {
  const hydrated = useHydrated();
  const [sectionInUse] = useStateFromDom(false, askSectionInUse);
  const reply = useExpertQuestionReply(from);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const askedId = reply?.askedId;

  useEffect(() => {
    if (hydrated && openAtStart && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [hydrated, openAtStart]);
  useEffect(() => {
    if (askedId) dialogRef.current?.close();
  }, [askedId]);

  if (!hydrated || sectionInUse) return null;
  const titleId = `${dialogId(from)}-title`;
  return (
    <dialog ref={dialogRef} id={dialogId(from)} className="ask-expert-dialog" aria-labelledby={titleId}>
      <div className="ask-expert-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button ghost small" onClick={() => dialogRef.current?.close()} aria-label="Close">
          <CloseIcon aria-hidden="true" />
        </button>
      </div>
      <p className="muted">{text}</p>
      <AskQuestionForm key={askedId ?? "new"} from={from} />
    </dialog>
  );
}

/**
 * Whether the user had opened the no-JavaScript section, or changed its form, before the scripts ran:
 * then it stays the page's form, as it was, and the dialog is not made (its form would
 * have the same field ids). Undefined where the page has no section.
 */
function askSectionInUse(): boolean | undefined {
  const section = document.getElementById(ASK_ANCHOR);
  if (!(section instanceof HTMLDetailsElement)) return undefined;
  return changedByUser(section.querySelector("form")) || (section.open && section.dataset.sentOpen === undefined);
}

/**
 * The same form as a section of the page, for a browser without JavaScript
 * (before scripts run too): a disclosure, open when the page was asked for it
 * (`?ask=1`) or a question was refused. With JavaScript it stays only when it was in use before.
 */
export function AskQuestionSection({ from, title, text, open }: { from: QuestionOrigin; title: string; text: string; open: boolean }) {
  const hydrated = useHydrated();
  const [inUse] = useStateFromDom(false, askSectionInUse);
  const reply = useExpertQuestionReply(from);
  const sentOpen = open || Boolean(reply?.lastResult);
  if (hydrated && !inUse) return null;
  return (
    <details id={ASK_ANCHOR} className="card ask-expert-section" open={sentOpen} data-sent-open={sentOpen || undefined}>
      <summary>{title}</summary>
      <p className="muted">{text}</p>
      <AskQuestionForm key={reply?.askedId ?? "new"} from={from} />
    </details>
  );
}
