import { Form, Link } from "@remix-run/react";
import { FieldErrors } from "~/components/form-field.tsx";
import { CONSULTATIONS_COPY, type InboxRefusal, type Option } from "./copy.ts";
import { SubmitButton } from "./inbox-parts.tsx";

export interface ConsultationItem {
  id: string;
  version: number;
  /** Null once erased (`erasedOn`), as are the phone and message. */
  studentName: string | null;
  studentEmail: string | null;
  studentPhone: string | null;
  counselorId: string;
  counselorName: string;
  areaOfInterest: string;
  educationLevel: string | null;
  contactMethod: string;
  message: string | null;
  status: string;
  statusLabel: string;
  requestedOn: string;
  respondedOn: string | null;
  erasedOn: string | null;
  nextStatuses: Option[];
}

/** Where the card's erasure links and form go: the list's own URL (filters, page) with and without `?erase=`. */
export interface EraseLinks {
  /** The list's URL asking to confirm this request's erasure. */
  confirmHref: string;
  /** The list's URL without `erase`: Cancel, and where the form posts. */
  listHref: string;
  /** This card asks to confirm (its "Erase personal data" was followed). */
  confirming: boolean;
}

const STATUS_BADGE: Record<string, string> = { pending: "warning", contacted: "accent", scheduled: "accent", completed: "success", cancelled: "" };

/** One request: who asked and how to reach them, for whom and about what, and the forms that move it on (closed ones have none). */
export function ConsultationCard({
  item,
  assignOptions,
  refused,
  erase,
}: {
  item: ConsultationItem;
  assignOptions: readonly Option[];
  refused: InboxRefusal | null;
  erase: EraseLinks;
}) {
  const statusError = refused?.field === "status" ? [refused.message] : undefined;
  const counselorError = refused?.field === "counselorId" ? [refused.message] : undefined;
  const headingId = `request-${item.id}-heading`;
  return (
    <li className="card inbox-item" aria-labelledby={headingId}>
      <header className="inbox-item-header">
        <h2 id={headingId}>{item.erasedOn || item.studentName === null ? CONSULTATIONS_COPY.erasedTitle : item.studentName}</h2>
        <span className={`badge ${STATUS_BADGE[item.status] ?? ""}`.trim()}>{item.statusLabel}</span>
      </header>
      {item.erasedOn ? <p className="notice">{CONSULTATIONS_COPY.erasedText(item.erasedOn)}</p> : null}
      <dl className="inbox-details">
        {item.studentEmail ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${item.studentEmail}`}>{item.studentEmail}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{item.studentPhone ?? "Not given"}</dd>
          </>
        ) : null}
        <dt>Counselor</dt>
        <dd>{item.counselorName}</dd>
        <dt>Area of interest</dt>
        <dd>{item.areaOfInterest}</dd>
        <dt>Education level</dt>
        <dd>{item.educationLevel ?? "Not given"}</dd>
        <dt>Preferred contact</dt>
        <dd>{item.contactMethod}</dd>
        <dt>Requested</dt>
        <dd>{item.requestedOn}</dd>
        {item.respondedOn ? (
          <>
            <dt>First response</dt>
            <dd>{item.respondedOn}</dd>
          </>
        ) : null}
      </dl>
      {item.message ? <p className="inbox-message">{item.message}</p> : item.erasedOn ? null : <p className="muted">No message.</p>}
      {item.nextStatuses.length === 0 ? (
        <p className="muted">This request is closed.</p>
      ) : (
        <div className="inbox-actions">
          <Form method="post" className="inbox-action-form" preventScrollReset>
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="version" value={item.version} />
            <div className="form-field">
              <label htmlFor={`status-${item.id}`}>Status</label>
              <select
                id={`status-${item.id}`}
                name="status"
                defaultValue={item.status}
                aria-invalid={statusError ? true : undefined}
                aria-describedby={statusError ? `status-${item.id}-error` : undefined}
              >
                <option value={item.status}>{item.statusLabel}</option>
                {item.nextStatuses.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <FieldErrors id={`status-${item.id}-error`} errors={statusError} />
            </div>
            <SubmitButton intent="status" itemId={item.id} pendingText="Updating...">
              Update Status
            </SubmitButton>
          </Form>
          <Form method="post" className="inbox-action-form" preventScrollReset>
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="version" value={item.version} />
            <div className="form-field">
              <label htmlFor={`counselor-${item.id}`}>Assign to</label>
              <select
                id={`counselor-${item.id}`}
                name="counselorId"
                defaultValue={item.counselorId}
                aria-invalid={counselorError ? true : undefined}
                aria-describedby={counselorError ? `counselor-${item.id}-error` : undefined}
              >
                {assignOptions.some((option) => option.value === item.counselorId) ? null : <option value={item.counselorId}>{item.counselorName}</option>}
                {assignOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <FieldErrors id={`counselor-${item.id}-error`} errors={counselorError} />
            </div>
            <SubmitButton intent="assign" itemId={item.id} pendingText="Assigning..." className="button secondary">
              Assign
            </SubmitButton>
          </Form>
        </div>
      )}
      {item.erasedOn ? null : <EraseSection item={item} headingId={headingId} erase={erase} />}
    </li>
  );
}

/**
 * An erasure request carried out: a link first, then, on the same
 * card, the confirmation with the POST form. Both steps are plain links and
 * forms, so it works without JavaScript.
 */
function EraseSection({ item, headingId, erase }: { item: ConsultationItem; headingId: string; erase: EraseLinks }) {
  if (!erase.confirming) {
    return (
      <p className="inbox-erase">
        <Link to={erase.confirmHref} preventScrollReset aria-describedby={headingId}>
          {CONSULTATIONS_COPY.erase}
        </Link>
      </p>
    );
  }
  const titleId = `erase-${item.id}-title`;
  return (
    <section className="notice warning inbox-erase-confirm" role="alertdialog" aria-labelledby={titleId} aria-describedby={`erase-${item.id}-text`}>
      <h3 id={titleId}>{CONSULTATIONS_COPY.eraseConfirmTitle}</h3>
      <p id={`erase-${item.id}-text`}>{CONSULTATIONS_COPY.eraseConfirmText}</p>
      <Form method="post" action={erase.listHref} className="inbox-action-form" preventScrollReset>
        <input type="hidden" name="id" value={item.id} />
        <SubmitButton intent="erase" itemId={item.id} pendingText={CONSULTATIONS_COPY.erasing} className="button danger">
          {CONSULTATIONS_COPY.eraseConfirm}
        </SubmitButton>
        <Link className="button secondary" to={erase.listHref} preventScrollReset>
          {CONSULTATIONS_COPY.cancel}
        </Link>
      </Form>
    </section>
  );
}
