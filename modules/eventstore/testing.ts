// The event store's door for tests: given/when/then for deciders (pure, unit
// tier) and given-events-expect-rows for projections (integration tier).
// Never imported by application code: it pulls in Vitest.
export { deciderSpec } from "./decider-spec.ts";
export { projectionSpec, type SpecEvent, type TableRows } from "./projection-spec.ts";
export { recordedStream, type GivenEvent } from "./recorded-fixture.ts";
// A test's transaction as the projector hands it to a projection (the store's tables only), to call `apply` directly.
export { storeView as projectorView } from "./db.ts";
export { storedEventCount } from "./event-count.ts";
