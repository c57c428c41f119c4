import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  ConsultationRefusedError,
  consultationFormOptions,
  consultationFormSchema,
  counselorCards,
  filledHoneypot,
  HONEYPOT_FIELD,
  limitConsultationRequest,
  requestConsultation,
} from "@modules/counseling/index.ts";
import { logger } from "@modules/platform/index.ts";
import { ConsultationForm, CounselorCard, type ConsultationActionData, type CounselorCardData } from "~/components/consultation-form.tsx";
import { CounselingPageShell, useConsultationDialog } from "~/components/counseling-page.tsx";
import styles from "~/styles/counselors.css?url";
import { currentUser } from "~/server/auth.server.ts";
import { seoMeta } from "~/utils/seo.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

// The page carries a per-render idempotency key, so it must never be shared by a cache.
export const headers = () => PRIVATE_NO_STORE;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "Counselors",
    description:
      "Education counselors who know Caribbean students: UK and US admissions, Canadian study permits, medical school, scholarships and CAPE/CSEC pathways. Each profile says what a consultation costs.",
    path: "/counselors",
    matches,
  });

const requestQuery = z.string().max(100).nullable().catch(null);

export async function loader({ request }: LoaderFunctionArgs) {
  const counselors = await counselorCards();
  const requested = requestQuery.parse(new URL(request.url).searchParams.get("request"));
  return data(
    { counselors, options: consultationFormOptions(), requestedId: counselors.some((c) => c.id === requested && c.takingRequests) ? requested : null },
    { headers: PRIVATE_NO_STORE },
  );
}

/** The one action for every consultation request form (this page's and /guidance's). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const counselorId = typeof formData.get("counselorId") === "string" ? String(formData.get("counselorId")).slice(0, 100) : null;
  // A bot is told it succeeded, and nothing is appended.
  if (filledHoneypot(formData.get(HONEYPOT_FIELD))) {
    return data<ConsultationActionData>({ result: "success", counselorId: counselorId ?? "" }, { headers: PRIVATE_NO_STORE });
  }
  const submission = parseWithZod(formData, { schema: consultationFormSchema });
  const limited = await limitConsultationRequest(context.clientIp, submission.status === "success" ? submission.value : null);
  if (limited) {
    return data<ConsultationActionData>(
      { result: "failure", counselorId, submission: submission.reply({ formErrors: [limited.message] }), retryAfterSeconds: limited.retryAfterSeconds },
      { status: 429, headers: { ...PRIVATE_NO_STORE, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  if (submission.status !== "success") {
    return data<ConsultationActionData>({ result: "failure", counselorId, submission: submission.reply() }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const { requestKey, website: _website, ...input } = submission.value;
  try {
    // A signed-in student's request is sealed under their key too: deleting the account erases it (decision 0029).
    const sender = await currentUser(request);
    await requestConsultation(input, requestKey, { actor: sender?.id ?? "anonymous", requestId: context.requestId }, sender?.id ?? null);
    return data<ConsultationActionData>({ result: "success", counselorId: input.counselorId }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof ConsultationRefusedError) {
      return data<ConsultationActionData>(
        { result: "failure", counselorId, submission: submission.reply({ fieldErrors: error.fieldErrors }) },
        { status: 400, headers: PRIVATE_NO_STORE },
      );
    }
    logger.error("consultation request failed", { requestId: context.requestId, error: error instanceof Error ? error.message : String(error) });
    return data<ConsultationActionData>({ result: "failure", counselorId, submission: submission.reply() }, { status: 500, headers: PRIVATE_NO_STORE });
  }
}

export default function CounselorsPage() {
  const { counselors, options, requestedId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const dialog = useConsultationDialog();
  const freeCount = counselors.filter((counselor) => counselor.firstConsultationFree).length;
  const allFree = freeCount === counselors.length;
  const featured = counselors.filter((counselor) => counselor.isFeatured);
  const others = counselors.filter((counselor) => !counselor.isFeatured);
  // Without JavaScript: ?request={id} shows the form on the page; after a failed post, the form again with its errors.
  const failedId = actionData?.result === "failure" ? actionData.counselorId : null;
  const inlineId = actionData?.result === "success" ? null : (failedId ?? requestedId);
  const inline = counselors.find((counselor) => counselor.id === inlineId) ?? null;

  const card = (counselor: CounselorCardData) => (
    <CounselorCard
      key={counselor.id}
      counselor={counselor}
      buttonLabel="Request Consultation"
      requestHref={`/counselors?request=${encodeURIComponent(counselor.id)}#request-form`}
      onRequest={() => dialog.open(counselor)}
    />
  );

  return (
    <CounselingPageShell
      className="counselors-page"
      title="Talk to a Counselor"
      crumb="Counselors"
      intro={
        <>
          <p className="lead">
            Education counselors who know the road from the Caribbean to universities abroad and at home.{" "}
            {allFree ? "Every first consultation is free, with no obligation" : "Each profile shows what a consultation costs, with no obligation"}: tell us
            what you need and the counselor contacts you within 24-48 hours.
          </p>
          <p className="notice">
            {/* Said only while it is true of every counselor listed: an admin may set a fee. */}
            <strong>{allFree ? "Free initial consultations." : `Free initial consultations with ${freeCount} of ${counselors.length} counselors.`}</strong>{" "}
            Profiles marked “Sample profile” are illustrative examples, not real people, shown while our partner counselors join.
          </p>
        </>
      }
      actionData={actionData}
      requestPanel={
        inline
          ? {
              heading: `Request a consultation with ${inline.name}`,
              subtitle: inline.title,
              form: <ConsultationForm counselor={inline} options={options} lastResult={actionData?.result === "failure" ? actionData.submission : undefined} />,
              back: { to: "/counselors", label: "Back to all counselors" },
            }
          : null
      }
      options={options}
      dialog={dialog}
    >
      {featured.length ? (
        <section className="page-section" aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured Counselors</h2>
          <ul className="card-grid counselor-grid">{featured.map(card)}</ul>
        </section>
      ) : null}

      <section className="page-section" aria-labelledby="all-heading">
        <h2 id="all-heading">{featured.length ? "More Counselors" : "Our Counselors"}</h2>
        {others.length ? (
          <ul className="card-grid counselor-grid">{others.map(card)}</ul>
        ) : featured.length ? null : (
          <div className="empty-state">
            <p>No counselors are listed right now. Please check back soon.</p>
          </div>
        )}
      </section>
    </CounselingPageShell>
  );
}
