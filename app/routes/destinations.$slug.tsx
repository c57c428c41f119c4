import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { normalizeSearchTerm } from "@modules/platform/text.ts";
import { destinationBySlug, destinationQuickFacts, schoolsInDestination, type SchoolView } from "@modules/catalog/index.ts";
import { logger, todayUtc } from "@modules/platform/index.ts";
import { officialFeesOf } from "@modules/portal/index.ts";
import { CostsSection } from "~/components/destination/costs-section.tsx";
import { EssentialGuides } from "~/components/destination/essential-guides.tsx";
import { OfficialFeesSection } from "~/components/destination/official-fees-section.tsx";
import { DestinationHero } from "~/components/destination/hero.tsx";
import { QuickFacts } from "~/components/destination/quick-facts.tsx";
import { RequirementsSection } from "~/components/destination/requirements-section.tsx";
import { SchoolsSection } from "~/components/destination/schools-section.tsx";
import { SectionNav } from "~/components/destination/section-nav.tsx";
import { StudentLifeSection } from "~/components/destination/student-life-section.tsx";
import styles from "~/styles/destinations.css?url";
import { keepLoaderHeaders, publicCacheHeaders, notFound } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { RouteErrorScreen } from "~/components/route-error-screen.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: "Destination Not Found | Study Compass" }];
  const { destination } = loaderData;
  return seoMeta({
    title: `Study in ${destination.name}`,
    description: destination.description,
    path: `/destinations/${destination.slug}`,
    matches,
  });
};

const schoolQuery = z
  .string()
  .catch("")
  .transform((raw) => normalizeSearchTerm(raw));

function toSchoolCard({ slug, name, type, location, description }: SchoolView) {
  return { slug, name, type, location, description };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const destination = await destinationBySlug(params.slug ?? "");
  if (!destination) throw notFound();
  const schoolSearch = schoolQuery.parse(new URL(request.url).searchParams.get("school") ?? "");
  // Every school comes down once: the search then filters them in the page as you type, with no round trip.
  // If the schools cannot be read, the page still shows, saying there is no schools data (and is not cached).
  const schools = await schoolsInDestination(destination.id).catch((error: unknown) => {
    logger.error("could not read a destination's schools", { destinationId: destination.id, error: String(error) });
    return null;
  });
  const { id, slug, name, description, isPopular, isCaribbean, contentHtml, facts } = destination;
  // The official fees are the admin's (decision 0039): the ones in force today, never a copy in the destination's texts.
  const officialFees = await officialFeesOf(id, todayUtc());
  return data(
    {
      destination: { id, slug, name, description, isPopular, isCaribbean, contentHtml, facts },
      officialFees,
      quickFacts: destinationQuickFacts(facts),
      schools: (schools ?? []).map(toSchoolCard),
      schoolSearch,
    },
    { headers: schools ? publicCacheHeaders(request) : { "Cache-Control": "no-store" } },
  );
}

export default function DestinationPage() {
  const { destination, quickFacts, schools, schoolSearch, officialFees } = useLoaderData<typeof loader>();
  return (
    <div className="destination-page">
      <DestinationHero destination={destination} />
      <SectionNav />
      <div className="page-section destination-layout">
        <div className="destination-main">
          <section id="overview" className="destination-section" aria-labelledby="overview-heading">
            <h2 id="overview-heading">Overview</h2>
            {/* Sanitised HTML, rendered from markdown when the content was projected. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: destination.contentHtml }} />
            <EssentialGuides destination={destination} />
          </section>
          <SchoolsSection key={destination.slug} destination={destination} schools={schools} initialSearch={schoolSearch} />
          <StudentLifeSection destination={destination} />
          <CostsSection destination={destination} />
          <OfficialFeesSection name={destination.name} fees={officialFees} />
          <RequirementsSection destination={destination} />
        </div>
        <QuickFacts facts={quickFacts} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorScreen
      notFound={{ title: "Destination Not Found", text: "The destination you're looking for doesn't exist." }}
      failure="this destination"
      links={[{ to: "/destinations", label: "Browse all destinations" }]}
    />
  );
}
