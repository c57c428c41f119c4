import { Link } from "@remix-run/react";

/** The events screen's sidebar: How It Works, Premium Support, and 'Need Immediate Help?'. */
export function ExpertSupportSidebar() {
  return (
    <aside className="expert-support-sidebar" aria-label="Expert support">
      <section className="card" aria-labelledby="how-it-works-heading">
        <h2 id="how-it-works-heading">How It Works</h2>
        <ol className="how-it-works">
          <li>
            <strong>Submit Your Question</strong>
            <span>Ask about admissions, scholarships, visas, careers or student life.</span>
          </li>
          <li>
            <strong>Expert Review</strong>
            <span>One of our education experts reviews your question.</span>
          </li>
          <li>
            <strong>Get Your Answer</strong>
            <span>Receive a personal answer within 24-48 hours, here and by email.</span>
          </li>
        </ol>
      </section>
      <section className="card premium-support" aria-labelledby="premium-support-heading">
        <h2 id="premium-support-heading">Premium Support</h2>
        <p>As a portal user you get priority access to our experts: your questions are answered first.</p>
      </section>
      <section className="card" aria-labelledby="immediate-help-heading">
        <h2 id="immediate-help-heading">Need Immediate Help?</h2>
        <p>Talk to a counselor one-on-one about your plans.</p>
        <Link className="button secondary" to="/counselors">
          Book Consultation
        </Link>
      </section>
    </aside>
  );
}
