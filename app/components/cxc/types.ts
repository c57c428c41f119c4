// The school page's reading of a CXC entry minimum (the catalogue's `cxcEntryView`), as a type only: components import no server code.
export type { CxcEntryView } from "@modules/catalog/index.ts";
