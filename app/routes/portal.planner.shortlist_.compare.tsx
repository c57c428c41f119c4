import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { compareShortlist, NotOnShortlistError } from "@modules/portal/index.ts";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { CompareTable } from "~/components/shortlist/compare-table.tsx";
import { SHORTLIST_COPY } from "~/components/shortlist/copy.ts";
import styles from "~/styles/portal-shortlist.css?url";
import { requireStudent } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${SHORTLIST_COPY.compareTitle} | Study Compass` }, { name: "robots", content: "noindex" }];
/** More ids than this is not a comparison anyone asked for; they are cut, and the limit's message still shows. */
const schoolIds = z.array(z.string().trim().min(1).max(200)).max(20);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const asked = schoolIds.catch([]).parse(new URL(request.url).searchParams.getAll("school").slice(0, 20));
  try {
    const outcome = await compareShortlist(user.id, asked);
    return data(outcome, { status: outcome.status === "refused" ? 400 : 200, headers: PRIVATE_NO_STORE });
  } catch (error) {
    // A school that is not on this student's shortlist, whoever else's it is.
    if (error instanceof NotOnShortlistError) throw notFound("private page");
    throw error;
  }
}

export default function ComparePage() {
  const outcome = useLoaderData<typeof loader>();
  return (
    <section className="page-section shortlist-page compare-page">
      <Breadcrumbs
        trail={[
          { label: "My Dashboard", to: "/portal/dashboard" },
          { label: "Shortlist", to: "/portal/planner/shortlist" },
        ]}
        current="Compare"
      />
      <h1>{SHORTLIST_COPY.compareTitle}</h1>
      {outcome.status === "refused" ? (
        <div className="notice compare-refused" role="alert">
          <p>{outcome.message}</p>
        </div>
      ) : (
        <CompareTable entries={outcome.entries} />
      )}
      <p>
        <Link to="/portal/planner/shortlist">Back to your shortlist</Link>
      </p>
    </section>
  );
}
