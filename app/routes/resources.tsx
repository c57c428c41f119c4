import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Resources",
    description:
      "Every Study Compass resource in one place: the application guide, scholarships and the funding calendar, counselors, student life, the study-path quiz, articles and free checklists to download.",
    path: "/resources",
    matches,
  });

export function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: publicCacheHeaders(request) });
}

/** Pages of the site, by what a student is doing; e2e/site-pages.spec.ts requests every link. */
const GROUPS = [
  {
    id: "choose",
    title: "Choose where and what to study",
    links: [
      {
        to: "/questionnaire",
        label: "Find Your Path quiz",
        text: "A few questions about what you enjoy and where you would like to live, with study paths to match.",
      },
      {
        to: "/destinations",
        label: "Destinations",
        text: "Studying in Canada, the United States, the United Kingdom and at home in the Caribbean: costs, visas and schools.",
      },
      { to: "/pathways", label: "Pathways", text: "Careers and the degrees that lead to them." },
    ],
  },
  {
    id: "apply",
    title: "Apply",
    links: [
      { to: "/application-guide", label: "Application Playbook", text: "A six-step timeline, guides to CSEC and CAPE, personal statements and visas." },
      { to: "/articles", label: "Articles", text: "Every guide we have published, searchable by topic." },
    ],
  },
  {
    id: "pay",
    title: "Pay for your studies",
    links: [
      { to: "/funding", label: "Scholarships & Funding", text: "Government awards, scholarships, loans and budgeting, for Caribbean students." },
      { to: "/funding/scholarships", label: "Scholarships", text: "Search awards by destination, level and who may apply, each with its source." },
      { to: "/funding/calendar", label: "Funding calendar", text: "When awards open and close over the next twelve months; add it to your own calendar." },
    ],
  },
  {
    id: "help",
    title: "Get help from a person",
    links: [
      { to: "/counselors", label: "Counselors", text: "Education counselors who know Caribbean students; request a consultation." },
      { to: "/guidance", label: "1-on-1 Guidance", text: "What a counselor can help with, from choosing a course to your visa." },
      { to: "/contact", label: "Contact", text: "Which way to reach us for which question." },
    ],
  },
  {
    id: "live",
    title: "Live abroad",
    links: [{ to: "/student-life", label: "Student Life", text: "Culture shock, housing, wellbeing, money and your first weeks." }],
  },
] as const;

/** Real files in public/downloads; sizes rounded to the kilobyte. */
const DOWNLOADS = [
  { href: "/downloads/caribbean-funding-guide.txt", title: "Funding Your Studies: A Guide for Caribbean Students", size: "TXT, 13 KB" },
  { href: "/downloads/caribbean-application-checklist.txt", title: "Caribbean Student Application Checklist", size: "TXT, 5 KB" },
  { href: "/downloads/document-checklist.txt", title: "Application Document Checklist", size: "TXT, 4 KB" },
  { href: "/downloads/personal-statement-planner.txt", title: "Personal Statement Planner", size: "TXT, 4 KB" },
  { href: "/downloads/student-budget-worksheet.txt", title: "Student Budget Worksheet", size: "TXT, 4 KB" },
  { href: "/downloads/pre-departure-checklist.txt", title: "Pre-Departure Checklist for Caribbean Students", size: "TXT, 3 KB" },
  { href: "/downloads/wellbeing-contacts-template.txt", title: "Wellbeing Contacts Template", size: "TXT, 4 KB" },
] as const;

export default function ResourcesPage() {
  return (
    <div className="page-section stack">
      <Breadcrumbs trail={[]} current="Resources" />
      <h1>Resources</h1>
      <p className="lead">
        Everything Study Compass offers, in one place: guides, funding, people to ask, and checklists you can print. All of it is free to read.
      </p>

      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.title}</h2>
          <ul className="card-grid">
            {group.links.map((link) => (
              <li key={link.to} className="card">
                <h3>
                  <Link to={link.to}>{link.label}</Link>
                </h3>
                <p>{link.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">Free downloads</h2>
        <p className="muted">Plain text files: open them on any phone or computer, print them, or copy them into your own notes.</p>
        <ul className="card-grid">
          {DOWNLOADS.map((file) => (
            <li key={file.href} className="card">
              <h3>
                <a href={file.href} download>
                  {file.title}
                </a>
              </h3>
              <p className="muted">{file.size}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
