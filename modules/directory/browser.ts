// The directory's browser-safe door: the words its values are shown in, the same on every page that lists entries.

/** US states and territories by the postal code the College Scorecard gives. */
const US_REGIONS: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "US Virgin Islands",
  AS: "American Samoa",
  MP: "Northern Mariana Islands",
};

/** A region in words: a US state's name for its code, any other as the source gives it. */
export function regionName(countryCode: string, region: string | null): string | null {
  if (region === null) return null;
  return countryCode === "US" ? (US_REGIONS[region] ?? region) : region;
}

/** Where an entry is, in words: "Normal, Alabama, United States". */
export function entryPlace(entry: { city: string | null; region: string | null; countryCode: string; country: string }): string {
  return [entry.city, regionName(entry.countryCode, entry.region), entry.country].filter(Boolean).join(", ");
}

export const INSTITUTION_TYPE_LABELS = { university: "University", college: "College" } as const;

export const INSTITUTION_CONTROL_LABELS = { public: "Public", "private-nonprofit": "Private, nonprofit" } as const;
