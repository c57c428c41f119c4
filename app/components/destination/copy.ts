// The destination page's static copy, apart from its sections' prose.

/** The five sections the in-page navigation leads to, by id. */
export const SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "universities", label: "Universities" },
  { id: "student-life", label: "Student Life" },
  { id: "costs", label: "Costs" },
  { id: "requirements", label: "Requirements" },
] as const;

/** The costs to plan for, and when they fall due. */
export const BUDGET_ITEMS = [
  { cost: "Application fees and transcripts", when: "Before you apply" },
  { cost: "Visa or permit fees, health surcharge or insurance", when: "After your offer, before you travel" },
  { cost: "Flights, first month's rent and deposit", when: "Before you arrive" },
  { cost: "Tuition (often in instalments)", when: "Each term or year" },
  { cost: "Rent, food, transport, phone, books", when: "Every month" },
] as const;

/** The essential guides under the overview; the visa guide names the destination's visa when known. */
export function essentialGuides(destinationName: string, studentVisa: string | null) {
  return [
    {
      title: "Visa & Immigration",
      text: studentVisa
        ? `What the ${studentVisa} involves, and the documents to gather before you apply.`
        : `What immigration permission you may need to study in ${destinationName}, and who to ask.`,
      to: "/application-guide",
      action: "Application guide",
    },
    {
      title: "Costs & Funding",
      text: `Budgeting for tuition and living costs, and scholarships open to Caribbean students.`,
      to: "/funding",
      action: "Funding guide",
    },
    {
      title: "Student Life & Arrival",
      text: `Housing, settling in, staying well and making friends in a new place.`,
      to: "/student-life",
      action: "Student life guide",
    },
  ];
}
