import { Form } from "@remix-run/react";
import { createContext, useContext, useRef, type ReactNode } from "react";
import { COMPARE_LIMIT, COMPARE_MINIMUM } from "@modules/portal/browser.ts";
import { useHydrated, useStateFromDom } from "~/utils/hydration.ts";

export const COMPARE_FORM_ID = "compare-form";

interface CompareSelection {
  hydrated: boolean;
  chosen: readonly string[];
  toggle: (schoolId: string, on: boolean) => void;
}

const CompareContext = createContext<CompareSelection>({ hydrated: false, chosen: [], toggle: () => undefined });

/**
 * The compare: checkboxes that belong to one GET form (by its id, so
 * they can sit in each card beside the card's own POST forms). Without
 * JavaScript the Compare button always shows and the server refuses fewer
 * than two or more than three; with it, the other boxes are disabled once
 * three are chosen and Compare shows only when more than one is.
 */
export function ComparePicker({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Boxes ticked before the scripts ran count (the boxes belong to this form by its id).
  const [chosen, setChosen] = useStateFromDom<string[]>([], () => (formRef.current ? new FormData(formRef.current).getAll("school").map(String) : undefined));
  const toggle = (schoolId: string, on: boolean) =>
    setChosen((current) => (on ? [...current.filter((id) => id !== schoolId), schoolId] : current.filter((id) => id !== schoolId)));
  const showButton = !hydrated || chosen.length >= COMPARE_MINIMUM;
  return (
    <CompareContext.Provider value={{ hydrated, chosen, toggle }}>
      <Form ref={formRef} id={COMPARE_FORM_ID} method="get" action="/portal/planner/shortlist/compare" className="compare-bar" aria-label="Compare schools">
        <p className="compare-hint" id="compare-hint">
          Tick up to {COMPARE_LIMIT} schools to compare them side by side.
          {hydrated ? <span aria-live="polite"> {chosen.length === 0 ? "" : `${chosen.length} of ${COMPARE_LIMIT} chosen.`}</span> : null}
        </p>
        {showButton ? (
          <button type="submit" className="button primary">
            Compare{hydrated ? ` (${chosen.length})` : ""}
          </button>
        ) : null}
      </Form>
      {children}
    </CompareContext.Provider>
  );
}

export function CompareCheckbox({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const { hydrated, chosen, toggle } = useContext(CompareContext);
  const checked = chosen.includes(schoolId);
  const full = hydrated && !checked && chosen.length >= COMPARE_LIMIT;
  const id = `compare-${schoolId}`;
  return (
    <div className="checkbox-field compare-checkbox">
      <input
        type="checkbox"
        id={id}
        name="school"
        value={schoolId}
        form={COMPARE_FORM_ID}
        disabled={full}
        aria-describedby="compare-hint"
        onChange={(event) => toggle(schoolId, event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        Compare<span className="visually-hidden"> {schoolName}</span>
      </label>
    </div>
  );
}
