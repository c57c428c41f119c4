/** The directory entry page's fixed words (issue 27 item 1). */

/** The figures a data set may give, in the order shown. */
export const FIGURE_LABELS = {
  tuitionOutOfState: "Out-of-state tuition and fees",
  tuitionInState: "In-state tuition and fees",
  roomBoardOnCampus: "Room and board on campus",
  booksSupplies: "Books and supplies",
  admissionRate: "Admission rate",
  undergraduates: "Undergraduate students",
} as const;

/** Why the out-of-state figure is the one to read (open-datasets.md §1): said under a US entry's figures. */
export const US_FIGURES_NOTE =
  "The College Scorecard gives no rate for international students: out-of-state tuition is the closest to what a Caribbean student pays. These figures are for a past academic year, not the current fees; confirm them with the school.";

/** What no data set gives for any entry yet: each a question for the official site. */
export const NOT_GATHERED = ["Living costs", "Application deadlines", "English language requirements", "CXC (CSEC and CAPE) entry requirements", "Programmes"];

/** Said first in the "not gathered" list: a US entry's figures are not international fees; elsewhere no fee is given at all. */
export const TUITION_NOT_GATHERED = { us: "International student tuition", other: "Tuition and fees" } as const;
