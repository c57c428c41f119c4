// Dashboard: what the student's dashboard shows, composed from the other areas (no events of its own).
export { scholarshipDeadlinesFrom, studentDashboard, type ScholarshipDeadline, type StudentDashboard } from "./queries.ts";
