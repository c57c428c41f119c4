// Readiness: the Application Readiness Score, its parts and its weekly change.
export { readinessProjection } from "./projection.ts";
export { studentReadiness, type StudentReadiness } from "./queries.ts";
export { readiness, readinessMessage, type Readiness, type ReadinessInputs, type ReadinessPart } from "./score.ts";
