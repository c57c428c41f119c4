import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { CloseIcon } from "~/components/icons.tsx";

export interface Option {
  value: string;
  label: string;
}

/** A counselor as the request form needs it. */
export interface RequestableCounselor {
  id: string;
  name: string;
  title: string;
  areaOptions: Option[];
  consultationFee: string;
  /** Only then does the form promise a free first consultation; else it states the fee. */
  firstConsultationFree: boolean;
}

/** A preset from /guidance: the service the student is asking about. */
export interface ServicePreset {
  id: string;
  name: string;
  message: string;
}

export interface ConsultationFormOptions {
  educationLevels: readonly Option[];
  contactMethods: readonly Option[];
  /** Idempotency key for the next request, made by the server when the page was rendered. */
  requestKey: string;
}

/** What the /counselors action answers. */
export type ConsultationActionData =
  | { result: "success"; counselorId: string }
  | { result: "failure"; counselorId: string | null; submission?: SubmissionResult<string[]>; retryAfterSeconds?: number };

export const CONSULTATION_FETCHER = "consultation-request";
export const SUCCESS_TITLE = "Request Submitted!";
export const SUCCESS_MESSAGE = "Your consultation request has been sent successfully. The counselor will contact you soon.";
export const FAILURE_TITLE = "Submission Failed";
export const FAILURE_MESSAGE = "There was an error submitting your request. Please try again.";

interface FormValues {
  counselorId: string;
  studentName: string;
  studentEmail: string;
  studentPhone: string;
  areaOfInterest: string;
  currentEducationLevel: string;
  preferredContactMethod: string;
  message: string;
  requestKey: string;
  website: string;
}

/**
 * The consultation request form. It posts to the /counselors action through a
 * fetcher: with JavaScript the page stays put (the dialog shows the result);
 * without it the browser posts the form and /counselors shows the result.
 */
export function ConsultationForm({
  counselor,
  options,
  service,
  lastResult,
  onCancel,
}: {
  counselor: RequestableCounselor;
  options: ConsultationFormOptions;
  service?: ServicePreset | null;
  lastResult?: SubmissionResult<string[]>;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<ConsultationActionData>({ key: CONSULTATION_FETCHER });
  const pending = fetcher.state !== "idle";
  const [form, fields] = useForm<FormValues>({
    id: `consultation-${counselor.id}`,
    lastResult,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
    defaultValue: {
      areaOfInterest: service ? "general" : (counselor.areaOptions[0]?.value ?? ""),
      preferredContactMethod: "email",
      message: service?.message ?? "",
    },
  });
  const failure = fetcher.data?.result === "failure" && fetcher.data.counselorId === counselor.id ? fetcher.data : null;
  return (
    <fetcher.Form method="post" action="/counselors" className="stacked-form consultation-form" {...getFormProps(form)}>
      {failure || lastResult?.status === "error" ? (
        <div className="notice error" role="alert">
          <p>
            <strong>{FAILURE_TITLE}</strong>
          </p>
          {/* A refusal the form explains (a rate limit says how long to wait) needs no contradicting "try again". */}
          {form.errors?.length ? null : <p>{FAILURE_MESSAGE}</p>}
        </div>
      ) : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="counselorId" value={counselor.id} />
      <input type="hidden" name="requestKey" value={options.requestKey} />
      <FieldErrors id={fields.counselorId.errorId} errors={fields.counselorId.errors} />
      {service ? <p className="muted">Service: {service.name}</p> : null}
      <FormField label="Full Name" field={fields.studentName} autoComplete="name" maxLength={120} required />
      <FormField label="Email Address" field={fields.studentEmail} type="email" autoComplete="email" maxLength={254} required />
      <FormField label="Phone (optional)" field={fields.studentPhone} type="tel" autoComplete="tel" maxLength={30} />
      <SelectField label="Area of Interest" field={fields.areaOfInterest} options={counselor.areaOptions} required />
      <SelectField
        label="Current Education Level (optional)"
        field={fields.currentEducationLevel}
        options={options.educationLevels}
        placeholder="Select your education level"
      />
      <SelectField label="Preferred Contact Method" field={fields.preferredContactMethod} options={options.contactMethods} />
      <div className="form-field">
        <label htmlFor={fields.message.id}>Additional Information (optional)</label>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={4} maxLength={5000} />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${form.id}-website`}>Leave this field empty</label>
        <input id={`${form.id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="form-hint">
        The counselor replies within 24-48 hours.{" "}
        {counselor.firstConsultationFree ? "Your first consultation is free." : `Their consultation fee: ${counselor.consultationFee}.`}
      </p>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Submitting..." : "Submit Request"}
        </button>
        {onCancel ? (
          <button type="button" className="button ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** The link that opens the request form: its own page without JavaScript, a dialog with it. */
export function RequestConsultationLink({
  href,
  onOpen,
  children,
  label,
  className = "button primary",
}: {
  href: string;
  onOpen: () => void;
  children: React.ReactNode;
  /** The accessible name: the visible text, then what it is about. */
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/**
 * The native `<dialog>` holding the request form, and the page-level result
 * notice. On success the dialog closes and the form is reset (a fresh mount).
 */
export function ConsultationDialog({
  counselor,
  service,
  options,
  onClose,
}: {
  counselor: RequestableCounselor | null;
  service: ServicePreset | null;
  options: ConsultationFormOptions;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<ConsultationActionData>({ key: CONSULTATION_FETCHER });
  const [resets, setResets] = useState(0);
  const handledData = useRef<unknown>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (counselor && !dialog.open) dialog.showModal();
    if (!counselor && dialog.open) dialog.close();
  }, [counselor]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handledData.current === fetcher.data) return;
    handledData.current = fetcher.data;
    if (fetcher.data.result === "success") {
      setResets((count) => count + 1);
      onClose();
    }
  }, [fetcher.state, fetcher.data, onClose]);

  const titleId = "consultation-dialog-title";
  return (
    <dialog ref={dialogRef} className="consultation-dialog" aria-labelledby={titleId} onClose={onClose}>
      {counselor ? (
        <>
          <div className="consultation-dialog-header">
            <h2 id={titleId}>Request a consultation with {counselor.name}</h2>
            <button type="button" className="button ghost small" onClick={onClose} aria-label="Close">
              <CloseIcon aria-hidden="true" />
            </button>
          </div>
          <p className="muted">{counselor.title}</p>
          <ConsultationForm
            key={`${counselor.id}-${service?.id ?? ""}-${resets}`}
            counselor={counselor}
            service={service}
            options={options}
            lastResult={fetcher.data?.result === "failure" && fetcher.data.counselorId === counselor.id ? fetcher.data.submission : undefined}
            onCancel={onClose}
          />
        </>
      ) : null}
    </dialog>
  );
}

/** The outcome, stated on the page (the site's one toast-like notice). */
export function ConsultationOutcome({ data }: { data: ConsultationActionData | undefined }) {
  if (!data || data.result !== "success") return null;
  return (
    <div className="notice success" role="status">
      <p>
        <strong>{SUCCESS_TITLE}</strong>
      </p>
      <p>{SUCCESS_MESSAGE}</p>
    </div>
  );
}

/** Said on a full counselor's card in place of the request button. */
export const COUNSELOR_FULL_NOTE = (firstName: string) => `${firstName} is not taking new requests right now: their consultation list is full.`;

/** What a counselor card shows (the module's CounselorCard, as page data). */
export interface CounselorCardData extends RequestableCounselor {
  firstName: string;
  bio: string;
  specializations: string[];
  experience: string;
  languages: string[];
  availableHours: string;
  consultationFee: string;
  commissionDisclosure: string | null;
  isFeatured: boolean;
  isSample: boolean;
  /** False when their open requests reached their capacity: the card says so and offers no request. */
  takingRequests: boolean;
}

/** Three specializations on featured cards, two on others, then '+N more'. */
export function CounselorCard({
  counselor,
  headingLevel = 3,
  buttonLabel,
  requestHref,
  onRequest,
}: {
  counselor: CounselorCardData;
  headingLevel?: 2 | 3;
  buttonLabel: string;
  requestHref: string;
  onRequest: () => void;
}) {
  const shown = counselor.isFeatured ? 3 : 2;
  const hidden = counselor.specializations.length - shown;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={`card counselor-card${counselor.isFeatured ? " featured" : ""}`}>
      <div className="counselor-card-top">
        <span className="counselor-avatar" aria-hidden="true">
          {counselor.name
            .split(/\s+/)
            .map((part) => part[0])
            .slice(0, 2)
            .join("")}
        </span>
        <div>
          <Heading>{counselor.name}</Heading>
          <p className="muted counselor-title">{counselor.title}</p>
        </div>
      </div>
      <p className="counselor-badges">
        {counselor.isFeatured ? <span className="badge accent">Featured</span> : null}
        {counselor.isSample ? <span className="badge sample">Sample profile</span> : null}
      </p>
      <p>{counselor.bio}</p>
      <ul className="specializations" aria-label="Specializations">
        {counselor.specializations.slice(0, shown).map((specialization) => (
          <li key={specialization} className="badge">
            {specialization}
          </li>
        ))}
        {hidden > 0 ? <li className="badge more">+{hidden} more</li> : null}
      </ul>
      <dl className="counselor-facts">
        <div>
          <dt>Experience</dt>
          <dd>{counselor.experience}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{counselor.languages.join(", ")}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{counselor.availableHours}</dd>
        </div>
        <div>
          <dt>Consultation</dt>
          <dd>{counselor.consultationFee}</dd>
        </div>
        {counselor.commissionDisclosure ? (
          <div>
            <dt>Commission disclosed</dt>
            <dd>{counselor.commissionDisclosure}</dd>
          </div>
        ) : null}
      </dl>
      {counselor.takingRequests ? (
        <RequestConsultationLink
          href={requestHref}
          onOpen={onRequest}
          label={buttonLabel.startsWith("Work with") ? `Work with ${counselor.name}` : `${buttonLabel} with ${counselor.name}`}
        >
          {buttonLabel}
        </RequestConsultationLink>
      ) : (
        <p className="notice counselor-full">{COUNSELOR_FULL_NOTE(counselor.firstName)}</p>
      )}
    </li>
  );
}
