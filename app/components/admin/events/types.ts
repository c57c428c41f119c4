import type { SubmissionResult } from "@conform-to/react";
import type { Outcome } from "~/components/outcome.tsx";

/** The event form's fields as text, the way a browser posts them. */
export interface EventFormValues {
  title: string;
  description: string;
  type: string;
  /** "2027-01-14T19:00" in Atlantic Standard Time. */
  startsAt: string;
  durationMinutes: string;
  presenter: string;
  presenterTitle: string;
  maxAttendees: string;
  tags: string;
  meetingLink: string;
  recordingUrl: string;
}

/** The event form action's answer when it does not redirect. */
export interface EventFormActionData {
  submission: SubmissionResult<string[]>;
  toast: Outcome;
  /** Someone saved first: their version, and the version to save over it deliberately. */
  conflict?: { currentVersion: number; theirs: { id: string; title: string; when: string; capacity: string; presenter: string; description: string } };
}
