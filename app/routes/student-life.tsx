import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listPublishedArticles } from "@modules/content/index.ts";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { SearchableArticles, toArticleCard } from "~/components/article-card.tsx";
import styles from "~/styles/articles.css?url";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Student Life Abroad",
    description:
      "Settling in as a Caribbean student abroad: culture shock, housing, mental health and wellbeing, money and your first weeks, with checklists to download.",
    path: "/student-life",
    matches,
  });

const CATEGORY = "student-life";
const RESULTS_ID = "student-life-articles";

/** Any `q` is accepted and made safe (see normalizeSearchTerm) rather than refused. */
const searchQuery = z
  .string()
  .catch("")
  .transform((raw) => normalizeSearchTerm(raw));

/** The four topics; each searches the student-life articles for its subject. */
const TOPICS = [
  {
    name: "Cultural Adaptation",
    text: "Culture shock, homesickness and finding your place in a new country without losing touch with home.",
    q: "culture",
  },
  {
    name: "Housing & Accommodation",
    text: "Residence or a private rental, what to check in a lease, and how to spot a rental scam from far away.",
    q: "housing",
  },
  {
    name: "Mental Health & Wellness",
    text: "Where to find support at university, the signs to notice, and everyday habits that help.",
    q: "mental health",
  },
  {
    name: "Pre-Departure Planning",
    text: "Money, paperwork and your first weeks: what to sort out before you fly and as soon as you land.",
    q: "your first",
  },
] as const;

/** Illustrative, not testimonials: they are composites, and say so on the page. */
const STORIES = [
  {
    name: "Kezia",
    journey: "Trinidad and Tobago to the United Kingdom",
    quote:
      "My first November it was dark before five and I nearly stopped going to lectures. The Caribbean society's Sunday lime got me out of my room, and the counselling service helped me build a routine. By spring I was welcoming the new first-years.",
  },
  {
    name: "Andre",
    journey: "Jamaica to Canada",
    quote:
      "I almost paid a deposit for a flat I had only seen online. My international adviser told me never to pay for a place I hadn't checked, so I took a room in residence for first year, and spent the money on a proper winter coat when I arrived.",
  },
] as const;

/** Real files in public/downloads; the sizes are checked against the files by e2e/student-life.spec.ts. */
const RESOURCES = [
  {
    href: "/downloads/pre-departure-checklist.txt",
    title: "Pre-Departure Checklist",
    description: "What to do three months, one month and one week before you fly, what goes in your hand luggage, and your first week.",
    size: "TXT, 3 KB",
  },
  {
    href: "/downloads/student-budget-worksheet.txt",
    title: "Student Budget Worksheet",
    description: "Add up one-off, yearly and monthly costs against your scholarships, savings and family support, and see the gap early.",
    size: "TXT, 4 KB",
  },
  {
    href: "/downloads/wellbeing-contacts-template.txt",
    title: "Wellbeing Contacts Template",
    description: "One page for emergency numbers, campus support, your high commission and the people you trust. Fill it in before you need it.",
    size: "TXT, 4 KB",
  },
] as const;

const STORY_EMAIL = `mailto:stories@studycompass.example?subject=${encodeURIComponent("My study abroad story")}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const q = searchQuery.parse(new URL(request.url).searchParams.get("q") ?? "");
  const articles = await listPublishedArticles(q ? { categoryId: CATEGORY, q } : { categoryId: CATEGORY });
  return data({ q, articles: articles.map(toArticleCard) }, { headers: publicCacheHeaders(request) });
}

export default function StudentLifePage() {
  const { q, articles } = useLoaderData<typeof loader>();

  return (
    <div className="student-life-page">
      <section className="articles-hero student-life-hero">
        <div className="page-section">
          <h1>Student Life Abroad</h1>
          <p className="lead">
            Moving away to study is about more than lectures. Honest, practical advice for Caribbean students on settling in, staying well and feeling at home,
            wherever you study.
          </p>
          <p className="hero-links">
            <a href="#topics">Topics</a>
            <a href={`#${RESULTS_ID}`}>Articles</a>
            <a href="#resources">Downloads</a>
            <a href="#community">Community</a>
          </p>
        </div>
      </section>

      <section id="topics" className="page-section" aria-labelledby="topics-heading">
        <h2 id="topics-heading">Explore by topic</h2>
        <ul className="card-grid topic-grid">
          {TOPICS.map((topic) => (
            <li key={topic.name} className="card topic-card">
              <h3>
                <Link
                  className="card-link"
                  to={`/student-life?q=${encodeURIComponent(topic.q)}#${RESULTS_ID}`}
                  aria-current={q === topic.q ? "true" : undefined}
                >
                  {topic.name}
                </Link>
              </h3>
              <p>{topic.text}</p>
              <p className="card-footer topic-card-more" aria-hidden="true">
                Find articles →
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="band" aria-labelledby="stories-heading">
        <div className="page-section">
          <h2 id="stories-heading">Success stories</h2>
          <p className="muted">Illustrative stories drawn from experiences Caribbean students often share with us. First names only.</p>
          <ul className="card-grid story-grid">
            {STORIES.map((story) => (
              <li key={story.name} className="card story-card">
                <figure>
                  <blockquote>
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{story.name}</strong>, {story.journey}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SearchableArticles
        id={RESULTS_ID}
        path="/student-life"
        heading="Student life articles"
        q={q}
        articles={articles}
        noun={["article", "articles"]}
        emptyHint="Try adjusting your search to find more student life content."
        search={{ name: "Student life articles", label: "Search student life articles by title or summary", placeholder: "e.g. winter, housing" }}
      />

      <section id="resources" className="band" aria-labelledby="resources-heading">
        <div className="page-section">
          <h2 id="resources-heading">Resources to download</h2>
          <p className="muted">Plain text files: open them on any phone or computer, print them, or copy them into your own notes.</p>
          <ul className="download-list">
            {RESOURCES.map((resource) => (
              <li key={resource.href} className="card download-item">
                <h3>{resource.title}</h3>
                <p>{resource.description}</p>
                <p className="card-footer">
                  <a className="button primary small" href={resource.href} download>
                    Download Resource<span className="visually-hidden"> ({resource.title})</span>
                  </a>
                  <span className="download-size">{resource.size}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="community" className="page-section" aria-labelledby="community-heading">
        <div className="community-cta">
          <h2 id="community-heading">Join the Caribbean student community</h2>
          <p>
            Studying abroad is easier with people who understand where you are from. Tell us about your experience so we can share it with the next students to
            leave home.
          </p>
          <div className="button-row">
            <a className="button accent" href={STORY_EMAIL}>
              Share Your Story
            </a>
            <p className="community-soon">
              <span className="community-soon-name">Join WhatsApp Group</span> <span className="badge neutral">Coming soon</span>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
