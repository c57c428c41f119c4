import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/forms.ts";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  ProfileChoiceError,
  profileChoices,
  profileCompleteness,
  profileFormSchema,
  studentAccountProfile,
  updateStudentProfile,
  type ProfileFormInput,
} from "@modules/identity/index.ts";
import { BLANK_CXC_RESULT_ROWS, EDUCATION_LEVELS, LOCAL_CURRENCIES, LOCAL_CURRENCY_NAMES, MAX_YEARS_AHEAD } from "@modules/identity/browser.ts";
import { CheckboxGroup } from "~/components/account/choice-fields.tsx";
import { ScholarshipFactsFields } from "~/components/account/scholarship-facts-fields.tsx";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";
import { requireStudent } from "~/server/auth.server.ts";
import { useIsPending } from "~/utils/pending.ts";
import accountStyles from "~/styles/portal-account.css?url";
import { PRIVATE_NO_STORE, notFound } from "~/server/http.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export const meta: MetaFunction = () => [{ title: "Profile | Study Compass" }, { name: "robots", content: "noindex" }];

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudent(request);
  const [profile, choices] = await Promise.all([studentAccountProfile(user.id), profileChoices()]);
  if (!profile) throw notFound();
  const thisYear = new Date().getUTCFullYear();
  return data(
    { profile, completeness: profileCompleteness(profile), choices, years: Array.from({ length: MAX_YEARS_AHEAD + 1 }, (_, index) => thisYear + index) },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStudent(request);
  const submission = parseWithZod(await request.formData(), { schema: profileFormSchema() });
  if (submission.status !== "success") return Response.json({ submission: submission.reply(), saved: false }, { status: 400 });
  try {
    await updateStudentProfile(user.id, submission.value, { actor: user.id, requestId: context.requestId });
  } catch (error) {
    if (error instanceof ProfileChoiceError) {
      return Response.json({ submission: submission.reply({ fieldErrors: { [error.field]: [error.message] } }), saved: false }, { status: 400 });
    }
    throw error;
  }
  // The form starts again from what was saved: the results as kept (empty rows dropped) and fresh empty rows below them.
  return Response.json({ submission: submission.reply({ resetForm: true }), saved: true });
}

export default function ProfilePage() {
  const { profile, completeness, choices, years } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const navigation = useNavigation();
  const [year, month] = profile.targetStartMonth?.split("-") ?? [];
  const [form, fields] = useForm<ProfileFormInput>({
    id: "profile",
    // React Router hands over a save's reply while the loader still fetches the saved profile: the form's reset to it waits for that.
    lastResult: navigation.state === "idle" ? actionData?.submission : undefined,
    shouldValidate: "onSubmit",
    defaultValue: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      educationLevel: profile.educationLevel ?? "",
      careerInterests: profile.careerInterests,
      preferredDestinations: profile.preferredDestinations,
      startMonth: month ? String(Number(month)) : "",
      startYear: year ?? "",
      localCurrency: profile.localCurrency ?? "",
      citizenship: profile.citizenship ?? "",
      birthYear: profile.birthYear === null ? "" : String(profile.birthYear),
      workExperienceYears: profile.workExperienceYears === null ? "" : String(profile.workExperienceYears),
      cxcResults: [
        ...profile.cxcResults.map(({ exam, subject, grade }) => ({ exam, subject, grade: String(grade) })),
        ...Array.from({ length: BLANK_CXC_RESULT_ROWS }, () => ({ exam: "", subject: "", grade: "" })),
      ],
    } as never,
  });
  const percent = Math.round(completeness * 100);
  return (
    <section className="page-section">
      <h1>Profile</h1>
      <p>Tell us about your plans, so your portal can point you to the right schools, scholarships and deadlines.</p>
      <div className="completeness">
        <label htmlFor="profile-completeness">Your profile is {percent}% complete</label>
        <progress id="profile-completeness" max={100} value={percent}>
          {percent}%
        </progress>
        <p className="form-hint">
          Each of the seven parts below counts the same: your name, education level, career interests, destinations, start date, currency and citizenship.
        </p>
      </div>
      {actionData?.saved ? (
        <div className="notice success" role="status">
          <p>Your profile is saved.</p>
        </div>
      ) : null}
      <Form method="post" className="stacked-form" {...getFormProps(form)}>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div className="field-pair">
          <FormField label="First name" field={fields.firstName} autoComplete="given-name" />
          <FormField label="Last name" field={fields.lastName} autoComplete="family-name" />
        </div>
        <SelectField
          label="Education level"
          field={fields.educationLevel}
          options={EDUCATION_LEVELS.map(({ value, label }) => ({ value, label }))}
          placeholder="Not chosen"
        />
        <CheckboxGroup
          legend="Career interests"
          hint="The study pathways you are considering."
          field={fields.careerInterests as never}
          choices={choices.pathways.map(({ slug, name }) => ({ value: slug, label: name }))}
        />
        <CheckboxGroup
          legend="Preferred destinations"
          hint="Where you would like to study."
          field={fields.preferredDestinations as never}
          choices={choices.destinations.map(({ slug, name }) => ({ value: slug, label: name }))}
        />
        <fieldset>
          <legend>Target start date</legend>
          <div className="field-pair">
            <SelectField
              label="Month"
              field={fields.startMonth as never}
              options={MONTHS.map((name, index) => ({ value: String(index + 1), label: name }))}
              placeholder="Not chosen"
            />
            <SelectField
              label="Year"
              field={fields.startYear as never}
              options={years.map((value) => ({ value: String(value), label: String(value) }))}
              placeholder="Not chosen"
            />
          </div>
        </fieldset>
        <SelectField
          label="Local currency"
          field={fields.localCurrency}
          options={LOCAL_CURRENCIES.map((code) => ({ value: code, label: LOCAL_CURRENCY_NAMES[code] }))}
          placeholder="Not chosen"
        />
        <ScholarshipFactsFields
          citizenship={fields.citizenship}
          birthYear={fields.birthYear as never}
          workExperienceYears={fields.workExperienceYears as never}
          cxcResults={fields.cxcResults as never}
        />
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? "Saving..." : "Save profile"}
        </button>
      </Form>
    </section>
  );
}
