import type { ImportRowError } from "../eventstore/index.ts";
import { NO_FIGURES, type DirectoryDataset, type DirectoryEntry, type DirectoryFigures, type MoneyFigure } from "./schemas.ts";
import type { InstitutionControl, InstitutionType } from "./tables.ts";

/*
 * What a row of each open data file means (issue 27 item 1, decision 0046):
 * the columns each extract has, which rows are institutions of a destination,
 * and the entry a row states. Pure: the importer (import.ts) adds the slug,
 * the destination's id and the profiled school it is.
 */

/** The columns of the College Scorecard extract (infra/seed/directory/README.md). */
export const SCORECARD_COLUMNS = [
  "unitid",
  "name",
  "city",
  "state",
  "control",
  "deg_predominant",
  "academic_year",
  "n_undergrads",
  "tuition_fees_out_of_state_usd",
  "tuition_fees_in_state_usd",
  "room_board_on_campus_usd",
  "books_supplies_usd",
  "admission_rate",
  "url",
  "ipeds_hd2024_website",
  "ipeds_hd2024_admissions_url",
  "ipeds_hd2024_application_url",
  "ipeds_hd2024_net_price_calculator_url",
  "ipeds_hd2024_active",
] as const;

/** The columns of the Hipo world universities subset. */
export const HIPO_COLUMNS = ["alpha_two_code", "country", "name", "web_pages", "domains", "state_province"] as const;

export type FileLayout = "scorecard" | "hipo";

/** Which extract a file is, from its columns (its header): each has columns the other lacks. */
export function layoutOf(columns: readonly string[]): FileLayout | null {
  const has = (wanted: readonly string[]) => wanted.every((column) => columns.includes(column));
  if (has(["unitid", "name", "academic_year"])) return "scorecard";
  if (has(["alpha_two_code", "name", "domains"])) return "hipo";
  return null;
}

export const UNKNOWN_LAYOUT_MESSAGE =
  "The file's columns are neither the College Scorecard extract's (unitid, name, academic_year...) nor the Hipo world universities list's (alpha_two_code, name, domains...).";

/** Where each file's entries come from (infra/seed/directory/README.md). A newer extract from a newer commit changes these with it. */
export const DATASETS: Readonly<Record<FileLayout, DirectoryDataset>> = {
  scorecard: {
    name: "US College Scorecard (US Department of Education) with IPEDS HD2024 web addresses",
    url: "https://github.com/gadenbuie/scorecard-db",
    version: "2106afaf6cd0618a7eabf20d083381c950a8c3c2",
    licence: "CC0 (public domain)",
  },
  hipo: {
    name: "Hipo world universities and domains list",
    url: "https://github.com/Hipo/university-domains-list",
    version: "bb07faf064e1c68be9b26fb71de31f01e361f974",
    licence: "MIT",
  },
};

/** When the Department of Education released each academic year's Scorecard figures (open-datasets.md §1). */
const SCORECARD_RELEASES: Readonly<Record<string, string>> = { "2022-23": "2025-01-16" };

/** The label every Scorecard figure carries: "US Department of Education College Scorecard, 2022-23 (released 2025-01-16)". */
export function scorecardSourceLabel(academicYear: string): string {
  const released = SCORECARD_RELEASES[academicYear];
  return `US Department of Education College Scorecard, ${academicYear}${released ? ` (released ${released})` : ""}`;
}

/**
 * The site's destination of each country code a file may hold. The Eastern
 * Caribbean destination covers the seven OECS member states its page names;
 * every other code (Haiti, Belize, Guyana, Suriname, the Cayman Islands...) is
 * not one of our destinations.
 */
export const DESTINATION_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: "usa",
  CA: "canada",
  GB: "uk",
  IE: "ireland",
  DE: "germany",
  AU: "australia",
  JM: "jamaica",
  BS: "bahamas",
  BB: "barbados",
  TT: "trinidad-tobago",
  AG: "eastern-caribbean",
  DM: "eastern-caribbean",
  GD: "eastern-caribbean",
  MS: "eastern-caribbean",
  KN: "eastern-caribbean",
  LC: "eastern-caribbean",
  VC: "eastern-caribbean",
};

/**
 * Scorecard "states" that are sovereign countries in free association with
 * the US (Micronesia, Palau, the Marshall Islands), not the United States. US
 * territories (Puerto Rico, Guam, the US Virgin Islands...) stay with it.
 */
const NOT_US = new Set(["FM", "PW", "MH"]);

/** A row's reading: the entry it states (without its slug, destination id and profiled school), a row left out on purpose, or its problems. */
export type RowReading =
  | { kind: "entry"; entry: EntryDraft; destinationSlug: string; hosts: string[] }
  | { kind: "skipped"; id: string | null; name: string; note: string; entry?: EntryDraft; destinationSlug?: string; hosts?: string[] }
  | { kind: "invalid"; id: string | null; name: string; errors: ImportRowError[] };

export type EntryDraft = Omit<DirectoryEntry, "slug" | "destinationId" | "profiledSchoolId">;

const cell = (values: Record<string, unknown>, column: string): string => {
  const value = values[column];
  return value === undefined || value === null ? "" : String(value).trim();
};

/**
 * A web address as a link: the scheme IPEDS often leaves out is taken to be
 * https; text that is not an address with a dotted host is none.
 */
export function webAddress(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return url.hostname.includes(".") ? url.href : null;
}

/** A host as sites are matched on: lower case, without "www.". */
export function hostOf(address: string): string | null {
  const url = webAddress(address);
  return url ? new URL(url).hostname.toLowerCase().replace(/^www\./, "") : null;
}

/**
 * A name as names are compared: no accents, case, punctuation, bracketed
 * acronyms, "the" or a trailing "campus", "&" read as "and", "St." as "saint".
 * "The University of the West Indies, Mona Campus" and "University of the
 * West Indies, Mona" read alike.
 */
export function normalisedName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/&/g, " and ")
    .replace(/\bst\.?(?=\s)/g, "saint")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((word) => word && word !== "the")
    .join(" ")
    .replace(/ campus$/, "");
}

/**
 * What the source says an institution is: the Scorecard's predominant degree
 * "Associate" makes it a college; otherwise its own name, when it says
 * university (in any of the destinations' languages) or college; else unknown.
 */
export function institutionType(name: string, predominantDegree: string | null): InstitutionType | null {
  if (predominantDegree === "Associate") return "college";
  if (/universit|universidad/i.test(name)) return "university";
  if (/\bcollege\b/i.test(name)) return "college";
  return null;
}

const CONTROLS: Readonly<Record<string, InstitutionControl>> = { Public: "public", Nonprofit: "private-nonprofit" };

/** A whole number of US dollars, or null: the Scorecard codes some missing figures as 0 (Brown's books), so 0 is read as not given. */
function money(values: Record<string, unknown>, column: string, year: string, source: string, errors: ImportRowError[]): MoneyFigure | null {
  const text = cell(values, column);
  if (!text) return null;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0) {
    errors.push({ field: column, message: "Give an amount in US dollars, such as 18634, or leave it empty." });
    return null;
  }
  return amount === 0 ? null : { amount: Math.round(amount), currency: "USD", year, source };
}

/** A College Scorecard extract's row. */
export function readScorecardRow(values: Record<string, unknown>): RowReading {
  const unitid = cell(values, "unitid");
  const name = cell(values, "name");
  const errors: ImportRowError[] = [];
  if (!/^\d{6,8}$/.test(unitid)) errors.push({ field: "unitid", message: "Give the institution's IPEDS UNITID (six digits or more)." });
  if (!name) errors.push({ field: "name", message: "Give the institution's name." });
  const year = cell(values, "academic_year");
  if (!/^\d{4}-\d{2}$/.test(year)) errors.push({ field: "academic_year", message: "Give the academic year the figures are for, such as 2022-23." });
  const id = /^\d{6,8}$/.test(unitid) ? `scorecard-${unitid}` : null;
  const state = cell(values, "state");
  if (NOT_US.has(state))
    return { kind: "skipped", id, name, note: `${state} is a country in free association with the US, not one of the site's destinations.` };
  const control = cell(values, "control");
  if (control && !CONTROLS[control]) errors.push({ field: "control", message: "Give Public or Nonprofit." });
  const source = scorecardSourceLabel(year);
  const rateText = cell(values, "admission_rate");
  const rate = rateText ? Number(rateText) : null;
  if (rate !== null && !(Number.isFinite(rate) && rate >= 0 && rate <= 1))
    errors.push({ field: "admission_rate", message: "Give the admission rate as a share from 0 to 1, such as 0.684." });
  const undergradText = cell(values, "n_undergrads");
  const undergraduates = undergradText ? Number(undergradText) : null;
  if (undergraduates !== null && !(Number.isInteger(undergraduates) && undergraduates >= 0))
    errors.push({ field: "n_undergrads", message: "Give the number of undergraduates as a whole number." });
  const figures: DirectoryFigures = {
    tuitionOutOfState: money(values, "tuition_fees_out_of_state_usd", year, source, errors),
    tuitionInState: money(values, "tuition_fees_in_state_usd", year, source, errors),
    roomBoardOnCampus: money(values, "room_board_on_campus_usd", year, source, errors),
    booksSupplies: money(values, "books_supplies_usd", year, source, errors),
    admissionRate: rate !== null && errors.every((error) => error.field !== "admission_rate") ? { rate, year, source } : null,
    undergraduates: undergraduates ? { count: undergraduates, year, source } : null,
  };
  if (errors.length || !id) return { kind: "invalid", id, name, errors };
  const websites = [cell(values, "url"), cell(values, "ipeds_hd2024_website")];
  const active = cell(values, "ipeds_hd2024_active");
  const entry: EntryDraft = {
    id,
    name,
    countryCode: "US",
    country: "United States",
    region: state || null,
    city: cell(values, "city") || null,
    website: websites.map(webAddress).find((address) => address !== null) ?? null,
    applicationUrl: webAddress(cell(values, "ipeds_hd2024_application_url")),
    type: institutionType(name, cell(values, "deg_predominant") || null),
    control: CONTROLS[control] ?? null,
    figures,
    dataset: DATASETS.scorecard,
    isActive: active === "yes",
  };
  const hosts = [...new Set(websites.map(hostOf).filter((host) => host !== null))];
  if (!entry.isActive) {
    const note =
      active === "no" ? "IPEDS HD2024 marks it not active." : "The IPEDS HD2024 directory no longer lists it (closed or merged into another institution).";
    return { kind: "skipped", id, name, note, entry, destinationSlug: "usa", hosts };
  }
  return { kind: "entry", entry, destinationSlug: "usa", hosts };
}

/** A Hipo world universities row: its key is its first domain, its website its first web page. */
export function readHipoRow(values: Record<string, unknown>): RowReading {
  const name = cell(values, "name");
  const domains = cell(values, "domains").toLowerCase().split(/\s+/).filter(Boolean);
  const pages = cell(values, "web_pages").split(/\s+/).filter(Boolean);
  const code = cell(values, "alpha_two_code").toUpperCase();
  const errors: ImportRowError[] = [];
  if (!name) errors.push({ field: "name", message: "Give the institution's name." });
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domains[0] ?? "")) errors.push({ field: "domains", message: "Give the institution's domains, such as mcgill.ca." });
  if (!/^[A-Z]{2}$/.test(code)) errors.push({ field: "alpha_two_code", message: "Give the country's ISO 3166 two-letter code, such as CA." });
  const id = errors.some((error) => error.field === "domains") ? null : `hipo-${domains[0]}`;
  if (errors.length || !id) return { kind: "invalid", id, name, errors };
  const country = cell(values, "country") || code;
  const destinationSlug = DESTINATION_OF_COUNTRY[code];
  if (code === "US") return { kind: "skipped", id, name, note: "US institutions are imported from the College Scorecard file, which gives their figures." };
  if (!destinationSlug) return { kind: "skipped", id, name, note: `${country} is not one of the site's destinations.` };
  const entry: EntryDraft = {
    id,
    name,
    countryCode: code,
    country,
    region: cell(values, "state_province") || null,
    city: null,
    website: pages.map(webAddress).find((address) => address !== null) ?? null,
    applicationUrl: null,
    type: institutionType(name, null),
    control: null,
    figures: NO_FIGURES,
    dataset: DATASETS.hipo,
    isActive: true,
  };
  const hosts = [...new Set([...pages, ...domains].map(hostOf).filter((host) => host !== null))];
  return { kind: "entry", entry, destinationSlug, hosts };
}

/**
 * Records the data sets name wrongly or twice, each linked by hand: a stale
 * row is linked to the profiled school it now is, or left out when we profile
 * none, so no institution is listed under a dead name as if it were current
 * (open-datasets.md §3). `profiledSlug` is the profiled school it is.
 */
export interface RecordAlias {
  id: string;
  profiledSlug: string | null;
  /** A dead name or address: left out unless linked to its profiled school (a current record is listed on its own instead). */
  stale: boolean;
  note: string;
}

export const RECORD_ALIASES: readonly RecordAlias[] = [
  // Hipo still lists the College of The Bahamas at cob.edu.bs; it became the University of The Bahamas (ub.edu.bs) in 2016.
  {
    id: "hipo-cob.edu.bs",
    profiledSlug: "university-of-the-bahamas",
    stale: true,
    note: "The College of The Bahamas is now the University of The Bahamas.",
  },
  // UWI Cave Hill's old domain (the campus is at cavehill.uwi.edu); its name alone also matches.
  {
    id: "hipo-uwichill.edu.bb",
    profiledSlug: "uwi-cave-hill",
    stale: true,
    note: "An old address of The University of the West Indies, Cave Hill Campus.",
  },
  // UWI Mona's old domain (the campus is at mona.uwi.edu); its name alone also matches.
  {
    id: "hipo-uwimona.edu.jm",
    profiledSlug: "uwi-mona",
    stale: true,
    note: "An old address of The University of the West Indies, Mona Campus.",
  },
  // Hipo keeps Ryerson's former name (renamed in 2022) beside its row for Toronto Metropolitan University.
  {
    id: "hipo-ryerson.ca",
    profiledSlug: "toronto-metropolitan-university",
    stale: true,
    note: "Ryerson is the former name of Toronto Metropolitan University.",
  },
  // Hipo keeps the University of Western Sydney (renamed in 2015) beside its row for Western Sydney University, which is listed.
  {
    id: "hipo-uws.edu.au",
    profiledSlug: null,
    stale: true,
    note: "The University of Western Sydney is the former name of Western Sydney University, listed under its own row.",
  },
  // Embry-Riddle has two campuses in the Scorecard under erau.edu; the profiled school is the Daytona Beach one.
  {
    id: "scorecard-133553",
    profiledSlug: "embry-riddle-aeronautical-university",
    stale: false,
    note: "The Daytona Beach campus is the profiled Embry-Riddle Aeronautical University.",
  },
];

export interface ProfiledSchoolKey {
  id: string;
  slug: string;
  name: string;
  /** Its website's host without "www.". */
  domain: string | null;
  destinationId: string;
}

export interface LinkCandidate {
  id: string;
  name: string;
  destinationId: string;
  hosts: readonly string[];
}

/** Whether an entry's host is the school's, or one of its subdomains (web.mit.edu of mit.edu). */
const onSchoolSite = (host: string, schoolHost: string) => host === schoolHost || host.endsWith(`.${schoolHost}`);

/**
 * The profiled school each entry is, by id. An alias decides first. Otherwise
 * an entry matches a school of its destination by website host (the school's,
 * or a subdomain of it) or by normalised name; when several entries of one
 * file match the same school, the one whose name also matches wins, else the
 * one on the school's own host (not a subdomain); if none or several are,
 * none is linked (two campuses under one domain are two institutions): the
 * alias list names the right one.
 */
export function profiledLinks(entries: readonly LinkCandidate[], schools: readonly ProfiledSchoolKey[]): Map<string, string> {
  const links = new Map<string, string>();
  const bySlug = new Map(schools.map((school) => [school.slug, school]));
  for (const alias of RECORD_ALIASES) {
    const school = alias.profiledSlug ? bySlug.get(alias.profiledSlug) : undefined;
    if (school && entries.some((entry) => entry.id === alias.id)) links.set(alias.id, school.id);
  }
  for (const school of schools) {
    const name = normalisedName(school.name);
    // Entries an alias linked still count here, so a campus the alias picked keeps its sibling campus from matching alone.
    const matches = entries.filter(
      (entry) =>
        entry.destinationId === school.destinationId &&
        ((school.domain !== null && entry.hosts.some((host) => onSchoolSite(host, school.domain!))) || normalisedName(entry.name) === name),
    );
    const named = matches.filter((entry) => normalisedName(entry.name) === name);
    const onItsHost = matches.filter((entry) => entry.hosts.includes(school.domain ?? ""));
    const [only] = [matches, named, onItsHost].find((narrowed) => narrowed.length === 1) ?? [];
    if (only && !links.has(only.id)) links.set(only.id, school.id);
  }
  return links;
}

/** Why a record is left out: a stale record not linked to a profiled school (none named, or not on the site); else null. */
export function staleRecordNote(id: string, linked: boolean): string | null {
  const alias = RECORD_ALIASES.find((each) => each.id === id);
  return alias?.stale && !linked ? alias.note : null;
}
