import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import type { QuestionOrigin } from "@modules/portal/browser.ts";
import { CloseIcon } from "~/components/icons.tsx";
import { useHydrated } from "~/components/shortlist/use-hydrated.ts";
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
        if (!(dialog instanceof HTMLDialogElement)) return;
        event.preventDefault();
        dialog.showModal();
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
  const reply = useExpertQuestionReply(from);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const askedId = reply?.askedId;

  useEffect(() => {
    if (hydrated && openAtStart && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [hydrated, openAtStart]);
  useEffect(() => {
    if (askedId) dialogRef.current?.close();
  }, [askedId]);

  if (!hydrated) return null;
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
 * The same form as a section of the page, for a browser without JavaScript
 * (before scripts run too): a disclosure, open when the page was asked for it
 * (`?ask=1`) or a question was refused.
 */
export function AskQuestionSection({ from, title, text, open }: { from: QuestionOrigin; title: string; text: string; open: boolean }) {
  const hydrated = useHydrated();
  const reply = useExpertQuestionReply(from);
  if (hydrated) return null;
  return (
    <details id={ASK_ANCHOR} className="card ask-expert-section" open={open || Boolean(reply?.lastResult)}>
      <summary>{title}</summary>
      <p className="muted">{text}</p>
      <AskQuestionForm key={reply?.askedId ?? "new"} from={from} />
    </details>
  );
}
