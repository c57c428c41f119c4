import {
  acceptsCapeDiploma,
  cycleStanding,
  isOldFigure,
  listDestinations,
  listPathways,
  programmeFieldsBySchool,
  listSchools,
  schoolCostAmountsById,
  type SchoolCostAmount,
  type SchoolView,
} from "../catalog/index.ts";
import { listedDirectoryEntries } from "../directory/index.ts";
import { regionName } from "../directory/browser.ts";
import { exchangeRates, LOCAL_CURRENCIES, ratesOn, yearlyTuition, type ExchangeRate } from "../portal/index.ts";
import { normalizeSearchTerm, todayUtc } from "../platform/index.ts";
import { checkpointsKey } from "../eventstore/index.ts";
import { searchEngine } from "./queries.ts";
import {
  findSchools,
  readSchoolFinderQuery,
  type FacetLabels,
  type SchoolFinderQuery,
  type SchoolFinderResult,
  type SchoolFinderRow,
} from "./school-finder.ts";

/** The read models the finder's rows are built from: when none of their checkpoints has moved, the rows in memory are current. */
const SOURCES = ["catalog", "catalog.programmes", "directory.entries", "portal.exchange-rates"] as const;

export interface SchoolFinderData {
  rows: SchoolFinderRow[];
  labels: FacetLabels;
  /** The rates the tuition figures were compared in, by currency: a budget in a student's currency is converted with the same ones. */
  rates: ReadonlyMap<string, ExchangeRate>;
}

let loaded: { key: string; day: string; data: Promise<SchoolFinderData> } | null = null;

/**
 * Every row the finder facets, and its labels: loaded once, then again only
 * when a read model behind it has moved (one indexed lookup of their
 * checkpoints per call, so every web process sees a change at once) or the
 * day has changed (the rates in force).
 */
export async function schoolFinderData(): Promise<SchoolFinderData> {
  const key = await checkpointsKey(SOURCES);
  const day = todayUtc();
  if (!loaded || loaded.key !== key || loaded.day !== day) {
    const data = loadRows(day);
    loaded = { key, day, data };
    // A failed load is not kept: the next call tries again.
    data.catch(() => {
      if (loaded?.data === data) loaded = null;
    });
  }
  return loaded.data;
}

async function loadRows(day: string): Promise<SchoolFinderData> {
  const [destinations, pathways, schools, programmeFields, entries, rates] = await Promise.all([
    listDestinations(),
    listPathways(),
    listSchools(),
    programmeFieldsBySchool(),
    listedDirectoryEntries(),
    exchangeRates(),
  ]);
  const ratesToday = ratesOn(rates, day);
  const costs = await schoolCostAmountsById(schools.map((school) => school.id));
  const destinationById = new Map(destinations.map((destination) => [destination.id, destination]));
  const rows: SchoolFinderRow[] = [];
  for (const school of schools) {
    const destination = destinationById.get(school.destinationId);
    if (!destination) continue;
    // A figure from an intake long gone would pass budgets today's fees fail: it is named, not compared.
    const amounts = costs.get(school.id) ?? [];
    const isOld = (amount: SchoolCostAmount) => isOldFigure(cycleStanding(amount, day));
    const tuition = yearlyTuition(
      amounts.filter((amount) => !isOld(amount)),
      ratesToday,
    );
    const oldCycles = amounts.filter((amount) => amount.fact === "tuition" && isOld(amount)).map((amount) => amount.cycle ?? "an older page");
    rows.push({
      id: school.id,
      listing: "profiled",
      slug: school.slug,
      name: school.name,
      location: school.location,
      destinationId: destination.id,
      destinationSlug: destination.slug,
      destinationName: destination.name,
      isCaribbean: destination.isCaribbean,
      type: school.type,
      // Its fields of study: those its profile names and those of its programmes.
      fields: [...new Set([...school.pathwaySlugs, ...(programmeFields.get(school.id) ?? [])])],
      tuition:
        tuition.status === "known"
          ? {
              usd: tuition.usd.low,
              basis: tuitionBasis(tuition.counted.map((amount) => amount.cycle)),
            }
          : null,
      oldTuitionCycles: tuition.status === "known" ? [] : [...new Set(oldCycles)],
      acceptsCapeDiploma: acceptsCapeDiploma(school),
      deadlineMonths: deadlineMonths(school),
    });
  }
  for (const entry of entries) {
    const destination = destinationById.get(entry.destinationId);
    if (!destination) continue;
    const cost = entry.yearlyCost;
    const usd = cost ? (cost.currency === "USD" ? cost.amount : null) : null;
    rows.push({
      id: entry.id,
      listing: "directory",
      slug: entry.slug,
      name: entry.name,
      location: [entry.city, regionName(entry.countryCode, entry.region)].filter(Boolean).join(", ") || null,
      destinationId: destination.id,
      destinationSlug: destination.slug,
      destinationName: destination.name,
      isCaribbean: destination.isCaribbean,
      type: entry.type,
      fields: [],
      // The newest federal figures (a past academic year, said so on the card): the only tuition there is for most US colleges.
      tuition: cost && usd !== null ? { usd, basis: `the ${cost.source}: ${cost.label.toLowerCase()}; likely higher now` } : null,
      oldTuitionCycles: [],
      acceptsCapeDiploma: null,
      deadlineMonths: [],
    });
  }
  return {
    rows,
    labels: {
      destinations: new Map(destinations.map((destination) => [destination.slug, destination.name])),
      fields: new Map(pathways.map((pathway) => [pathway.slug, pathway.name])),
    },
    rates: ratesToday,
  };
}

/** "the school's figures (2025-26)": the cycles its counted amounts name, or none. */
function tuitionBasis(cycles: readonly (string | null)[]): string {
  const named = [...new Set(cycles.filter((cycle): cycle is string => cycle !== null))];
  return named.length ? `the school's figures (${named.join("; ")})` : "the school's figures";
}

/** The months the school's verified deadline statements (its own, or its destination's shared ones) name days in. */
function deadlineMonths(school: SchoolView): number[] {
  const fact = school.quickFacts.applicationDeadline;
  if (fact.status !== "verified") return [];
  const months = fact.statements.flatMap((statement) => statement.dates.map((date) => Number(date.slice(-5, -3))));
  return [...new Set(months)].filter((month) => month >= 1 && month <= 12).sort((a, b) => a - b);
}

export interface SchoolFinderPage extends SchoolFinderResult {
  query: SchoolFinderQuery;
  /** The budget read, in `currency`. */
  budget: number | null;
  /** The budget as the student typed it. */
  budgetInput: string;
  currency: string;
  /** Next to the budget field: why the budget was not applied. */
  budgetError: string | null;
  /** US dollars to the student's currency, for the figures shown; null when there is no rate for it. */
  unitsPerUsd: number | null;
  /** The day of the rate used, for "at the rate of …". */
  rateAsOf: string | null;
}

/** How many of a query's best matches the finder facets: more than a student pages through, few enough to score at once. */
const MOST_RELEVANT = 300;

/**
 * `/schools` for an address: its query read, the words (if any) matched by
 * the search engine, the budget turned into US dollars at the day's rate of
 * the chosen currency (the student's own by default), and the rows faceted.
 */
export async function schoolFinderPage(params: URLSearchParams, options: { defaultCurrency: string; today: string }): Promise<SchoolFinderPage> {
  const { query, budget, budgetInput, budgetError: invalidBudget } = readSchoolFinderQuery(params);
  const requested = params.get("currency");
  const currency = requested && (requested === "USD" || LOCAL_CURRENCIES.includes(requested as never)) ? requested : options.defaultCurrency;
  const data = await schoolFinderData();
  const rate = currency === "USD" ? null : (data.rates.get(currency) ?? null);
  const unitsPerUsd = currency === "USD" ? 1 : (rate?.unitsPerUsd ?? null);
  const budgetError = invalidBudget ?? (budget !== null && unitsPerUsd === null ? `There is no exchange rate for ${currency} yet: choose US dollars.` : null);
  const budgetUsd = budget !== null && unitsPerUsd !== null && !budgetError ? budget / unitsPerUsd : null;
  const relevance = query.q ? await matchesOf(query.q, options.today) : null;
  const full = { ...query, budgetUsd };
  return {
    ...findSchools(data.rows, full, data.labels, relevance),
    query: full,
    budget,
    budgetInput,
    currency,
    budgetError,
    unitsPerUsd,
    rateAsOf: currency === "USD" ? null : (rate?.asOf ?? null),
  };
}

/** The schools the words find, best first, by the site search's ranking. */
async function matchesOf(words: string, today: string): Promise<Map<string, number>> {
  const hits = await searchEngine().search(normalizeSearchTerm(words), { types: ["school", "institution"], limit: MOST_RELEVANT, today });
  return new Map(hits.map((hit, index) => [hit.entityId, index]));
}
