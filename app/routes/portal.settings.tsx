import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  changePassword,
  changePasswordSchema,
  deleteAccount,
  deleteAccountSchema,
  EmailAlreadyVerifiedError,
  endDeviceSessionSchema,
  limitVerificationResend,
  notificationsSchema,
  requestVerificationEmail,
  setNotificationPreferences,
  studentAccountProfile,
  WeakPasswordError,
  WrongPasswordError,
  withPasswordCheckLimit,
  type User,
} from "@modules/identity/index.ts";
import { PASSWORD_HINT } from "@modules/identity/browser.ts";
import type { Actor } from "@modules/eventstore/index.ts";
import { Toggle } from "~/components/account/choice-fields.tsx";
import { FieldErrors, FormField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { resetCalendarFeed } from "@modules/portal/index.ts";
import { CalendarFeedLink } from "~/components/portal/events/event-card.tsx";
import { calendarFeedUrl } from "~/server/portal/events/events.server.ts";
import { endOtherSessions, endSession, requireStudent } from "~/server/auth.server.ts";
import { signedInDevices, signOutDevice, signOutEverywhere } from "~/server/devices.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import accountStyles from "~/styles/portal-account.css?url";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = () => [{ title: "Settings | Study Compass" }, { name: "robots", content: "noindex" }];

type Intent =
  "change-password" | "notifications" | "resend-verification" | "delete-account" | "reset-calendar-feed" | "sign-out-device" | "sign-out-everywhere";
interface SettingsReply {
  intent: Intent;
  submission?: SubmissionResult<string[]>;
  message?: string;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const profile = await studentAccountProfile(user.id);
  if (!profile) throw notFound();
  return data(
    {
      email: profile.email,
      emailVerified: profile.emailVerified,
      notifications: profile.notifications,
      calendarFeedUrl: await calendarFeedUrl(request, user.id),
      devices: await signedInDevices(request, user.id),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const reply = (body: SettingsReply, status = 200) => Response.json(body, { status });

/** What every intent of the settings form gets: who asks, their form, and how their changes are recorded. */
interface IntentInput {
  request: Request;
  clientIp: string;
  user: User;
  form: FormData;
  by: Actor;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const input: IntentInput = {
    request,
    clientIp: context.clientIp,
    user,
    form: await request.formData(),
    by: { actor: user.id, requestId: context.requestId },
  };
  const intent = input.form.get("intent");
  switch (intent) {
    case "resend-verification":
      return resendVerification(input);
    case "notifications":
      return saveNotifications(input);
    case "change-password":
      return changeAccountPassword(input);
    case "delete-account":
      return deleteStudentAccount(input);
    case "reset-calendar-feed":
      return resetCalendar(input);
    case "sign-out-device":
      return signOutOneDevice(input);
    case "sign-out-everywhere":
      return signOutEverywhere(input.user.id);
    default:
      return reply({ intent: "notifications", message: "Choose a setting to change." }, 400);
  }
}

async function resendVerification({ clientIp, user, by }: IntentInput): Promise<Response> {
  const intent = "resend-verification";
  const limited = await limitVerificationResend(clientIp, user.email);
  if (limited) return reply({ intent, message: limited.message }, 429);
  try {
    await requestVerificationEmail(user.id, by);
  } catch (error) {
    if (error instanceof EmailAlreadyVerifiedError) return reply({ intent, message: error.message });
    throw error;
  }
  return reply({ intent, message: `We have sent a new verification link to ${user.email}.` });
}

async function saveNotifications({ user, form, by }: IntentInput): Promise<Response> {
  const intent = "notifications";
  const submission = parseWithZod(form, { schema: notificationsSchema });
  if (submission.status !== "success") return reply({ intent, submission: submission.reply() }, 400);
  const { deadlineReminders, eventEmails, expertAnswerEmails } = submission.value;
  await setNotificationPreferences(
    user.id,
    { deadlineReminders: !!deadlineReminders, eventEmails: !!eventEmails, expertAnswerEmails: !!expertAnswerEmails },
    by,
  );
  return reply({ intent, submission: submission.reply(), message: "Your notification preferences are saved." });
}

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "password"];

async function changeAccountPassword(input: IntentInput): Promise<Response> {
  const intent = "change-password";
  const submission = parseWithZod(input.form, { schema: changePasswordSchema });
  const refusal = await passwordCheckRefusal(intent, input, submission, "currentPassword", (value) => changePassword(input.user.id, value, input.by));
  if (refusal) return refusal;
  const ended = await endOtherSessions(input.request);
  return reply({
    intent,
    submission: submission.reply({ resetForm: true }),
    message: `Your password is changed. ${ended === 1 ? "1 other device was" : `${ended} other devices were`} signed out.`,
  });
}

async function deleteStudentAccount(input: IntentInput): Promise<Response> {
  const submission = parseWithZod(input.form, { schema: deleteAccountSchema });
  const refusal = await passwordCheckRefusal("delete-account", input, submission, "password", (value) =>
    deleteAccount(input.user.id, value.password, input.by),
  );
  return refusal ?? endSession(input.request, "/account-deleted");
}

/**
 * Change password and delete account both ask for the current password first,
 * under the identity module's password-check limit. The reply that refuses the
 * form (rate-limited, invalid, wrong or weak password; typed passwords never
 * echoed), or null once the command is done.
 */
async function passwordCheckRefusal<Value>(
  intent: "change-password" | "delete-account",
  { clientIp, user }: IntentInput,
  submission: Submission<Value>,
  passwordField: "currentPassword" | "password",
  command: (value: Value) => Promise<void>,
): Promise<Response | null> {
  const hideFields = PASSWORD_FIELDS;
  try {
    const valid = submission.status === "success" ? submission.value : null;
    const limited = await withPasswordCheckLimit(clientIp, user.id, valid === null ? null : () => command(valid));
    if (limited) return reply({ intent, submission: submission.reply({ formErrors: [limited.message], hideFields }) }, 429);
  } catch (error) {
    if (error instanceof WrongPasswordError) {
      return reply({ intent, submission: submission.reply({ fieldErrors: { [passwordField]: [error.message] }, hideFields }) }, 400);
    }
    if (error instanceof WeakPasswordError) {
      return reply({ intent, submission: submission.reply({ fieldErrors: { newPassword: [error.message] }, hideFields }) }, 400);
    }
    throw error;
  }
  if (submission.status !== "success") return reply({ intent, submission: submission.reply({ hideFields }) }, 400);
  return null;
}

async function resetCalendar({ user, by }: IntentInput): Promise<Response> {
  await resetCalendarFeed(user.id, by);
  return reply({ intent: "reset-calendar-feed", message: "Your calendar link is reset: the old one no longer works. Add the new link to your calendar app." });
}

/** "Sign out" beside one device: this device's signs out here; another of this account's ends; anyone else's is not found. */
async function signOutOneDevice({ request, user, form }: IntentInput): Promise<Response> {
  const intent = "sign-out-device";
  const submission = parseWithZod(form, { schema: endDeviceSessionSchema });
  if (submission.status !== "success") return reply({ intent, message: "That device is not in your list any more." }, 400);
  const outcome = await signOutDevice(request, user.id, submission.value.sessionId);
  if (outcome instanceof Response) return outcome;
  return outcome === "ended"
    ? reply({ intent, submission: submission.reply(), message: "That device is signed out." })
    : reply({ intent, message: "That device is not in your list any more." }, 404);
}

export default function SettingsPage() {
  const { email, emailVerified, notifications, calendarFeedUrl: feedUrl, devices } = useLoaderData<typeof loader>();
  const actionData = useActionData<SettingsReply>();
  const pending = useIsPending();
  const lastResult = (intent: Intent) => (actionData?.intent === intent ? actionData.submission : undefined);
  const messageFor = (intent: Intent) =>
    actionData?.intent === intent && actionData.message ? (
      <OutcomeNotice outcome={{ description: actionData.message, variant: actionData.submission?.error || !actionData.submission ? "neutral" : "success" }} />
    ) : null;
  const [passwordForm, passwordFields] = useForm<{ currentPassword: string; newPassword: string }>({
    id: "change-password",
    lastResult: lastResult("change-password"),
    shouldValidate: "onSubmit",
  });
  const [deleteForm, deleteFields] = useForm<{ password: string; confirm: string }>({
    id: "delete-account",
    lastResult: lastResult("delete-account"),
    shouldValidate: "onSubmit",
  });

  return (
    <section className="page-section">
      <h1>Settings</h1>

      <section className="settings-section" aria-labelledby="email-heading">
        <h2 id="email-heading">Email address</h2>
        <p>
          <strong>{email}</strong> {emailVerified ? <span className="badge success">Verified</span> : <span className="badge warning">Not verified</span>}
        </p>
        {messageFor("resend-verification")}
        {emailVerified ? null : (
          <Form method="post">
            <p>Open the link we emailed you to verify your address. No email? We can send another.</p>
            <input type="hidden" name="intent" value="resend-verification" />
            <button type="submit" className="button secondary" disabled={pending}>
              Resend verification email
            </button>
          </Form>
        )}
      </section>

      <section className="settings-section" aria-labelledby="password-heading">
        <h2 id="password-heading">Change password</h2>
        {messageFor("change-password")}
        <Form method="post" className="stacked-form" {...getFormProps(passwordForm)}>
          <FieldErrors id={passwordForm.errorId} errors={passwordForm.errors} />
          <input type="hidden" name="intent" value="change-password" />
          <FormField label="Current password" field={passwordFields.currentPassword} type="password" autoComplete="current-password" />
          <FormField label="New password" field={passwordFields.newPassword} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
          <p className="form-hint">You stay signed in here; every other device is signed out.</p>
          <button type="submit" className="button primary" disabled={pending}>
            Change password
          </button>
        </Form>
      </section>

      <section className="settings-section" aria-labelledby="devices-heading">
        <h2 id="devices-heading">Signed-in devices</h2>
        {messageFor("sign-out-device")}
        <p>These browsers are signed in to your account. Sign out of any you do not recognise, or no longer use.</p>
        <ul className="device-list">
          {devices.map((device) => (
            <li key={device.publicId} className="device-item">
              <div>
                <p className="device-name">
                  <strong>{device.device}</strong> {device.current ? <span className="badge success">This device</span> : null}
                </p>
                <p className="form-hint">
                  Signed in {device.signedInAt} · Last active {device.lastActiveAt}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out-device" />
                <input type="hidden" name="sessionId" value={device.publicId} />
                <button type="submit" className="button secondary" disabled={pending}>
                  Sign out
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <p className="form-hint">Signs out every device, this one included. You will need your password to sign in again.</p>
          <button type="submit" className="button danger" disabled={pending}>
            Sign out everywhere
          </button>
        </Form>
      </section>

      <section className="settings-section" aria-labelledby="notifications-heading">
        <h2 id="notifications-heading">Notifications</h2>
        {messageFor("notifications")}
        <Form method="post" className="stacked-form">
          <input type="hidden" name="intent" value="notifications" />
          <fieldset>
            <legend>Email me about</legend>
            <Toggle name="deadlineReminders" label="Deadline reminders" defaultChecked={notifications.deadlineReminders} />
            <Toggle name="eventEmails" label="Events and webinars" defaultChecked={notifications.eventEmails} />
            <Toggle name="expertAnswerEmails" label="Answers from experts" defaultChecked={notifications.expertAnswerEmails} />
          </fieldset>
          <button type="submit" className="button primary" disabled={pending}>
            Save notification preferences
          </button>
        </Form>
      </section>

      <section className="settings-section" aria-labelledby="calendar-heading">
        <h2 id="calendar-heading">Calendar feed</h2>
        {messageFor("reset-calendar-feed")}
        <CalendarFeedLink url={feedUrl} showReset />
        <Form method="post" className="stacked-form">
          <input type="hidden" name="intent" value="reset-calendar-feed" />
          <button type="submit" className="button secondary" disabled={pending}>
            Reset calendar link
          </button>
        </Form>
      </section>

      <section className="settings-section" aria-labelledby="delete-heading">
        <div className="danger-zone">
          <h2 id="delete-heading">Delete account</h2>
          <p>
            This deletes your account, profile, quiz result and everything you saved, and signs you out. It cannot be undone. Your personal details in our
            records become unreadable for good.
          </p>
          <Form method="post" className="stacked-form" {...getFormProps(deleteForm)}>
            <FieldErrors id={deleteForm.errorId} errors={deleteForm.errors} />
            <input type="hidden" name="intent" value="delete-account" />
            <FormField label="Your password" field={deleteFields.password} type="password" autoComplete="current-password" />
            <div className="form-field">
              <div className="checkbox-field">
                <input
                  type="checkbox"
                  id={deleteFields.confirm.id}
                  name={deleteFields.confirm.name}
                  aria-invalid={deleteFields.confirm.errors?.length ? true : undefined}
                  aria-describedby={deleteFields.confirm.errors?.length ? deleteFields.confirm.errorId : undefined}
                />
                <label htmlFor={deleteFields.confirm.id}>I understand that my account and its data will be deleted for good.</label>
              </div>
              <FieldErrors id={deleteFields.confirm.errorId} errors={deleteFields.confirm.errors} />
            </div>
            <button type="submit" className="button danger" disabled={pending}>
              Delete my account
            </button>
          </Form>
        </div>
      </section>
    </section>
  );
}
