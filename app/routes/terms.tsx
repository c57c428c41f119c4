import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Terms of Service",
    description:
      "The plain terms for using Study Compass: guidance, not a promise of admission or funding; check every fact on the official page; use the site fairly; your account is yours to keep or delete.",
    path: "/terms",
    matches,
  });

export function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: publicCacheHeaders(request) });
}

export default function TermsPage() {
  return (
    <div className="page-section narrow stack">
      <Breadcrumbs trail={[]} current="Terms of Service" />
      <h1>Terms of Service</h1>
      <p className="lead">By using Study Compass you agree to these terms. They are short, and we mean every line.</p>
      <p className="muted">
        Last updated: <time dateTime="2026-11-28">28 November 2026</time>
      </p>

      <section aria-labelledby="guidance-heading" className="stack">
        <h2 id="guidance-heading">Guidance, not a decision</h2>
        <p>
          Study Compass helps Caribbean students find universities, pathways and funding. Everything on the site, including quiz results, scholarship matches,
          articles, counselors&apos; advice and expert answers, is guidance to help you decide. The decisions, and the applications, are yours.
        </p>
      </section>

      <section aria-labelledby="facts-heading" className="stack">
        <h2 id="facts-heading">Check every fact at its source</h2>
        <p>
          We date our facts and name where they come from: deadlines, fees, entry requirements and award amounts show their source and when it was checked.
          Universities, governments and funders change them without telling us, so always confirm on the official page before you apply, pay or travel. Dates we
          expect from past cycles are marked as not confirmed.
        </p>
      </section>

      <section aria-labelledby="guarantee-heading" className="stack">
        <h2 id="guarantee-heading">No guarantee of admission or funding</h2>
        <p>
          Admission, scholarships, loans and visas are decided by the universities, funders and governments that offer them, never by us. Using the site, a
          counselor or an expert does not guarantee that you will be admitted, funded or granted a visa.
        </p>
      </section>

      <section aria-labelledby="accounts-heading" className="stack">
        <h2 id="accounts-heading">Your account</h2>
        <ul>
          <li>Give your own name and an email address you can read, and keep your password to yourself.</li>
          <li>One account is for one person. If you are under 18, please use the site with a parent or guardian&apos;s knowledge.</li>
          <li>
            You can delete your account at any time from Settings in your portal; our <Link to="/privacy">Privacy Policy</Link> says what that removes.
          </li>
        </ul>
      </section>

      <section aria-labelledby="use-heading" className="stack">
        <h2 id="use-heading">Using the site fairly</h2>
        <ul>
          <li>Be honest and respectful in consultation requests and questions to our experts.</li>
          <li>Do not send anyone else&apos;s personal details without their permission.</li>
          <li>Do not try to reach other people&apos;s accounts, overload the site, or collect its content in bulk by automated means.</li>
          <li>Our articles and guides are for your own study and planning; share links to them freely.</li>
        </ul>
      </section>

      <section aria-labelledby="counselors-heading" className="stack">
        <h2 id="counselors-heading">Counselors</h2>
        <p>
          Each counselor&apos;s profile on <Link to="/counselors">the counselors page</Link> says whether a first consultation is free. Anything beyond that is
          agreed between you and the counselor before it starts.
        </p>
      </section>

      <section aria-labelledby="changes-heading" className="stack">
        <h2 id="changes-heading">Changes to these terms</h2>
        <p>
          When these terms change, we update this page and the date at the top. If you keep using the site after that, the new terms apply. Questions about them
          are welcome: see <Link to="/contact">Contact</Link>.
        </p>
      </section>
    </div>
  );
}
