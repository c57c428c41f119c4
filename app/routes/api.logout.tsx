import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { endSession } from "~/server/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Sign out | Study Compass" }, { name: "robots", content: "noindex" }];

// Signing out changes state, so it happens on POST; a plain visit asks first.
export async function action({ request }: ActionFunctionArgs) {
  return endSession(request, "/");
}

export default function SignOutPage() {
  return (
    <section className="page-section narrow">
      <h1>Sign out</h1>
      <p>Sign out of your Study Compass portal on this device?</p>
      <Form method="post" action="/api/logout">
        <button type="submit" className="button primary">
          Sign Out
        </button>
      </Form>
    </section>
  );
}
