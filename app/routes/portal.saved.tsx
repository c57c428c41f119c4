import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { savedContentQuerySchema, savedItemsOf, studentChecklistsOf } from "@modules/portal/index.ts";
import { CATEGORY_NAMES } from "~/components/article-card.tsx";
import { savedContentAction } from "~/server/portal/saved-content-action.server.ts";
import { PortalTabs } from "~/components/portal/portal-tabs.tsx";
import { ChecklistSummaryList } from "~/components/portal/tasks/checklist-summaries.tsx";
import { SavedEmptyState, SavedItemList, STATUS_LABELS, toSavedItemCard } from "~/components/portal/saved-items.tsx";
import { DESTINATION_LABELS } from "~/components/scholarship-card.tsx";
import { SearchIcon } from "~/components/icons.tsx";
import styles from "~/styles/portal-saved.css?url";
import checklistStyles from "~/styles/portal-checklist-summary.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: checklistStyles },
];

export const meta: MetaFunction = () => [{ title: "Saved Content | Study Compass" }, { name: "robots", content: "noindex" }];

const TABS = ["articles", "scholarships", "checklists"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { articles: "Articles & Guides", scholarships: "Scholarships", checklists: "My Checklists" };
const SEARCH_PLACEHOLDER = "Search saved content...";

const tabQuery = z.enum(TABS).catch("articles");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const searchParams = new URL(request.url).searchParams;
  const tab = tabQuery.parse(searchParams.get("tab") ?? undefined);
  const filters = savedContentQuerySchema.parse({
    q: searchParams.get("q") ?? "",
    status: searchParams.get("status"),
    destination: searchParams.get("destination"),
    category: searchParams.get("category"),
  });
  const [items, checklists] = await Promise.all([
    savedItemsOf(user.id, {
      q: filters.q,
      status: filters.status ?? undefined,
      destination: filters.destination ?? undefined,
      category: filters.category ?? undefined,
    }),
    studentChecklistsOf(user.id),
  ]);
  const cards = items.map(toSavedItemCard);
  return data(
    {
      tab,
      filters,
      articles: cards.filter((card) => card.contentType === "article"),
      scholarships: cards.filter((card) => card.contentType === "scholarship"),
      schools: cards.filter((card) => card.contentType === "school"),
      checklists: checklists.map((checklist) => ({
        id: checklist.id,
        title: checklist.title,
        description: checklist.description,
        category: checklist.category,
        progress: checklist.progress,
        createdAt: checklist.activatedAt.toISOString(),
        deadline: checklist.deadline,
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  return savedContentAction(request, user, context.requestId);
}

export default function SavedContentPage() {
  const { tab, filters, articles, scholarships, schools, checklists } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const noteError = actionData?.noteError ?? null;
  const filtered = Boolean(filters.q || filters.status || filters.destination || filters.category);
  const keep = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) keep.set(name, value);
  const tabHref = (target: Tab) => {
    const params = new URLSearchParams(keep);
    params.set("tab", target);
    return `/portal/saved?${params.toString()}`;
  };

  return (
    <div className="page-section saved-page">
      <h1>Saved Content</h1>
      <p className="lead">Articles and scholarships you saved, with your notes and where each application stands.</p>

      <Form method="get" action="/portal/saved" role="search" aria-label="Saved content" className="saved-search">
        <input type="hidden" name="tab" value={tab} />
        <label htmlFor="saved-q" className="visually-hidden">
          Search saved content
        </label>
        <div className="saved-search-row">
          <input id="saved-q" type="search" name="q" defaultValue={filters.q} placeholder={SEARCH_PLACEHOLDER} maxLength={500} autoComplete="off" />
          <button type="submit" className="button primary">
            <SearchIcon />
            Search
          </button>
        </div>
        <details className="saved-filters" open={Boolean(filters.status || filters.destination || filters.category)}>
          <summary>Filters</summary>
          <div className="saved-filter-fields">
            <FilterSelect name="status" label="Status" anyLabel="Any status" value={filters.status} choices={STATUS_LABELS} />
            <FilterSelect
              name="destination"
              label="Scholarship destination"
              anyLabel="Any destination"
              value={filters.destination}
              choices={DESTINATION_LABELS}
            />
            <FilterSelect name="category" label="Article category" anyLabel="Any category" value={filters.category} choices={CATEGORY_NAMES} />
          </div>
          <button type="submit" className="button secondary small">
            Apply filters
          </button>
        </details>
        {filtered ? (
          <p>
            <Link to={`/portal/saved?tab=${tab}`}>Clear search and filters</Link>
          </p>
        ) : null}
      </Form>

      <PortalTabs
        label="Saved content"
        tabs={TABS.map((target) => ({
          href: tabHref(target),
          label: TAB_LABELS[target],
          count: target === "articles" ? articles.length : target === "scholarships" ? scholarships.length : checklists.length,
          current: target === tab,
        }))}
      />

      <section className="saved-panel" aria-labelledby="saved-panel-heading">
        <h2 id="saved-panel-heading">{TAB_LABELS[tab]}</h2>
        {tab === "articles" ? (
          articles.length > 0 ? (
            <SavedItemList items={articles} noteError={noteError} />
          ) : filtered ? (
            <NothingMatches tab={tab} />
          ) : (
            <SavedEmptyState title="No saved articles yet" link={{ to: "/", label: "Browse Articles" }} />
          )
        ) : tab === "scholarships" ? (
          scholarships.length > 0 ? (
            <SavedItemList items={scholarships} noteError={noteError} />
          ) : filtered ? (
            <NothingMatches tab={tab} />
          ) : (
            <SavedEmptyState title="No saved scholarships yet" link={{ to: "/funding", label: "Browse Scholarships" }} />
          )
        ) : checklists.length > 0 ? (
          <ChecklistSummaryList checklists={checklists} />
        ) : (
          <SavedEmptyState title="No checklists yet" link={{ to: "/portal/tasks?tab=library", label: "Create Your First Checklist" }} />
        )}
      </section>

      {schools.length > 0 ? (
        <section className="saved-panel" aria-labelledby="saved-schools-heading">
          <h2 id="saved-schools-heading">Saved Schools ({schools.length})</h2>
          <SavedItemList items={schools} noteError={noteError} />
        </section>
      ) : null}
    </div>
  );
}

/** One filter of the GET form: a labelled select whose empty first choice means "all". */
function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  choices,
}: {
  name: string;
  label: string;
  anyLabel: string;
  value: string | null;
  choices: Readonly<Record<string, string>>;
}) {
  const id = `saved-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {Object.entries(choices).map(([choice, choiceLabel]) => (
          <option key={choice} value={choice}>
            {choiceLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function NothingMatches({ tab }: { tab: Tab }) {
  return (
    <div className="empty-state">
      <h3>Nothing matches your search or filters</h3>
      <p>Try other words, or clear the filters to see everything you saved.</p>
      <Link className="button secondary" to={`/portal/saved?tab=${tab}`}>
        Clear search and filters
      </Link>
    </div>
  );
}
