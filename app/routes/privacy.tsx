import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import { keepLoaderHeaders, publicCacheHeaders } from "~/server/http.server.ts";
import { seoMeta } from "~/utils/seo.ts";

export const headers = keepLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Privacy Policy",
    description:
      "What Study Compass keeps about you and why, how your personal details are encrypted, who can see them, the cookies we use, and how to delete your account for good.",
    path: "/privacy",
    matches,
  });

export function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: publicCacheHeaders(request) });
}

/*
 * Every statement here is read from the code (issue 27): the sealed fields of modules/identity/events.ts and
 * modules/counseling/events.ts, decision 0010, docs/security.md, the cookies in app/server/*-cookie.server.ts and
 * session.server.ts, and the delete form on /portal/settings. Change this page when one of them changes.
 */
export default function PrivacyPage() {
  return (
    <div className="page-section narrow stack">
      <Breadcrumbs trail={[]} current="Privacy Policy" />
      <h1>Privacy Policy</h1>
      <p className="lead">
        What we keep about you, why we keep it, who can see it and how you can remove it. We wrote it in plain words because many of our students are still in
        secondary school.
      </p>
      <p className="muted">
        Last updated: <time dateTime="2026-11-28">28 November 2026</time>
      </p>

      <section aria-labelledby="promise-heading" className="stack">
        <h2 id="promise-heading">The short version</h2>
        <ul>
          <li>We keep only what the site needs to guide you, and you choose most of it.</li>
          <li>We never sell your data and we show no advertising. There are no tracking or advertising cookies on this site.</li>
          <li>Your personal details are stored encrypted with a key of your own.</li>
          <li>You can delete your account at any time, and your personal details then become unreadable for good.</li>
        </ul>
      </section>

      <section aria-labelledby="keep-heading" className="stack">
        <h2 id="keep-heading">What we keep and why</h2>
        <h3>Your account</h3>
        <p>
          Your first and last name and your email address, so you can sign in and we can write to you. Your password is never stored: we keep only a one-way
          hash of it (scrypt), which cannot be turned back into the password. You confirm your email address through a link we send when you sign up.
        </p>
        <h3>Your profile</h3>
        <p>
          What you choose to tell us on your profile: your level of education, the careers and destinations that interest you, when you hope to start, your
          local currency, your citizenship, your year of birth, years of work experience and your CXC (CSEC and CAPE) results. We use them to show scholarships
          you may be eligible for and programmes that fit you. Every one of these fields is optional.
        </p>
        <h3>What you save and send</h3>
        <p>
          Your quiz result, the articles and scholarships you save, your school shortlist and planner, vision boards, checklists and tasks, the events you
          register for, the awards you ask us to tell you about, and the questions you ask our experts with their answers. They exist so the portal can show
          them back to you.
        </p>
        <h3>Consultation requests</h3>
        <p>
          When you ask a counselor for a consultation on <Link to="/counselors">the counselors page</Link>, we keep the name, email address, phone number (if
          you give one), area of interest, level of education, preferred contact method and message you send, so the counselor can reply. You do not need an
          account to send one.
        </p>
        <h3>Sign-in sessions and devices</h3>
        <p>
          For each browser you are signed in on, we keep when you signed in, when you last used it and a short description of the device, such as &ldquo;Firefox
          on Windows&rdquo;, so you can see and end your sessions under &ldquo;Signed-in devices&rdquo; in your settings. A session ends after 7 days unused,
          and at the latest 30 days after you signed in.
        </p>
        <h3>Emails we send you</h3>
        <p>
          Sign-up and password links, notices that your password changed, deadline reminders, event registrations, expert answers and consultation
          confirmations. We keep a record of each email in our outbox so that it is sent once and we can check it arrived. Emails are delivered through our
          email provider, Resend; when they are, our outbox keeps only the delivery record, not the text. You can turn reminders, event emails and expert answer
          emails off in your settings.
        </p>
        <h3>Security records</h3>
        <p>
          To stop people guessing passwords, we count attempts to sign in and send forms, and we log sign-ins with the time, the account and the network address
          they came from. We never log what you type into a form.
        </p>
      </section>

      <section aria-labelledby="protect-heading" className="stack">
        <h2 id="protect-heading">How we protect it</h2>
        <p>
          Your name, email address, password hash, every profile field, your questions to our experts and their answers, your notes, your vision boards and the
          checklists you write yourself are encrypted (AES-256) with a key that belongs to you alone. A consultation request&apos;s name, email, phone and
          message are encrypted the same way. Connections to the site are encrypted, and the cookie that keeps you signed in cannot be read by the site&apos;s
          scripts.
        </p>
        <p>
          When you delete your account, we destroy your key in the same step. From that moment your encrypted details cannot be read by anyone, including us,
          and everything else tied to your account (profile, saved items, sessions, reminders and the copies of emails sent to you) is removed.
        </p>
      </section>

      <section aria-labelledby="who-heading" className="stack">
        <h2 id="who-heading">Who sees it</h2>
        <ul>
          <li>You, when you are signed in.</li>
          <li>
            A counselor you send a consultation request to receives it by email, and our administrators see it so they can follow it up. No one else does.
          </li>
          <li>Our administrators and experts see the questions you ask them, to answer you.</li>
          <li>Nobody else. We do not sell, rent or share your data with advertisers or anyone else.</li>
        </ul>
      </section>

      <section aria-labelledby="cookies-heading" className="stack">
        <h2 id="cookies-heading">Cookies</h2>
        <p>We use no analytics, advertising or third-party cookies. The site sets at most three small cookies, each only when it is needed:</p>
        <ul>
          <li>
            <strong>Session cookie</strong>: keeps you signed in. It holds only a random number and ends when you sign out or your session expires.
          </li>
          <li>
            <strong>Device cookie</strong>: set when you sign in with your password and sent only to the sign-in page, so that someone trying to guess your
            password cannot lock you out of your own account. It lasts a year.
          </li>
          <li>
            <strong>Quiz cookie</strong>: if you take the <Link to="/questionnaire">questionnaire</Link> without signing in, your answers are kept for one day
            and sent only to the sign-up page, so they can be saved to your new profile.
          </li>
        </ul>
      </section>

      <section aria-labelledby="delete-heading" className="stack">
        <h2 id="delete-heading">How to delete your account</h2>
        <p>
          Sign in, open <Link to="/portal/settings">Settings</Link> in your portal and go to &ldquo;Delete account&rdquo; at the bottom of the page. Enter your
          password, confirm, and press &ldquo;Delete my account&rdquo;. It takes effect at once and cannot be undone.
        </p>
        <p>
          To have a consultation request you sent without an account erased, or for any other question about your data, write to us through the form on{" "}
          <Link to="/counselors">the counselors page</Link> (see <Link to="/contact">Contact</Link>).
        </p>
      </section>

      <section aria-labelledby="under-18-heading" className="stack">
        <h2 id="under-18-heading">If you are under 18</h2>
        <p>Many of our students are 16 or 17. If that is you:</p>
        <ul>
          <li>Please talk to a parent or guardian before you create an account or send a consultation request, and show them this page.</li>
          <li>
            You only need your name, email address and a password to use the portal. Everything on your profile is optional: you can leave your year of birth,
            citizenship and results empty.
          </li>
          <li>We do not ask for your home address, your school&apos;s name, photos or ID documents, and we never ask for payment details.</li>
          <li>
            You, or your parent or guardian with you, can delete your account and everything in it at any time from your settings, and it is gone for good.
          </li>
        </ul>
      </section>

      <section aria-labelledby="changes-heading" className="stack">
        <h2 id="changes-heading">Changes to this policy</h2>
        <p>
          When what we keep changes, we update this page and the date at the top. Read it alongside our <Link to="/terms">Terms of Service</Link>.
        </p>
      </section>
    </div>
  );
}
