import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminDashboard } from "~/server/admin/dashboard.server.ts";
import { requireAdmin } from "~/server/auth.server.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";
import { todayUtc } from "@modules/platform/index.ts";

export const meta: MetaFunction = () => [{ title: "Admin Dashboard | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const dashboard = await adminDashboard(todayUtc());
  return data({ firstName: user.firstName?.trim() || null, ...dashboard }, { headers: PRIVATE_NO_STORE });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export default function AdminDashboard() {
  const { firstName, stats, recentArticles, activeScholarships, staleFactCount } = useLoaderData<typeof loader>();
  const cards = [
    { label: "Articles", value: stats.articles, to: "/admin/articles" },
    { label: "Scholarships", value: stats.scholarships, to: "/admin/scholarships" },
    { label: "Destinations", value: stats.destinations, to: "/destinations" },
    { label: "Pathways", value: stats.pathways, to: "/pathways" },
  ];
  return (
    <section className="page-section admin-dashboard">
      <header className="admin-page-header">
        <div>
          <h1>Welcome back, {firstName ?? "Admin"}</h1>
          <p className="lead">Manage the articles, scholarships and guidance students read on Study Compass.</p>
        </div>
        <p className="button-row">
          <Link className="button primary" to="/admin/articles/new">
            New Article
          </Link>
          <Link className="button secondary" to="/admin/scholarships/new">
            New Scholarship
          </Link>
        </p>
      </header>

      <ul className="admin-stats" aria-label="Content counts">
        {cards.map((card) => (
          <li key={card.label} className="card admin-stat">
            <span className="admin-stat-label">{card.label}</span>
            <span className="admin-stat-value" data-testid={`stat-${card.label.toLowerCase()}`}>
              {card.value}
            </span>
          </li>
        ))}
      </ul>

      <p className="card admin-stale-facts">
        <strong data-testid="stat-stale-facts">{staleFactCount}</strong> {staleFactCount === 1 ? "fact" : "facts"} of schools and scholarships{" "}
        {staleFactCount === 1 ? "has" : "have"} no statement for the intake students are applying for. <Link to="/admin/stale-facts">Review stale facts</Link>
      </p>

      <div className="admin-dashboard-columns">
        <section className="card admin-panel" aria-labelledby="recent-articles">
          <h2 id="recent-articles">Recent Articles</h2>
          {recentArticles.length === 0 ? (
            <p className="empty-state">No articles yet.</p>
          ) : (
            <ul className="admin-list">
              {recentArticles.map((article) => (
                <li key={article.id} className="admin-list-item">
                  <div>
                    <p className="admin-list-title">{article.title}</p>
                    <p className="admin-list-meta">
                      <span className={`badge ${article.isPublished ? "success" : "neutral"}`}>{article.isPublished ? "Published" : "Draft"}</span>{" "}
                      {article.isFeatured ? <span className="badge accent">Featured</span> : null} Updated {dateFormat.format(new Date(article.updatedAt))}
                    </p>
                  </div>
                  <p className="button-row">
                    {article.isPublished ? (
                      <Link className="button secondary small" to={`/articles/${article.slug}`} aria-label={`View ${article.title}`}>
                        View
                      </Link>
                    ) : null}
                    <Link className="button secondary small" to={`/admin/articles/${article.id}/edit`} aria-label={`Edit ${article.title}`}>
                      Edit
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card admin-panel" aria-labelledby="active-scholarships">
          <h2 id="active-scholarships">Active Scholarships</h2>
          {activeScholarships.length === 0 ? (
            <p className="empty-state">No active scholarships.</p>
          ) : (
            <ul className="admin-list">
              {activeScholarships.map((scholarship) => (
                <li key={scholarship.id} className="admin-list-item">
                  <div>
                    <p className="admin-list-title">{scholarship.title}</p>
                    <p className="admin-list-meta">
                      {scholarship.provider}
                      {scholarship.amount ? ` · ${scholarship.amount}` : ""}
                      {scholarship.deadline ? ` · Deadline ${scholarship.deadline}` : " · Ongoing"}
                    </p>
                  </div>
                  <p className="button-row">
                    <Link className="button secondary small" to={`/admin/scholarships/${scholarship.id}/edit`} aria-label={`Edit ${scholarship.title}`}>
                      Edit
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="admin-quick-links" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <ul className="admin-quick-list">
          <li>
            <Link to="/admin/articles">Manage Articles</Link>
          </li>
          <li>
            <Link to="/admin/scholarships">Manage Scholarships</Link>
          </li>
          <li>
            <Link to="/admin/stale-facts">Stale Facts</Link>
          </li>
          <li>
            <Link to="/admin/opening-soon">Opening Soon</Link>
          </li>
          <li>
            <Link to="/destinations">View Destinations</Link>
          </li>
          <li>
            <Link to="/pathways">View Pathways</Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
