import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OPENING_SOON_DAYS, openingSoon } from "@modules/portal/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Opening Soon | Admin | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ rows: await openingSoon(todayUtc()), daysAhead: OPENING_SOON_DAYS }, { headers: PRIVATE_NO_STORE });
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2024 and 2025", "2019, 2024 and 2025". */
function years(basis: readonly number[]): string {
  const words = basis.map(String);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The "opening soon" queue: awards whose expected window (read from their
 * past cycles) starts within 30 days and whose new cycle nobody has confirmed,
 * the soonest first, then those most students asked to be told about. An
 * editor confirms a cycle by entering its dates under a new cycle name.
 */
export default function OpeningSoon() {
  const { rows, daysAhead } = useLoaderData<typeof loader>();
  return (
    <section className="page-section admin-opening-soon-page">
      <header className="admin-page-header">
        <div>
          <h1>Opening Soon</h1>
          <p className="lead">
            {counted(rows.length, "award is", "awards are")} expected to open within {daysAhead} days with no confirmed dates for the new cycle. Confirm a cycle
            by entering its dates under a new cycle name in the editor: the students who asked are emailed once.
          </p>
        </div>
      </header>
      {rows.length === 0 ? (
        <p className="empty-state">No award is expected to open within {daysAhead} days without confirmed dates.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Awards expected to open soon whose new cycle is not confirmed</caption>
            <thead>
              <tr>
                <th scope="col">Award</th>
                <th scope="col">Expected to open</th>
                <th scope="col">Read from the cycles of</th>
                <th scope="col">Students who asked to be told</th>
                <th scope="col">
                  <span className="visually-hidden">Editor</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.scholarshipId}>
                  <th scope="row">
                    <Link to={`/funding/scholarships/${row.slug}`}>{row.title}</Link>
                  </th>
                  <td>Around {row.opensAroundName}</td>
                  <td>{years(row.basis)}</td>
                  <td>{row.students}</td>
                  <td>
                    <Link className="button secondary small" to={row.editHref}>
                      Confirm dates<span className="visually-hidden"> for {row.title}</span>
                    </Link>
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
