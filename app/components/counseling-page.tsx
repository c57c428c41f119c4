import { Link, useFetcher } from "@remix-run/react";
import { useCallback, useState, type ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs.tsx";
import {
  CONSULTATION_FETCHER,
  ConsultationDialog,
  ConsultationOutcome,
  type ConsultationActionData,
  type ConsultationFormOptions,
  type CounselorCardData,
  type ServicePreset,
} from "~/components/consultation-form.tsx";

type DialogRequest = { counselor: CounselorCardData; service: ServicePreset | null };

/** Which counselor (and service) the consultation dialog is open for, if any. */
export function useConsultationDialog() {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const open = useCallback((counselor: CounselorCardData, service: ServicePreset | null = null) => setRequest({ counselor, service }), []);
  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}

/**
 * The page shell shared by /counselors and /guidance: breadcrumb, title and
 * introduction, the outcome of a sent request, the request form on the page
 * (the no-JavaScript way, `?request={id}`), the page's own sections, and the
 * request dialog (the JavaScript way).
 */
export function CounselingPageShell({
  className,
  title,
  crumb,
  intro,
  actionData,
  requestPanel,
  options,
  dialog,
  children,
}: {
  className: string;
  title: string;
  /** The page's name in the breadcrumb. */
  crumb: string;
  intro: ReactNode;
  /** The outcome of a request posted without JavaScript, when the page is its action. */
  actionData?: ConsultationActionData;
  requestPanel: { heading: string; subtitle: string; form: ReactNode; back: { to: string; label: string } } | null;
  options: ConsultationFormOptions;
  dialog: ReturnType<typeof useConsultationDialog>;
  children: ReactNode;
}) {
  const fetcher = useFetcher<ConsultationActionData>({ key: CONSULTATION_FETCHER });
  return (
    <div className={className}>
      <section className="page-section">
        <Breadcrumbs trail={[]} current={crumb} />
        <h1>{title}</h1>
        {intro}
        <div aria-live="polite">
          <ConsultationOutcome data={fetcher.data ?? actionData} />
        </div>
      </section>

      {requestPanel ? (
        <section id="request-form" className="page-section narrow request-panel" aria-labelledby="request-form-heading">
          <h2 id="request-form-heading">{requestPanel.heading}</h2>
          <p className="muted">{requestPanel.subtitle}</p>
          {requestPanel.form}
          <p>
            <Link to={requestPanel.back.to}>{requestPanel.back.label}</Link>
          </p>
        </section>
      ) : null}

      {children}

      <ConsultationDialog counselor={dialog.request?.counselor ?? null} service={dialog.request?.service ?? null} options={options} onClose={dialog.close} />
    </div>
  );
}
