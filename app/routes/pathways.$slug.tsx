import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { datedFee, listDestinations, listPathways, pathwayBySlug, programmesInPathway, schoolsTeachingPathway } from "@modules/catalog/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { PathwayIcon } from "~/components/icons.tsx";
import styles from "~/styles/pathways.css?url";
import programmeStyles from "~/styles/programmes.css?url";
import { PathwayProgrammes } from "~/components/programmes/pathway-programmes.tsx";
import { keepLoaderHeaders, publicCacheHeaders, notFound } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: programmeStyles },
];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Pathway Not Found | Study Compass" }];
  const { pathway } = loaderData;
  return seoMeta({
    title: `Study ${pathway.name}`,
    description: pathway.description,
    path: `/pathways/${pathway.slug}`,
    matches,
  });
};

/** Slugs are kebab-case; anything else cannot name a pathway, so it is a 404 without a query. */
const pathwaySlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = pathwaySlug.safeParse(params.slug);
  const pathway = slug.success ? await pathwayBySlug(slug.data) : null;
  if (!pathway) throw notFound();

  const [schools, destinations, allPathways, programmes] = await Promise.all([
    schoolsTeachingPathway(pathway.slug),
    listDestinations(),
    listPathways(),
    programmesInPathway(pathway.slug),
  ]);
  const destinationNames = new Map(destinations.map((destination) => [destination.id, destination]));
  const pathwaysBySlug = new Map(allPathways.map((candidate) => [candidate.slug, candidate]));

  return data(
    {
      pathway: {
        slug: pathway.slug,
        name: pathway.name,
        description: pathway.description,
        iconClass: pathway.iconClass,
        color: pathway.color,
        contentHtml: pathway.contentHtml,
        whatYouStudy: pathway.whatYouStudy,
        skills: pathway.skills,
        careers: pathway.careers,
        typicalDuration: pathway.typicalDuration,
      },
      schools: schools.map((school) => {
        const destination = destinationNames.get(school.destinationId);
        return {
          slug: school.slug,
          name: school.name,
          type: school.type,
          location: school.location,
          destination: destination ? { name: destination.name, slug: destination.slug } : null,
        };
      }),
      programmes: programmes.map(({ name, slug, level, duration, startMonths, cxcPrerequisites, fee, source, schoolName, schoolSlug }) => ({
        name,
        slug,
        level,
        duration,
        startMonths,
        cxcPrerequisites,
        fee: datedFee(fee, todayUtc()),
        source,
        schoolName,
        schoolSlug,
      })),
      // Only related pathways that exist are linked; a stale slug is simply left out.
      related: pathway.relatedSlugs.flatMap((relatedSlug) => {
        const related = relatedSlug === pathway.slug ? undefined : pathwaysBySlug.get(relatedSlug);
        return related ? [{ slug: related.slug, name: related.name, iconClass: related.iconClass, color: related.color }] : [];
      }),
    },
    { headers: publicCacheHeaders(request) },
  );
}

export default function PathwayPage() {
  const { pathway, schools, programmes, related } = useLoaderData<typeof loader>();
  return (
    <article className="pathway-detail">
      <header className="pathway-hero" style={{ backgroundColor: pathway.color }}>
        <div className="page-section">
          <Breadcrumbs trail={[{ label: "Pathways", to: "/pathways" }]} current={pathway.name} />
          <div className="pathway-hero-title">
            <span className="pathway-hero-icon">
              <PathwayIcon name={pathway.iconClass} size={36} />
            </span>
            <h1>{pathway.name}</h1>
          </div>
          <p className="pathway-hero-lead">{pathway.description}</p>
          <p className="pathway-hero-duration">
            <strong>Typical duration:</strong> {pathway.typicalDuration}
          </p>
        </div>
      </header>

      <div className="page-section pathway-layout">
        <div className="pathway-main">
          <section aria-labelledby="overview-heading" className="pathway-section">
            <h2 id="overview-heading">Overview</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: pathway.contentHtml }} />
          </section>

          <section aria-labelledby="study-heading" className="pathway-section">
            <h2 id="study-heading">What You&apos;ll Study</h2>
            <ul className="check-list">
              {pathway.whatYouStudy.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="skills-heading" className="pathway-section">
            <h2 id="skills-heading">Required Skills &amp; Attributes</h2>
            <ul className="skill-list">
              {pathway.skills.map((skill) => (
                <li key={skill} className="skill">
                  {skill}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="careers-heading" className="pathway-section">
            <h2 id="careers-heading">Career Paths &amp; Job Outlook</h2>
            <ul className="career-list">
              {pathway.careers.map((career) => (
                <li key={career.title} className="career">
                  <h3>{career.title}</h3>
                  <p>
                    <span className="career-outlook-label">Outlook: </span>
                    {career.outlook}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="universities-heading" className="pathway-section">
            <h2 id="universities-heading">Top Universities</h2>
            {schools.length > 0 ? (
              <>
                <p className="muted">Universities and colleges in our guide that teach {pathway.name}.</p>
                <ul className="school-list">
                  {schools.map((school) => (
                    <li key={school.slug} className="school-item">
                      <Link to={`/schools/${school.slug}`} className="school-item-name">
                        {school.name}
                      </Link>
                      <span className="school-item-meta">
                        {school.type === "university" ? "University" : "College"}
                        {school.destination ? ` · ${school.destination.name}` : ""}
                        {school.location ? ` · ${school.location}` : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="empty-state">
                We don&apos;t list any universities or colleges for {pathway.name} yet. Browse the destinations to see the schools we cover.
              </p>
            )}
          </section>

          <PathwayProgrammes pathwayName={pathway.name} programmes={programmes} />
        </div>

        <aside className="pathway-aside">
          <section aria-labelledby="facts-heading" className="card">
            <h2 id="facts-heading">Quick Facts</h2>
            <dl className="fact-list">
              <div>
                <dt>Typical duration</dt>
                <dd>{pathway.typicalDuration}</dd>
              </div>
              <div>
                <dt>Schools listed</dt>
                <dd>{schools.length}</dd>
              </div>
              <div>
                <dt>Career paths</dt>
                <dd>{pathway.careers.length}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="related-heading" className="card">
            <h2 id="related-heading">Related Pathways</h2>
            {related.length > 0 ? (
              <ul className="related-list">
                {related.map((relatedPathway) => (
                  <li key={relatedPathway.slug}>
                    <Link to={`/pathways/${relatedPathway.slug}`} className="related-link">
                      <span className="explorer-icon" style={{ backgroundColor: relatedPathway.color }}>
                        <PathwayIcon name={relatedPathway.iconClass} size={18} />
                      </span>
                      {relatedPathway.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No related pathways yet.</p>
            )}
            <Link to="/pathways" className="button secondary small">
              All study pathways
            </Link>
          </section>
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "Pathway Not Found", text: "The study pathway you're looking for doesn't exist." }}
      failure="this pathway"
      links={[
        { to: "/pathways", label: "Browse study pathways" },
        { to: "/", label: "Back to Home" },
      ]}
    />
  );
}
