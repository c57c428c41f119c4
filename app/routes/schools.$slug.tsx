import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import {
  cxcEntryView,
  datedFee,
  destinationById,
  programmesOfSchool,
  quickFactViews,
  schoolBySlug,
  schoolCxcVerdict,
  type QuickFactView,
} from "@modules/catalog/index.ts";
import { studentEligibilityProfile } from "@modules/identity/index.ts";
import { schoolPlace } from "@modules/catalog/browser.ts";
import { entryPlace } from "@modules/directory/browser.ts";
import { DirectoryEntryPage } from "~/components/directory/directory-entry-page.tsx";
import { directoryEntryReply } from "~/server/schools/directory-entry.server.ts";
import { todayUtc } from "@modules/platform/index.ts";
import styles from "~/styles/schools.css?url";
import programmeStyles from "~/styles/programmes.css?url";
import { SchoolProgrammes } from "~/components/programmes/school-programmes.tsx";
import { keepLoaderHeaders, publicCacheHeaders, notFound } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { isSaved } from "@modules/portal/index.ts";
import { SaveButton } from "~/components/portal/save-button.tsx";
import { currentUser } from "~/server/auth.server.ts";
import { ShortlistToggle } from "~/components/shortlist/shortlist-toggle.tsx";
import { CxcEntryCheck, CxcEntryRule } from "~/components/cxc/cxc-entry.tsx";
import { shortlistToggleState } from "~/server/shortlist/shortlist-toggle.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: programmeStyles },
];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "School Not Found | Study Compass" }];
  if (loaderData.kind === "directory") {
    const { entry } = loaderData;
    return seoMeta({
      title: `${entry.name}, ${entryPlace(entry)}`,
      description: `${entry.name} in ${entryPlace(entry)}: its official website and the figures ${entry.dataset.name} gives, each with its year and source. Not yet checked by an editor.`,
      path: `/schools/${entry.slug}`,
      matches,
    });
  }
  const { school, destination } = loaderData;
  const place = school.location ?? destination?.name;
  return seoMeta({
    title: place ? `${school.name}, ${place}` : school.name,
    description: school.description,
    path: `/schools/${school.slug}`,
    matches,
  });
};

/** At most three highlights are shown. */
const HIGHLIGHTS_SHOWN = 3;
const NOT_VERIFIED = "Not yet verified";

/** Slugs are kebab-case; anything else cannot name a school, so it is a 404 without a query. */
const schoolSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = schoolSlug.safeParse(params.slug);
  if (!slug.success) throw notFound();
  const school = await schoolBySlug(slug.data);
  // No profiled school has the slug: it may be a directory entry's.
  if (!school) return directoryEntryReply(request, slug.data);
  const [destination, shortlist, user, programmes] = await Promise.all([
    destinationById(school.destinationId),
    shortlistToggleState(request, school.id),
    currentUser(request),
    programmesOfSchool(school.id),
  ]);
  // The Save button's state and the student's CXC results: null signed out (Save then offers to sign in, the entry check a sign-in link).
  const [saved, student] = user ? await Promise.all([isSaved(user.id, "school", school.id), studentEligibilityProfile(user.id)]) : [null, null];
  return data(
    {
      kind: "profiled" as const,
      school: {
        slug: school.slug,
        name: school.name,
        type: school.type,
        description: school.description,
        location: school.location,
        ranking: school.ranking,
        established: school.established,
        studentPopulation: school.studentPopulation,
        internationalStudents: school.internationalStudents,
        highlights: school.highlights.slice(0, HIGHLIGHTS_SHOWN),
        notableAlumni: school.notableAlumni,
        quickFacts: quickFactViews(school.quickFacts, todayUtc(), school.inheritedFacts),
        acceptanceRate: school.acceptanceRate,
        website: school.website,
        applicationUrl: school.applicationUrl,
        contactEmail: school.contactEmail,
        contactPhone: school.contactPhone,
        admissionRequirements: school.admissionRequirements,
        caribbeanApplicants: school.caribbeanApplicants,
        cxcEntry: cxcEntryView(school),
      },
      programmes: programmes.map(({ name, slug, level, duration, startMonths, cxcPrerequisites, fee, source }) => ({
        name,
        slug,
        level,
        duration,
        startMonths,
        cxcPrerequisites,
        fee: datedFee(fee, todayUtc()),
        source,
      })),
      cxcVerdict: student ? schoolCxcVerdict(school, student.cxcResults) : null,
      destination: destination && { name: destination.name, slug: destination.slug },
      save: { schoolId: school.id, saved },
      shortlist,
    },
    { headers: publicCacheHeaders(request) },
  );
}

/**
 * The hero's stand-in for a photo: the school's own acronym when its name
 * gives one ("University College London (UCL)"), else the initials of up to
 * three main words ("Massachusetts Institute of Technology" → "MIT").
 */
function initials(name: string): string {
  const acronym = /\(([A-Z][A-Za-z]{1,3})\)/.exec(name)?.[1];
  if (acronym) return acronym;
  const minor = new Set(["of", "the", "and", "for", "at", "in", "de", "&"]);
  const words = name.split(/[\s,.()-]+/).filter((word) => word && !minor.has(word.toLowerCase()));
  const letters = words.map((word) => (/^[A-Z]{2,}$/.test(word) ? word : (Array.from(word)[0] ?? "").toUpperCase()));
  return Array.from(letters.join("")).slice(0, 3).join("");
}

/** A phone number as a `tel:` address: digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

type SchoolPageData = Extract<SerializeFrom<typeof loader>, { kind: "profiled" }>;

/** A profiled school's page, or a directory entry's when the slug is one's. */
export default function SchoolRoute() {
  const page = useLoaderData<typeof loader>();
  return page.kind === "directory" ? <DirectoryEntryPage entry={page.entry} destination={page.destination} /> : <SchoolPage {...page} />;
}

function SchoolPage({ school, programmes, destination, shortlist, save, cxcVerdict }: SchoolPageData) {
  const typeLabel = school.type === "university" ? "University" : "College";
  const hasContact = Boolean(school.website || school.applicationUrl || school.contactEmail || school.contactPhone);

  return (
    <article className="school-page">
      <div className="page-section school-top">
        <Breadcrumbs
          trail={[{ label: "Schools", to: "/schools" }, ...(destination ? [{ label: destination.name, to: `/schools?country=${destination.slug}` }] : [])]}
          current={school.name}
        />

        <header className="school-hero">
          <div className="school-hero-art" aria-hidden="true">
            <span className="school-initials">{initials(school.name)}</span>
          </div>
          <div className="school-hero-text">
            <div className="badge-row">
              <span className="badge">{typeLabel}</span>
              {school.ranking ? <span className="badge accent school-ranking">{school.ranking}</span> : null}
            </div>
            <h1>{school.name}</h1>
            {school.location || destination ? <p className="school-location">{schoolPlace(school.location, destination?.name)}</p> : null}
            <SaveButton contentType="school" contentId={save.schoolId} saved={save.saved} title={school.name} />
            <ShortlistToggle state={shortlist} returnTo={`/schools/${school.slug}`} />
          </div>
        </header>
      </div>

      <div className="page-section school-layout">
        <div className="school-main">
          <section aria-labelledby="about-heading" className="school-section">
            <h2 id="about-heading">About {school.name}</h2>
            <p>{school.description}</p>
            <dl className="school-stats">
              <Fact label="Established" value={school.established?.toString() ?? null} />
              <Fact label="Student population" value={school.studentPopulation} />
              <Fact label="International students" value={school.internationalStudents} />
            </dl>
          </section>

          <SchoolProgrammes schoolName={school.name} programmes={programmes} />

          {school.highlights.length > 0 ? (
            <section aria-labelledby="highlights-heading" className="school-section">
              <h2 id="highlights-heading">Key Highlights</h2>
              <ul className="highlight-list">
                {school.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {school.notableAlumni.length > 0 ? (
            <section aria-labelledby="alumni-heading" className="school-section">
              <h2 id="alumni-heading">Notable Alumni</h2>
              <ul className="alumni-list">
                {school.notableAlumni.map((person) => (
                  <li key={person}>{person}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="caribbean-heading" className="school-section caribbean-applicants">
            <h2 id="caribbean-heading">Caribbean applicants</h2>
            {school.caribbeanApplicants ? (
              <>
                <p>{school.caribbeanApplicants.text}</p>
                <p>
                  <a href={school.caribbeanApplicants.sourceUrl} rel="noopener noreferrer">
                    Source
                  </a>{" "}
                  <span className="muted">(the school&apos;s own page)</span>
                </p>
              </>
            ) : (
              <p>
                We have not yet confirmed how {school.name} reads CSEC and CAPE results. Before you apply, ask the admissions office how they assess CSEC and
                CAPE, which subjects and grades they expect, and whether CAPE units can earn credit.
              </p>
            )}
          </section>

          <section aria-labelledby="cxc-entry-heading" className="school-section cxc-entry">
            <h2 id="cxc-entry-heading">CXC entry minimum</h2>
            <CxcEntryRule entry={school.cxcEntry} />
            {school.cxcEntry.status === "published" ? (
              <CxcEntryCheck verdict={cxcVerdict} signInHref={`/api/login?redirectTo=${encodeURIComponent(`/schools/${school.slug}`)}`} />
            ) : null}
          </section>

          <section aria-labelledby="admission-heading" className="school-section">
            <h2 id="admission-heading">Admission Requirements</h2>
            <p>{school.admissionRequirements ?? "Not yet verified. Check the school's admissions page for the current requirements."}</p>
          </section>
        </div>

        <aside className="school-aside">
          <section aria-labelledby="quick-facts-heading" className="card">
            <h2 id="quick-facts-heading">Quick Facts</h2>
            <dl className="fact-list">
              {school.quickFacts.map((fact) => (
                <QuickFact key={fact.key} fact={fact} />
              ))}
              <Fact label="Acceptance rate" value={school.acceptanceRate} />
            </dl>
            <p className="fact-note">Fees, deadlines and requirements change every year: confirm them with the school.</p>
          </section>

          <section aria-labelledby="contact-heading" className="card">
            <h2 id="contact-heading">Contact</h2>
            {hasContact ? (
              <ul className="contact-list">
                {school.website ? (
                  <ContactItem label="Website">
                    <a href={school.website} rel="noopener noreferrer">
                      Visit the official website
                    </a>
                  </ContactItem>
                ) : null}
                {school.applicationUrl ? (
                  <ContactItem label="Apply">
                    <a href={school.applicationUrl} rel="noopener noreferrer">
                      Admissions and applications
                    </a>
                  </ContactItem>
                ) : null}
                {school.contactEmail ? (
                  <ContactItem label="Email">
                    <a href={`mailto:${school.contactEmail}`}>{school.contactEmail}</a>
                  </ContactItem>
                ) : null}
                {school.contactPhone ? (
                  <ContactItem label="Phone">
                    <a href={telHref(school.contactPhone)}>{school.contactPhone}</a>
                  </ContactItem>
                ) : null}
              </ul>
            ) : (
              <p>Contact details not yet verified.</p>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}

/** One labelled fact; a value we have not verified says so instead of guessing. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : "not-verified"}>{value ?? NOT_VERIFIED}</dd>
    </div>
  );
}

/**
 * A quick fact as verified (each statement with its year or cycle, the day it
 * was checked and its source), or as not found with the official page to check.
 */
function QuickFact({ fact }: { fact: QuickFactView }) {
  const known = fact.note !== null || fact.statements.length > 0 || fact.notFound !== null;
  return (
    <div className="quick-fact">
      <dt>{fact.label}</dt>
      <dd className={known ? undefined : "not-verified"}>
        {known ? null : NOT_VERIFIED}
        {fact.note ? <p>{fact.note}</p> : null}
        {fact.appliesTo ? <p className="fact-meta fact-applies-to">Applies to: {fact.appliesTo}</p> : null}
        {fact.statements.map((statement) => (
          <div key={statement.text} className={statement.outdated ? "fact-statement outdated" : "fact-statement"}>
            <p>{statement.text}</p>
            <p className="fact-meta fact-cycle">{statement.cycleNote}</p>
            <p className="fact-meta">
              {statement.checkedLabel} <time dateTime={statement.verifiedOnIso}>{statement.verifiedOn}</time>
              <span aria-hidden="true"> · </span>
              <a href={statement.source.url} rel="noopener noreferrer">
                Source: {statement.source.label}
              </a>{" "}
              ({statement.sourceKind})
            </p>
          </div>
        ))}
        {fact.notFound ? (
          <p className="fact-not-found">
            Not found on the official page; check{" "}
            <a href={fact.notFound.url} rel="noopener noreferrer">
              {fact.notFound.label}
            </a>
            <span className="fact-meta"> (looked for on {fact.notFound.checkedOn})</span>
          </p>
        ) : null}
      </dd>
    </div>
  );
}

function ContactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span className="contact-label">{label}</span>
      {children}
    </li>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "School Not Found", text: "The school you're looking for doesn't exist or has been removed." }}
      failure="this school"
      links={[{ to: "/destinations", label: "Back to Destinations" }]}
    />
  );
}
