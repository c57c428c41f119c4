import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Your account has been deleted | Study Compass" }, { name: "robots", content: "noindex" }];

/** Where deleting an account lands: signed out, with what happened stated plainly. */
export default function AccountDeletedPage() {
  return (
    <section className="page-section narrow">
      <h1>Your account has been deleted</h1>
      <div className="notice success" role="status">
        <p>
          Your account, your profile and everything you saved are gone, and you have been signed out. The personal details in our records can no longer be read
          by anyone, including us.
        </p>
      </div>
      <p>You are welcome back any time: you can sign up again with the same email address.</p>
      <div className="button-row">
        <Link className="button primary" to="/">
          Go to the home page
        </Link>
        <Link className="button secondary" to="/signup">
          Create a new account
        </Link>
      </div>
    </section>
  );
}
