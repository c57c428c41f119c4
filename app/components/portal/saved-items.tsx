import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ChangeEvent } from "react";
import type { SavedItemStatus, SavedItemView, ScholarshipStatus } from "@modules/portal/index.ts";
import { categoryName, formatArticleDate } from "~/components/article-card.tsx";
import { FieldErrors } from "~/components/form-field.tsx";
import { toScholarshipCard, windowText } from "~/components/scholarship-card.tsx";

/** How each status reads on its badge and in the status select. */
export const STATUS_LABELS: Readonly<Record<SavedItemStatus, string>> = {
  saved: "Saved",
  to_do: "To do",
  in_progress: "In progress",
  applied: "Applied",
  awarded: "Awarded",
  rejected: "Rejected",
};

const STATUS_BADGES: Readonly<Record<SavedItemStatus, string>> = {
  saved: "",
  to_do: "neutral",
  in_progress: "warning",
  applied: "accent",
  awarded: "success",
  rejected: "danger",
};

/** The scholarship statuses a student can choose, in order. */
export const SCHOLARSHIP_STATUS_CHOICES: readonly ScholarshipStatus[] = ["to_do", "in_progress", "applied", "awarded", "rejected"];

export const NOTES_HINT = "Up to 2,000 characters. Only you can see your notes.";

/** A saved item as the portal's pages show it (dates formatted on the server, only what is shown). */
export function toSavedItemCard(item: SavedItemView) {
  const base = {
    id: item.id,
    status: item.status,
    savedAt: item.savedAt.toISOString(),
    savedLabel: formatArticleDate(item.savedAt),
    notes: item.personalNotes,
    title: item.title,
    path: item.path,
  };
  switch (item.contentType) {
    case "article":
      return {
        ...base,
        contentType: item.contentType,
        excerpt: item.article?.excerpt ?? null,
        category: categoryName(item.article?.categoryId ?? null),
      };
    case "scholarship": {
      const card = item.scholarship ? toScholarshipCard(item.scholarship) : null;
      return {
        ...base,
        contentType: item.contentType,
        provider: card?.provider ?? null,
        amount: card?.amount ?? null,
        deadline: card ? windowText(card.window) : null,
        destination: card?.destination ?? null,
        applicationUrl: card && card.applicationUrl !== "#" ? card.applicationUrl : null,
      };
    }
    case "school":
      return { ...base, contentType: item.contentType, location: item.school?.location ?? null };
  }
}

export type SavedItemCard = ReturnType<typeof toSavedItemCard>;
type CardOf<Type extends SavedItemCard["contentType"]> = Extract<SavedItemCard, { contentType: Type }>;

/** Refused notes come back with the message and the notes as typed. */
export type NoteError = { itemId: string; message: string; notes: string } | null;

/** The page (with its tab and filters) a form returns to after its action. */
function useReturnTo(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

function ItemHeader({ item }: { item: SavedItemCard }) {
  const badge = STATUS_BADGES[item.status];
  return (
    <p className="saved-item-meta">
      <span className={`badge${badge ? ` ${badge}` : ""}`}>{STATUS_LABELS[item.status]}</span>
      <span className="muted">
        Saved <time dateTime={item.savedAt}>{item.savedLabel}</time>
      </span>
    </p>
  );
}

function ItemTitle({ item }: { item: SavedItemCard }) {
  return <h3 className="saved-item-title">{item.title ?? "No longer available"}</h3>;
}

function Unavailable({ kind }: { kind: string }) {
  return (
    <p className="notice warning saved-item-gone">
      This {kind} is no longer available: it was unpublished or removed. You can still read your notes or remove it.
    </p>
  );
}

function NotesBlock({ item, noteError }: { item: SavedItemCard; noteError: NoteError }) {
  const returnTo = useReturnTo();
  const refused = noteError?.itemId === item.id ? noteError : null;
  const fieldId = `notes-${item.id}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="saved-notes">
      {item.notes ? (
        <div className="saved-notes-text">
          <p className="saved-notes-label">My Notes:</p>
          <p>{item.notes}</p>
        </div>
      ) : null}
      {/* Keyed by the notes, so saving new notes closes the editor (with JavaScript too) and shows them. */}
      <details className="saved-notes-edit" open={refused !== null} key={item.notes ?? ""}>
        <summary>
          {item.notes ? "Edit notes" : "Add notes"}
          <span className="visually-hidden"> for {item.title ?? "this item"}</span>
        </summary>
        <Form method="post" className="saved-notes-form" preventScrollReset>
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="form-field">
            <label htmlFor={fieldId}>Your notes</label>
            <p className="form-hint" id={hintId}>
              {NOTES_HINT}
            </p>
            <textarea
              id={fieldId}
              name="notes"
              rows={4}
              defaultValue={refused ? refused.notes : (item.notes ?? "")}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? `${hintId} ${errorId}` : hintId}
              key={refused ? `refused-${refused.notes.length}` : (item.notes ?? "")}
            />
            <FieldErrors id={errorId} errors={refused ? [refused.message] : undefined} />
          </div>
          <button type="submit" className="button secondary small">
            Save notes
          </button>
        </Form>
      </details>
    </div>
  );
}

function RemoveForm({ item }: { item: SavedItemCard }) {
  const returnTo = useReturnTo();
  return (
    <Form method="post" className="saved-remove-form" preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button ghost small">
        Remove<span className="visually-hidden"> {item.title ?? "this item"} from saved content</span>
      </button>
    </Form>
  );
}

function StatusForm({ item }: { item: CardOf<"scholarship"> }) {
  const returnTo = useReturnTo();
  const navigation = useNavigation();
  const selectId = `status-${item.id}`;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("itemId") === item.id && navigation.formData.get("intent") === "status";
  // With JavaScript a new choice applies at once; the button stays for keyboards and for pages without it.
  const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="post" className="saved-status-form" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={selectId}>
        Application status<span className="visually-hidden"> for {item.title ?? "this scholarship"}</span>
      </label>
      <select id={selectId} name="status" defaultValue={item.status === "saved" ? "" : item.status} onChange={submitOnChange} key={item.status}>
        {item.status === "saved" ? (
          <option value="" disabled>
            Choose a status
          </option>
        ) : null}
        {SCHOLARSHIP_STATUS_CHOICES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary small" disabled={submitting}>
        Update status
      </button>
    </Form>
  );
}

export function SavedArticleItem({ item, noteError }: { item: CardOf<"article">; noteError: NoteError }) {
  return (
    <article className="card saved-item" aria-label={item.title ?? "Saved article no longer available"}>
      <ItemHeader item={item} />
      <ItemTitle item={item} />
      {item.path ? (
        <>
          {item.category ? <p className="saved-item-kicker">{item.category}</p> : null}
          {item.excerpt ? <p className="saved-item-text">{item.excerpt}</p> : null}
          <p>
            <Link className="button primary small" to={item.path} aria-label={`Read Article: ${item.title}`}>
              Read Article
            </Link>
          </p>
        </>
      ) : (
        <Unavailable kind="article" />
      )}
      <NotesBlock item={item} noteError={noteError} />
      <RemoveForm item={item} />
    </article>
  );
}

export function SavedScholarshipItem({ item, noteError }: { item: CardOf<"scholarship">; noteError: NoteError }) {
  return (
    <article className="card saved-item" aria-label={item.title ?? "Saved scholarship no longer available"}>
      <ItemHeader item={item} />
      <ItemTitle item={item} />
      {item.path ? (
        <>
          {item.provider ? <p className="saved-item-kicker">{item.provider}</p> : null}
          <dl className="saved-item-facts">
            <div>
              <dt>Amount</dt>
              <dd>{item.amount ?? "See the official page"}</dd>
            </div>
            <div>
              <dt>Deadline</dt>
              <dd>{item.deadline}</dd>
            </div>
            <div>
              <dt>Destination</dt>
              <dd>{item.destination ?? "Any"}</dd>
            </div>
          </dl>
          <div className="button-row">
            <Link className="button secondary small" to={item.path} aria-label={`View Details: ${item.title}`}>
              View Details
            </Link>
            {item.status !== "applied" && item.applicationUrl ? (
              <a className="button primary small" href={item.applicationUrl} rel="noopener noreferrer" aria-label={`Apply Now: ${item.title} (external site)`}>
                Apply Now
              </a>
            ) : null}
          </div>
        </>
      ) : (
        <Unavailable kind="scholarship" />
      )}
      <NotesBlock item={item} noteError={noteError} />
      {item.path ? <StatusForm item={item} /> : null}
      <RemoveForm item={item} />
    </article>
  );
}

export function SavedSchoolItem({ item, noteError }: { item: CardOf<"school">; noteError: NoteError }) {
  return (
    <article className="card saved-item" aria-label={item.title ?? "Saved school no longer available"}>
      <ItemHeader item={item} />
      <ItemTitle item={item} />
      {item.path ? (
        <>
          {item.location ? <p className="saved-item-kicker">{item.location}</p> : null}
          <p>
            <Link className="button secondary small" to={item.path} aria-label={`View School: ${item.title}`}>
              View School
            </Link>
          </p>
        </>
      ) : (
        <Unavailable kind="school" />
      )}
      <NotesBlock item={item} noteError={noteError} />
      <RemoveForm item={item} />
    </article>
  );
}

/** A list of saved items of one kind, each with its own component. */
export function SavedItemList({ items, noteError }: { items: readonly SavedItemCard[]; noteError: NoteError }) {
  return (
    <ul className="saved-item-list">
      {items.map((item) => (
        <li key={item.id}>
          {item.contentType === "article" ? (
            <SavedArticleItem item={item} noteError={noteError} />
          ) : item.contentType === "scholarship" ? (
            <SavedScholarshipItem item={item} noteError={noteError} />
          ) : (
            <SavedSchoolItem item={item} noteError={noteError} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** What an empty tab says, with its link. */
export function SavedEmptyState({ title, text, link }: { title: string; text?: string; link: { to: string; label: string } }) {
  return (
    <div className="empty-state">
      <h3>{title}</h3>
      {text ? <p>{text}</p> : null}
      <Link className="button primary" to={link.to}>
        {link.label}
      </Link>
    </div>
  );
}
