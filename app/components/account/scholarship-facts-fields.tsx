import type { FieldMetadata } from "@conform-to/react";
import { CITIZENSHIPS, CXC_EXAMS, CXC_GRADE_NUMERALS, CXC_SUBJECT_SUGGESTIONS } from "@modules/identity/browser.ts";
import { FieldErrors, FormField, SelectField } from "~/components/form-field.tsx";

/** One row of the CXC results as the form holds it: every part may be empty. */
interface CxcResultRowInput {
  exam?: string;
  subject?: string;
  grade?: string | number;
}

const SUBJECTS_LIST_ID = "cxc-subjects";
const GRADE_OPTIONS = CXC_GRADE_NUMERALS.map((numeral, index) => ({ value: String(index + 1), label: numeral }));

/**
 * The profile's facts for scholarship matching (issue 26): citizenship, year
 * of birth, work experience and CXC results, one row per result. The rows are
 * the saved results and a few empty ones; each row's fields say which result
 * they belong to (", result 2") to screen readers.
 */
export function ScholarshipFactsFields({
  citizenship,
  birthYear,
  workExperienceYears,
  cxcResults,
}: {
  citizenship: FieldMetadata<string | undefined>;
  birthYear: FieldMetadata<string | undefined>;
  workExperienceYears: FieldMetadata<string | undefined>;
  cxcResults: FieldMetadata<CxcResultRowInput[] | undefined>;
}) {
  const rows = cxcResults.getFieldList();
  return (
    <fieldset className="scholarship-facts" aria-describedby="scholarship-facts-hint">
      <legend>For scholarship matching</legend>
      <p className="form-hint" id="scholarship-facts-hint">
        We use these only to show which awards you can apply for. They are stored encrypted, like the rest of your profile.
      </p>
      <SelectField label="Citizenship" field={citizenship} options={CITIZENSHIPS.map(({ value, label }) => ({ value, label }))} placeholder="Not chosen" />
      <FormField label="Year of birth" field={birthYear} inputMode="numeric" autoComplete="bday-year" className="short-input" />
      <FormField label="Years of full-time work experience" field={workExperienceYears} inputMode="numeric" autoComplete="off" className="short-input" />
      <fieldset className="cxc-results" aria-describedby="cxc-results-hint">
        <legend>CXC results</legend>
        <p className="form-hint" id="cxc-results-hint">
          One row for each CSEC subject or CAPE unit (for example &ldquo;Biology Unit 1&rdquo;). Clear a row to remove that result.
        </p>
        <FieldErrors id={cxcResults.errorId} errors={cxcResults.errors} />
        {rows.map((row, index) => {
          const result = row.getFieldset();
          const labelDetail = `, result ${index + 1}`;
          return (
            <div className="cxc-result" key={row.key}>
              <SelectField
                label="Exam"
                labelDetail={labelDetail}
                field={result.exam}
                options={CXC_EXAMS.map(({ value, label }) => ({ value, label }))}
                placeholder="Not chosen"
              />
              <FormField label="Subject" labelDetail={labelDetail} field={result.subject} list={SUBJECTS_LIST_ID} autoComplete="off" />
              <SelectField label="Grade" labelDetail={labelDetail} field={result.grade as never} options={GRADE_OPTIONS} placeholder="Not chosen" />
            </div>
          );
        })}
        <datalist id={SUBJECTS_LIST_ID}>
          {CXC_SUBJECT_SUGGESTIONS.map((subject) => (
            <option key={subject} value={subject} />
          ))}
        </datalist>
      </fieldset>
    </fieldset>
  );
}
