import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { savedItemsOf } from "@modules/portal/index.ts";
import { savedContentAction } from "~/server/portal/saved-content-action.server.ts";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import { SavedEmptyState, SavedItemList, toSavedItemCard } from "~/components/portal/saved-items.tsx";
import styles from "~/styles/portal-saved.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "My Library | Study Compass" }, { name: "robots", content: "noindex" }];

/** Two tabs, saved articles and guides, and saved scholarships. */
const TABS = ["articles", "scholarships"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { articles: "Saved Articles & Guides", scholarships: "Saved Scholarships" };
const tabQuery = z.enum(TABS).catch("articles");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const tab = tabQuery.parse(new URL(request.url).searchParams.get("tab") ?? undefined);
  const cards = (await savedItemsOf(user.id)).map(toSavedItemCard);
  return data(
    {
      tab,
      articles: cards.filter((card) => card.contentType === "article"),
      scholarships: cards.filter((card) => card.contentType === "scholarship"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

// The same forms as /portal/saved (notes, status, Remove), answered by the same action.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  return savedContentAction(request, user, context.requestId);
}

export default function LibraryPage() {
  const { tab, articles, scholarships } = useLoaderData<typeof loader>();
  const noteError = useActionData<typeof action>()?.noteError ?? null;
  const items = tab === "articles" ? articles : scholarships;
  return (
    <div className="page-section saved-page">
      <h1>My Library</h1>
      <p className="lead">
        Everything you saved to read or apply for. To search it or filter by status, use <Link to="/portal/saved">Saved Content</Link>.
      </p>
      <PortalTabs
        label="My Library"
        tabs={TABS.map((target) => ({
          href: `/portal/library?tab=${target}`,
          label: TAB_LABELS[target],
          count: target === "articles" ? articles.length : scholarships.length,
          current: target === tab,
        }))}
      />
      <section className="saved-panel" aria-labelledby="library-panel-heading">
        <h2 id="library-panel-heading">{TAB_LABELS[tab]}</h2>
        {items.length > 0 ? (
          <SavedItemList items={items} noteError={noteError} />
        ) : tab === "articles" ? (
          <SavedEmptyState title="No saved articles yet" link={{ to: "/", label: "Browse Articles" }} />
        ) : (
          <SavedEmptyState title="No saved scholarships yet" link={{ to: "/funding", label: "Browse Scholarships" }} />
        )}
      </section>
    </div>
  );
}
