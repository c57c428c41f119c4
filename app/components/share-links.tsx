import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/hydration.ts";

/**
 * Sharing a page (an article, a scholarship). The server renders plain links that work without
 * JavaScript (email, WhatsApp, and a Share link that jumps to them); once the
 * page has hydrated, Share uses the Web Share API where the browser has it and
 * copies the link otherwise, and the share box gains a Copy link button.
 */

/** A status message that clears itself, so the same message is announced again on the next click. */
function useStatusMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  function show(next: string) {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(""), 6000);
  }
  return [message, show];
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const COPIED = "Link copied to clipboard.";
const NOT_COPIED = "Could not copy the link. Copy it from your browser's address bar instead.";

export function emailShareHref(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`I thought you might find this useful:\n\n${title}\n${url}`)}`;
}

export function whatsAppShareHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** The Share button beside the article's title. Without JavaScript it is a link to the share box. */
export function ShareButton({ title, url, shareBoxId }: { title: string; url: string; shareBoxId: string }) {
  const hydrated = useHydrated();
  const [status, showStatus] = useStatusMessage();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    showStatus((await copyToClipboard(url)) ? COPIED : NOT_COPIED);
  }

  if (!hydrated) {
    return (
      <a className="button secondary small share-button" href={`#${shareBoxId}`}>
        Share
      </a>
    );
  }
  return (
    <span className="share-button-wrap">
      <button type="button" className="button secondary small share-button" onClick={() => void share()}>
        Share
      </button>
      <span className="share-status" role="status">
        {status}
      </span>
    </span>
  );
}

/** The share box: copy link (JavaScript only), email and WhatsApp links (always). An article's words unless told otherwise. */
export function ShareBox({
  id,
  title,
  url,
  heading = "Share this article",
  invitation = "Know someone planning to study abroad? Send them this guide.",
}: {
  id: string;
  title: string;
  url: string;
  heading?: string;
  invitation?: string;
}) {
  const hydrated = useHydrated();
  const [status, showStatus] = useStatusMessage();
  const headingId = `${id}-heading`;

  return (
    <section id={id} aria-labelledby={headingId} className="share-box">
      <h2 id={headingId}>{heading}</h2>
      <p>{invitation}</p>
      <ul className="share-list">
        {hydrated ? (
          <li>
            <button type="button" className="button secondary" onClick={async () => showStatus((await copyToClipboard(url)) ? COPIED : NOT_COPIED)}>
              Copy link
            </button>
          </li>
        ) : null}
        <li>
          <a className="button secondary" href={emailShareHref(title, url)}>
            Share by email
          </a>
        </li>
        <li>
          <a className="button secondary" href={whatsAppShareHref(title, url)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <p className="share-status" role="status">
        {status}
      </p>
    </section>
  );
}
