import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { changeShortlist, NotOnShortlistError, readShortlistQuery, shortlistChangeSchema, shortlistOf, UnknownSchoolError } from "@modules/portal/index.ts";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { ComparePicker } from "~/components/shortlist/compare-picker.tsx";
import { MATCH_EXPLAINED, SHORTLIST_COPY } from "~/components/shortlist/copy.ts";
import type { EntryRefusal } from "~/components/shortlist/entry-forms.tsx";
import { ShortlistCards, ShortlistTable } from "~/components/shortlist/shortlist-entries.tsx";
import { ShortlistFilters, shortlistHref } from "~/components/shortlist/shortlist-filters.tsx";
import styles from "~/styles/portal-shortlist.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { safeRedirectPath } from "~/utils/redirect.ts";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${SHORTLIST_COPY.title} | Study Compass` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const query = readShortlistQuery(new URL(request.url).searchParams);
  const shortlist = await shortlistOf(user.id, query);
  return data({ query, shortlist }, { headers: PRIVATE_NO_STORE });
}

/** Every shortlist change (this page's forms and the school page's toggle): done, then back where it was asked. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: shortlistChangeSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const refusal: EntryRefusal = {
      schoolId: String(form.get("schoolId") ?? ""),
      intent: String(form.get("intent") ?? ""),
      message: Object.values(reply.error ?? {}).flat()[0] ?? "That change could not be made. Check the form and try again.",
      ...(typeof form.get("notes") === "string" ? { notes: String(form.get("notes")) } : {}),
    };
    return data(refusal, { status: 400, headers: PRIVATE_NO_STORE });
  }
  try {
    await changeShortlist(user.id, submission.value, { actor: user.id, requestId: context.requestId });
  } catch (error) {
    // Another student's entry, or no school at all: the same 404, and nothing written.
    if (error instanceof NotOnShortlistError || error instanceof UnknownSchoolError) throw notFound("private page");
    throw error;
  }
  return redirect(safeRedirectPath(form.get("returnTo"), "/portal/planner/shortlist"), { headers: PRIVATE_NO_STORE });
}

export default function ShortlistPage() {
  const { query, shortlist } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() ?? null;
  const returnTo = shortlistHref(query);
  const filtered = Boolean(query.q || query.country || query.status);

  return (
    <section className="page-section shortlist-page">
      <Breadcrumbs
        trail={[
          { label: "My Dashboard", to: "/portal/dashboard" },
          { label: "My Pathway Planner", to: "/portal/planner" },
        ]}
        current="Shortlist"
      />
      <h1>{SHORTLIST_COPY.title}</h1>
      <p className="lead">{SHORTLIST_COPY.lead}</p>

      {shortlist.total === 0 ? (
        <div className="empty-state">
          <h2>{SHORTLIST_COPY.emptyTitle}</h2>
          <p>{SHORTLIST_COPY.emptyText}</p>
          <Link className="button primary" to="/destinations">
            Browse destinations and schools
          </Link>
        </div>
      ) : (
        <>
          <ShortlistFilters query={query} countries={shortlist.countries} />
          <p className="shortlist-count" role="status">
            Showing {shortlist.entries.length} of {shortlist.total} {shortlist.total === 1 ? "school" : "schools"}
          </p>
          {shortlist.entries.length === 0 ? (
            <div className="empty-state">
              <p>{SHORTLIST_COPY.noResults}</p>
              <Link className="button secondary" to={shortlistHref({ ...query, q: undefined, country: undefined, status: undefined })}>
                Clear filters
              </Link>
            </div>
          ) : (
            <ComparePicker>
              {query.view === "table" ? (
                <ShortlistTable entries={shortlist.entries} returnTo={returnTo} refusal={refusal} />
              ) : (
                <ShortlistCards entries={shortlist.entries} returnTo={returnTo} refusal={refusal} />
              )}
            </ComparePicker>
          )}
          {filtered ? null : (
            <p>
              <Link to="/destinations">Browse more destinations and schools</Link>
            </p>
          )}
        </>
      )}

      <details className="match-explained">
        <summary>How the match is computed</summary>
        <p>
          The match is a score from 0 to 100 comparing each school with your saved quiz result.{" "}
          {shortlist.hasQuizResult ? null : <Link to="/questionnaire">{SHORTLIST_COPY.takeQuiz}.</Link>}
        </p>
        <ul>
          {MATCH_EXPLAINED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
