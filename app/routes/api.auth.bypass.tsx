import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { ensureDemoStudent } from "@modules/identity/index.ts";
import { startSession } from "~/server/auth.server.ts";
import { assertNotProduction } from "~/server/http.server.ts";

export const meta: MetaFunction = () => [{ title: "Demo sign-in | Study Compass" }, { name: "robots", content: "noindex" }];

export async function loader() {
  assertNotProduction();
  return null;
}

/** Development only: signs in the demo student. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertNotProduction();
  const student = await ensureDemoStudent({ actor: "system", requestId: context.requestId });
  return startSession(request, student.id, "/portal/dashboard");
}

export default function DemoSignInPage() {
  return (
    <section className="page-section narrow">
      <h1>Demo sign-in</h1>
      <p>This development-only shortcut signs you in as the demo student. It does not exist in production.</p>
      <Form method="post">
        <button type="submit" className="button primary">
          Sign in as the demo student
        </button>
      </Form>
    </section>
  );
}
