import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { staleFactsQueue } from "~/server/admin/stale-facts.server.ts";

export const meta: MetaFunction = () => [{ title: "Stale Facts | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(await staleFactsQueue(todayUtc()), { headers: PRIVATE_NO_STORE });
}

const REASON_TEXT = {
  "not found": "not found",
  "not verified": "not verified",
  "last cycle": "last year's only",
  older: "older than last year",
  undated: "undated",
} as const;

/**
 * The staleness queue: every school fact with no statement for the intake
 * students apply for, the schools most students shortlisted first.
 */
export default function StaleFacts() {
  const { rows, staleFactCount } = useLoaderData<typeof loader>();
  return (
    <section className="page-section admin-stale-facts-page">
      <header className="admin-page-header">
        <div>
          <h1>Stale Facts</h1>
          <p className="lead">
            {staleFactCount} school {staleFactCount === 1 ? "fact has" : "facts have"} no statement for the intake students are applying for. The schools most
            students have shortlisted come first.
          </p>
        </div>
      </header>
      {rows.length === 0 ? (
        <p className="empty-state">Every school fact is current.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Schools with facts that are not current</caption>
            <thead>
              <tr>
                <th scope="col">School</th>
                <th scope="col">Students who shortlisted it</th>
                <th scope="col">Facts not current</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.schoolId}>
                  <th scope="row">
                    <Link to={`/admin/schools/${encodeURIComponent(row.schoolId)}/edit`}>{row.name}</Link>
                  </th>
                  <td>{row.students}</td>
                  <td>
                    <ul className="admin-stale-list">
                      {row.stale.map((fact) => (
                        <li key={fact.key}>
                          <Link to={`/admin/schools/${encodeURIComponent(row.schoolId)}/edit#fact-${fact.key}`}>
                            {fact.label}: {REASON_TEXT[fact.reason]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
