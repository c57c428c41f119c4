import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Contact",
    description:
      "How to reach Study Compass: request a consultation with a counselor, ask our experts a question from your portal, or write to us about your account and your data.",
    path: "/contact",
    matches,
  });

export function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: publicCacheHeaders(request) });
}

/*
 * The site has no public email address, phone or office yet (MAIL_FROM's default is a placeholder), so this page
 * names only the ways in that exist: the consultation form and the portal's expert questions. The reply times are
 * the ones those forms already promise (RESPONSE_PROMISE in modules/counseling/emails.ts, the expert copy).
 */
export default function ContactPage() {
  return (
    <div className="page-section narrow stack">
      <Breadcrumbs trail={[]} current="Contact" />
      <h1>Contact</h1>
      <p className="lead">
        We answer through the site itself, so your request reaches the right person and stays private. Pick the way that fits your question.
      </p>

      <ul className="card-grid">
        <li className="card">
          <h2>Talk to a counselor</h2>
          <p>
            For advice on your own plans: choosing universities, applications, visas, scholarships. Choose a counselor and send a consultation request; you do
            not need an account.
          </p>
          <p>
            <strong>Reply:</strong> the counselor contacts you within 24-48 hours, by the contact method you chose.
          </p>
          <p>
            <Link to="/counselors">Request a consultation</Link>
          </p>
        </li>
        <li className="card">
          <h2>Ask an expert</h2>
          <p>
            For a quick question about studying abroad or funding. Sign in and ask from the Exclusive Hub in your portal; the answer appears there, and we email
            you when it does.
          </p>
          <p>
            <strong>Reply:</strong> our experts answer within 24-48 hours.
          </p>
          <p>
            <Link to="/portal/exclusive?tab=expert">Ask an expert</Link>
          </p>
        </li>
        <li className="card">
          <h2>Your account and your data</h2>
          <p>
            Most things you can do yourself in <Link to="/portal/settings">Settings</Link>: change your password, see and sign out your devices, turn emails
            off, or delete your account. Forgot your password? <Link to="/forgot-password">Reset it here</Link>.
          </p>
          <p>
            For anything else about your data, such as erasing a consultation request you sent, write to us through the form on{" "}
            <Link to="/counselors">the counselors page</Link> and say what you need in the message.
          </p>
        </li>
      </ul>

      <p>
        Our <Link to="/privacy">Privacy Policy</Link> says what we keep and why; our <Link to="/terms">Terms of Service</Link> say how the site may be used.
      </p>
    </div>
  );
}
