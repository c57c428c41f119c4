import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { activeSchoolCount, featuredDestinations, featuredSchools, listPathways } from "@modules/catalog/index.ts";
import { listPublishedArticles } from "@modules/content/index.ts";
import { directoryCounts } from "@modules/directory/index.ts";
import { activeScholarshipCount, featuredScholarships } from "@modules/funding/index.ts";
import { ArrowRightIcon, PathwayIcon, SearchIcon } from "~/components/icons.tsx";
import { toScholarshipSummary } from "~/components/scholarship-card.tsx";
import { useSiteSearchSubmit } from "~/components/search-dialog.tsx";
import type { loader as rootLoader } from "~/root.tsx";
import homeStyles from "~/styles/home.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { claimFor, universitiesClaim } from "~/utils/claims.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Study Compass",
    description:
      "Your trusted compass for global education: destinations, universities, study pathways and scholarships for Caribbean students, with free guides and 1-on-1 guidance.",
    path: "/",
    matches,
  });

export const headers = keepLoaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const [destinations, pathways, schools, articles, scholarships, schoolCount, scholarshipCount, directory] = await Promise.all([
    featuredDestinations(),
    listPathways(),
    featuredSchools(6),
    listPublishedArticles({ limit: 4 }),
    featuredScholarships(1),
    activeSchoolCount(),
    activeScholarshipCount(),
    directoryCounts(),
  ]);
  const featuredScholarship = scholarships[0];
  const destinationNames = new Map(destinations.map((destination) => [destination.id, destination.name]));
  return data(
    {
      destinations: destinations.map(({ id, name, slug, description, isCaribbean }) => ({ id, name, slug, description, isCaribbean })),
      pathways: pathways.slice(0, 6).map(({ id, name, slug, description, iconClass, color }) => ({ id, name, slug, description, iconClass, color })),
      schools: schools.map((school) => ({
        id: school.id,
        name: school.name,
        slug: school.slug,
        type: school.type,
        location: school.location,
        country: destinationNames.get(school.destinationId) ?? null,
      })),
      articles: articles.map(({ id, slug, title, excerpt, readTime }) => ({ id, slug, title, excerpt, readTime })),
      scholarship: featuredScholarship ? toScholarshipSummary(featuredScholarship) : null,
      // The specification's figures once the records reach them (universities: profiled schools and listed directory
      // entries), else the real counts; "students guided" has nothing behind it yet, so it is not shown.
      claims: [
        universitiesClaim(schoolCount, directory.listed),
        claimFor(scholarshipCount, { threshold: 200, figure: "200+", words: "scholarships" }, "scholarships, each with its source"),
      ],
    },
    { headers: publicCacheHeaders(request) },
  );
}

const testimonials = [
  {
    quote:
      "I didn't know my CAPE units could count towards a Canadian degree. The guides showed me what to ask, and I started at university with credits already done.",
    name: "Aaliyah",
    from: "Kingston, Jamaica",
  },
  {
    quote: "The scholarship list told me which ones go through our Ministry and which I apply for myself. That saved me from missing the national deadline.",
    name: "Devendra",
    from: "San Fernando, Trinidad and Tobago",
  },
  {
    quote: "My 1-on-1 sessions helped me turn my personal statement from a list of activities into a story. I got two offers in the UK.",
    name: "Kemar",
    from: "Bridgetown, Barbados",
  },
];

export default function Home() {
  const { destinations, pathways, schools, articles, scholarship, claims } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const onSearch = useSiteSearchSubmit();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero-inner">
          <p className="home-eyebrow">For students across the Caribbean</p>
          <h1 id="home-title">Your trusted compass for global education</h1>
          <p className="lead">Empowering Caribbean students to pursue their academic goals worldwide.</p>
          <Form method="get" action="/search" className="hero-search" role="search" onSubmit={onSearch}>
            <label htmlFor="hero-search-input" className="visually-hidden">
              Search destinations, schools, programmes and scholarships
            </label>
            <input
              id="hero-search-input"
              type="search"
              name="q"
              required
              pattern=".*\S.*"
              maxLength={200}
              placeholder="Search universities, programmes, scholarships..."
              autoComplete="off"
            />
            <button type="submit" className="button accent">
              <SearchIcon /> Search
            </button>
          </Form>
          <ul className="hero-stats" aria-label="Study Compass in numbers">
            {claims.map((claim) => (
              <li key={claim.words}>
                <strong>{claim.figure}</strong> {claim.words}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section home-quiz" aria-labelledby="quiz-title">
        <div className="quiz-card">
          <div>
            <h2 id="quiz-title">Not sure where to start?</h2>
            <p>
              Answer ten questions about how you learn, your budget and your goals, and get destinations and pathways that fit you. It takes only 5 minutes.
            </p>
          </div>
          <Link to="/questionnaire" className="button primary">
            Find Your Path <ArrowRightIcon />
          </Link>
        </div>
      </section>

      <section className="page-section" aria-labelledby="destinations-title">
        <div className="section-header">
          <h2 id="destinations-title">Featured destinations</h2>
          <Link to="/destinations">All destinations, including the Caribbean</Link>
        </div>
        <ul className="card-grid home-destinations">
          {destinations.map((destination) => (
            <li key={destination.id} className="card destination-tile">
              <h3>
                <Link to={`/destinations/${destination.slug}`}>{destination.name}</Link>
              </h3>
              <p>{destination.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="pathways-title">
        <div className="section-header">
          <h2 id="pathways-title">Study pathways</h2>
          <Link to="/pathways">Explore all pathways</Link>
        </div>
        <ul className="card-grid home-pathways">
          {pathways.map((pathway) => (
            <li key={pathway.id} className="card pathway-tile">
              <span className="pathway-tile-icon" style={{ color: pathway.color }}>
                <PathwayIcon name={pathway.iconClass} />
              </span>
              <h3>
                <Link to={`/pathways/${pathway.slug}`}>{pathway.name}</Link>
              </h3>
              <p>{pathway.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="support-title">
        <h2 id="support-title">Two kinds of support</h2>
        <div className="support-grid">
          <article className="card support-card">
            <h3>Free resources</h3>
            <p>Guides written for Caribbean applicants: how universities read CSEC and CAPE, visas, costs, funding and settling in.</p>
            <ul>
              <li>
                <Link to="/application-guide">Application guide</Link>
              </li>
              <li>
                <Link to="/funding">Funding and scholarships</Link>
              </li>
              <li>
                <Link to="/student-life">Student life</Link>
              </li>
              <li>
                <Link to="/counselors">Talk to a counselor</Link>
              </li>
            </ul>
          </article>
          <article className="card support-card support-card-paid">
            <h3>1-on-1 guidance</h3>
            <p>
              Paid coaching with an experienced counselor: a strategy for your applications, personal statement feedback and a final review before you submit.
            </p>
            <Link to="/guidance" className="button primary">
              See guidance packages
            </Link>
          </article>
        </div>
      </section>

      <section className="band home-portal" aria-labelledby="portal-title">
        <div className="page-section">
          <h2 id="portal-title">Your free student portal</h2>
          <p>
            Save articles and scholarships, build a university shortlist and compare it, track checklists and deadlines, and join webinars with admissions
            officers.
          </p>
          {signedIn ? (
            <Link to="/portal/dashboard" className="button accent">
              Go to My Portal
            </Link>
          ) : (
            <a href="/api/login" className="button accent">
              Create your free portal
            </a>
          )}
        </div>
      </section>

      {schools.length > 0 ? (
        <section className="page-section" aria-labelledby="schools-title">
          <h2 id="schools-title">Featured schools</h2>
          <ul className="card-grid home-schools">
            {schools.map((school) => (
              <li key={school.id} className="card school-tile">
                <h3>
                  <Link to={`/schools/${school.slug}`}>{school.name}</Link>
                </h3>
                <p className="muted">{[school.location, school.country].filter(Boolean).join(" · ")}</p>
                <span className="badge">{school.type === "college" ? "College" : "University"}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {articles.length > 0 ? (
        <section className="page-section" aria-labelledby="articles-title">
          <div className="section-header">
            <h2 id="articles-title">Latest articles</h2>
            <Link to="/articles">All articles</Link>
          </div>
          <ul className="card-grid home-articles">
            {articles.map((article) => (
              <li key={article.id} className="card article-tile">
                <h3>
                  <Link to={`/articles/${article.slug}`}>{article.title}</Link>
                </h3>
                {article.excerpt ? <p>{article.excerpt}</p> : null}
                <p className="muted">{article.readTime} min read</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {scholarship ? (
        <section className="page-section" aria-labelledby="scholarship-title">
          <div className="card featured-scholarship">
            <p className="home-eyebrow-dark">Featured scholarship</p>
            <h2 id="scholarship-title">{scholarship.title}</h2>
            <p className="muted">
              {scholarship.provider}
              {scholarship.amount ? ` · ${scholarship.amount}` : ""}
            </p>
            <p>Deadline: {scholarship.deadline}</p>
            <p>Who can apply: {scholarship.eligibility ?? "Caribbean nationals"}</p>
            {scholarship.lastVerifiedOn && scholarship.lastVerifiedLabel ? (
              <p className="muted">
                Last verified <time dateTime={scholarship.lastVerifiedOn}>{scholarship.lastVerifiedLabel}</time>
                {scholarship.sourceUrl ? (
                  <>
                    {" · "}
                    <a href={scholarship.sourceUrl} rel="noopener noreferrer">
                      Source<span className="visually-hidden"> for {scholarship.title} (external site)</span>
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            <Link to="/funding/scholarships" className="button primary">
              Browse all scholarships
            </Link>
          </div>
        </section>
      ) : null}

      <section className="page-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">What students say</h2>
        <p className="muted">Illustrative stories: written to show what the site can help with, not quotes from real students.</p>
        <ul className="card-grid testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="card testimonial">
              <figure>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>, {testimonial.from}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="band home-closing" aria-labelledby="closing-title">
        <div className="page-section">
          <h2 id="closing-title">Your next step starts here</h2>
          <p>Take the free study-profile quiz, or talk to a counselor about your plans: each profile says what a consultation costs.</p>
          <div className="button-row">
            <Link to="/questionnaire" className="button accent">
              Take the quiz
            </Link>
            <Link to="/counselors" className="button secondary on-dark">
              Talk to a counselor
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
