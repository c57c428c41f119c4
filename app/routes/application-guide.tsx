import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { featuredFirst, listPublishedArticles } from "@modules/content/index.ts";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { ArticleCard, SearchableArticles, toArticleCard } from "~/components/article-card.tsx";
import styles from "~/styles/articles.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Application Playbook",
    description:
      "A step-by-step playbook for Caribbean students applying to universities abroad: a six-step timeline, guides to CSEC and CAPE, personal statements and visas, and free checklists to download.",
    path: "/application-guide",
    matches,
  });

const CATEGORY = "application-guide";
const MUST_READ_COUNT = 3;
const RESULTS_ID = "guides";
// The timeline guide, linked from the timeline when it is published.
const TIMELINE_GUIDE_SLUG = "study-abroad-application-timeline";

/** Any `q` is accepted and made safe (see normalizeSearchTerm) rather than refused. */
const searchQuery = z
  .string()
  .catch("")
  .transform((raw) => normalizeSearchTerm(raw));

/** The application timeline, counted back from each application deadline. */
const TIMELINE = [
  {
    when: "6-12 months before",
    title: "Research",
    text: "Choose your subject, then build a long list of universities. Check how each course reads CSEC and CAPE, what it costs and which scholarships you could apply for.",
  },
  {
    when: "4-6 months before",
    title: "Gather documents",
    text: "Passport, CXC certificates and transcripts, a school profile and references. Paperwork that depends on other people takes longest.",
  },
  {
    when: "3-4 months before",
    title: "Write your personal statement",
    text: "Draft your UCAS answers, Common App essay and scholarship essays. Put each draft away for a week, then revise with a teacher's help.",
  },
  {
    when: "2-3 months before",
    title: "Submit applications",
    text: "Check every form against your documents, confirm your references are in, and submit before the deadline, not on the day.",
  },
  {
    when: "1-2 months before",
    title: "Prepare for interviews",
    text: "Watch your email and applicant portals, reply quickly to requests, and practise explaining why you chose the course and the country.",
  },
  {
    when: "At the deadline",
    title: "Accept your offer",
    text: "Compare offers, costs and scholarships, accept by the reply deadline, then start your student visa and housing applications.",
  },
] as const;

/** Real files in public/downloads; the sizes are checked against the files by e2e/application-guide.spec.ts. */
const DOWNLOADS = [
  {
    href: "/downloads/caribbean-application-checklist.txt",
    title: "Caribbean Student Application Checklist",
    description: "Every task of the six steps above as a tick list, from your long list of universities to accepting an offer.",
    size: "TXT, 5 KB",
  },
  {
    href: "/downloads/document-checklist.txt",
    title: "Application Document Checklist",
    description: "Passport, CXC certificates, transcripts, references, test scores and proof of funds: what to gather and how to keep it safe.",
    size: "TXT, 4 KB",
  },
  {
    href: "/downloads/personal-statement-planner.txt",
    title: "Personal Statement Planner",
    description: "A planning sheet for the three UCAS questions and the Common App essay, with a five-week drafting schedule.",
    size: "TXT, 4 KB",
  },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const q = searchQuery.parse(new URL(request.url).searchParams.get("q") ?? "");
  const [guides, matches] = await Promise.all([listPublishedArticles({ categoryId: CATEGORY }), q ? listPublishedArticles({ categoryId: CATEGORY, q }) : null]);
  const mustRead = featuredFirst(guides, MUST_READ_COUNT);
  return data(
    {
      q,
      guides: guides.map(toArticleCard),
      results: matches?.map(toArticleCard) ?? null,
      mustRead: mustRead.map(toArticleCard),
      timelineGuide: guides.some((guide) => guide.slug === TIMELINE_GUIDE_SLUG) ? TIMELINE_GUIDE_SLUG : null,
    },
    { headers: publicCacheHeaders(request) },
  );
}

export default function ApplicationGuidePage() {
  const { q, guides, results, mustRead, timelineGuide } = useLoaderData<typeof loader>();
  const shown = results ?? guides;

  return (
    <div className="guide-page">
      <section className="articles-hero">
        <div className="page-section">
          <h1>Application Playbook</h1>
          <p className="lead">
            Everything you need to apply to universities abroad from the Caribbean: when to do what, how your CSEC and CAPE results are read, and checklists you
            can print.
          </p>
          <p className="hero-links">
            <a href="#timeline">Timeline</a>
            {mustRead.length > 0 ? <a href="#must-read">Must-read guides</a> : null}
            <a href={`#${RESULTS_ID}`}>Search the guides</a>
            <a href="#resources">Downloads</a>
          </p>
        </div>
      </section>

      <section id="timeline" className="page-section" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Your application timeline</h2>
        <p className="muted">Six steps, counted back from each university&apos;s application deadline.</p>
        <ol className="timeline">
          {TIMELINE.map((step, index) => (
            <li key={step.title} className="timeline-step">
              <span className="timeline-number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="timeline-body">
                <p className="timeline-when">
                  <span className="badge accent">{step.when}</span>
                </p>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        {timelineGuide ? (
          <p>
            <Link to={`/articles/${timelineGuide}`}>Read the full month-by-month timeline guide</Link>
          </p>
        ) : null}
      </section>

      {mustRead.length > 0 ? (
        <section id="must-read" className="band" aria-labelledby="must-read-heading">
          <div className="page-section">
            <h2 id="must-read-heading">Must-read guides</h2>
            <p className="muted">Start here if you are new to applying abroad.</p>
            <ol className="card-grid article-grid must-read-grid">
              {mustRead.map((guide) => (
                <li key={guide.id}>
                  <ArticleCard article={guide} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      <SearchableArticles
        id={RESULTS_ID}
        path="/application-guide"
        heading="All application guides"
        q={q}
        articles={shown}
        noun={["guide", "guides"]}
        emptyHint="Try a broader word, such as “visa” or “CAPE”."
        search={{ name: "Application guides", label: "Search guides by title or summary", placeholder: "e.g. visa, CAPE" }}
      />

      <section id="resources" className="band" aria-labelledby="resources-heading">
        <div className="page-section">
          <h2 id="resources-heading">Downloadable resources</h2>
          <p className="muted">Plain text files: open them on any phone or computer, print them, or copy them into your own notes.</p>
          <ul className="download-list">
            {DOWNLOADS.map((file) => (
              <li key={file.href} className="card download-item">
                <h3>{file.title}</h3>
                <p>{file.description}</p>
                <p className="card-footer">
                  <a className="button secondary small" href={file.href} download>
                    Download<span className="visually-hidden"> {file.title}</span>
                  </a>
                  <span className="download-size">{file.size}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
