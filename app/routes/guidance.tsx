import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { consultationFormOptions, counselorCards, guidanceOffers, guidanceServiceById, type GuidanceOffer } from "@modules/counseling/index.ts";
import { ConsultationForm, CounselorCard, RequestConsultationLink } from "~/components/consultation-form.tsx";
import { CounselingPageShell, useConsultationDialog } from "~/components/counseling-page.tsx";
import styles from "~/styles/counselors.css?url";
import { seoMeta } from "~/utils/seo.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The page carries a per-render idempotency key, so it must never be shared by a cache.
export const headers = () => PRIVATE_NO_STORE;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "1-on-1 Guidance",
    description:
      "One-to-one help with your study-abroad applications: a $75 document review, a $100 strategy session, or the Gold and Platinum packages, with counselors who know Caribbean students.",
    path: "/guidance",
    matches,
  });

/** Illustrative composites, labelled as such on the page: first names only. */
/** The stories below are written to illustrate, and the page says so (issue 27 item 7). */
const ILLUSTRATIVE_NOTE = "Illustrative stories: written to show what guidance can help with, not quotes from real students.";

const TESTIMONIALS = [
  {
    name: "Renée",
    journey: "Saint Lucia to Canada",
    quote: "The strategy session turned a vague plan into a month-by-month list. I applied to four colleges on time and got my study permit before August.",
  },
  {
    name: "Jamal",
    journey: "Jamaica to the United States",
    quote: "My counselor showed me how to write about home without apologising for it. The essay I sent was the one I was proud of.",
  },
  {
    name: "Priya",
    journey: "Trinidad and Tobago to the United Kingdom",
    quote: "The document review caught things three teachers had missed. I went into my UCAS deadline calm instead of panicking.",
  },
] as const;

const query = z.string().max(100).nullable().catch(null);

export async function loader({ request }: LoaderFunctionArgs) {
  const counselors = await counselorCards();
  const params = new URL(request.url).searchParams;
  const requested = query.parse(params.get("request"));
  const service = query.parse(params.get("service"));
  return data(
    {
      counselors,
      options: consultationFormOptions(),
      // A full counselor is shown but not offered (decision 0041).
      requestedId: counselors.some((c) => c.id === requested && c.takingRequests) ? requested : null,
      ...guidanceOffers(),
      inlineService: guidanceServiceById(service),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function GuidancePage() {
  const { counselors, options, requestedId, singleSessions, packages, inlineService } = useLoaderData<typeof loader>();
  const dialog = useConsultationDialog();
  // Package and session requests go to the first featured counselor taking requests, who arranges the booking.
  const lead = counselors.find((counselor) => counselor.takingRequests) ?? null;
  const inline = counselors.find((counselor) => counselor.id === requestedId) ?? null;

  const serviceCard = (service: GuidanceOffer, level: "h3") => {
    const Heading = level;
    return (
      <li key={service.id} className={`card price-card${service.highlight ? " highlight" : ""}`}>
        <Heading>{service.name}</Heading>
        <p className="price">
          ${service.price} <small>USD · {service.unit}</small>
        </p>
        <p>{service.summary}</p>
        <ul>
          {service.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {service.note ? <p className="price-note">{service.note}</p> : null}
        {lead ? (
          <RequestConsultationLink
            href={`/guidance?request=${encodeURIComponent(lead.id)}&service=${service.id}#request-form`}
            onOpen={() => dialog.open(lead, service.preset)}
            label={`${service.button}: ${service.name}`}
          >
            {service.button}
          </RequestConsultationLink>
        ) : null}
      </li>
    );
  };

  return (
    <CounselingPageShell
      className="guidance-page"
      title="1-on-1 Guidance"
      crumb="1-on-1 Guidance"
      intro={
        <p className="lead">
          Personal help from counselors who know Caribbean students: a single session when you need a second pair of eyes, or a package that stays with you
          until you submit. Prices are in US dollars. Not sure yet? <Link to="/counselors">Start with a consultation</Link>.
        </p>
      }
      requestPanel={
        inline
          ? {
              heading: inlineService ? `Book: ${inlineService.name}` : `Request a consultation with ${inline.name}`,
              subtitle: `${inline.name}, ${inline.title}`,
              form: <ConsultationForm counselor={inline} options={options} service={inlineService?.preset ?? null} />,
              back: { to: "/guidance", label: "Back to 1-on-1 Guidance" },
            }
          : null
      }
      options={options}
      dialog={dialog}
    >
      <section className="page-section" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Single Sessions</h2>
        <ul className="card-grid pricing-grid">{singleSessions.map((service) => serviceCard(service, "h3"))}</ul>
      </section>

      <section className="band" aria-labelledby="packages-heading">
        <div className="page-section">
          <h2 id="packages-heading">Packages</h2>
          <ul className="card-grid pricing-grid">{packages.map((service) => serviceCard(service, "h3"))}</ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">What Students Say</h2>
        <p className="muted">{ILLUSTRATIVE_NOTE}</p>
        <ul className="card-grid testimonial-grid">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="card testimonial">
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <p>
                <strong>{testimonial.name}</strong>, <span className="muted">{testimonial.journey}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="partners-heading">
        <h2 id="partners-heading">Partner Counselors</h2>
        {counselors.length ? (
          <ul className="card-grid counselor-grid">
            {counselors.map((counselor) => (
              <CounselorCard
                key={counselor.id}
                counselor={counselor}
                buttonLabel={`Work with ${counselor.firstName}`}
                requestHref={`/guidance?request=${encodeURIComponent(counselor.id)}#request-form`}
                onRequest={() => dialog.open(counselor)}
              />
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p>No counselors are listed right now. Please check back soon.</p>
          </div>
        )}
      </section>
    </CounselingPageShell>
  );
}
