import { describe, expect, it } from "vitest";
import {
  institutionType,
  layoutOf,
  normalisedName,
  profiledLinks,
  readHipoRow,
  readScorecardRow,
  SCORECARD_COLUMNS,
  HIPO_COLUMNS,
  staleRecordNote,
  webAddress,
  type ProfiledSchoolKey,
} from "./records.ts";

const SOURCE = "US Department of Education College Scorecard, 2022-23 (released 2025-01-16)";
const scorecardRow = (changes: Record<string, string>) => ({
  unitid: "166683",
  name: "Massachusetts Institute of Technology",
  city: "Cambridge",
  state: "MA",
  control: "Nonprofit",
  deg_predominant: "Bachelor",
  academic_year: "2022-23",
  n_undergrads: "4576",
  tuition_fees_out_of_state_usd: "57986",
  tuition_fees_in_state_usd: "57986",
  room_board_on_campus_usd: "18790",
  books_supplies_usd: "0",
  admission_rate: "0.0396",
  url: "https://web.mit.edu/",
  ipeds_hd2024_website: "web.mit.edu/",
  ipeds_hd2024_application_url: "mitadmissions.org/apply/",
  ipeds_hd2024_active: "yes",
  ...changes,
});

describe("reading a data file's row", () => {
  it("recognises each extract by its header, and neither otherwise", () => {
    expect(layoutOf(SCORECARD_COLUMNS)).toBe("scorecard");
    expect(layoutOf(HIPO_COLUMNS)).toBe("hipo");
    expect(layoutOf(["name", "destination", "website"])).toBeNull();
  });

  it("reads a Scorecard row's figures with their year and source, web addresses with https, and a 0 as not given", () => {
    const reading = readScorecardRow(scorecardRow({}));
    expect(reading.kind).toBe("entry");
    if (reading.kind !== "entry") return;
    expect(reading.entry).toMatchObject({
      id: "scorecard-166683",
      countryCode: "US",
      region: "MA",
      city: "Cambridge",
      website: "https://web.mit.edu/",
      applicationUrl: "https://mitadmissions.org/apply/",
      // A bachelor's institution whose name says neither university nor college: its type is not stated.
      type: null,
      control: "private-nonprofit",
      isActive: true,
    });
    expect(reading.entry.figures).toEqual({
      tuitionOutOfState: { amount: 57986, currency: "USD", year: "2022-23", source: SOURCE },
      tuitionInState: { amount: 57986, currency: "USD", year: "2022-23", source: SOURCE },
      roomBoardOnCampus: { amount: 18790, currency: "USD", year: "2022-23", source: SOURCE },
      booksSupplies: null,
      admissionRate: { rate: 0.0396, year: "2022-23", source: SOURCE },
      undergraduates: { count: 4576, year: "2022-23", source: SOURCE },
    });
    expect(reading.hosts).toEqual(["web.mit.edu"]);
  });

  it("skips what is not a current institution of a destination, saying why, and refuses a broken row", () => {
    expect(readScorecardRow(scorecardRow({ ipeds_hd2024_active: "no" }))).toMatchObject({ kind: "skipped", note: "IPEDS HD2024 marks it not active." });
    expect(readScorecardRow(scorecardRow({ ipeds_hd2024_active: "not in HD2024" }))).toMatchObject({ kind: "skipped", entry: { isActive: false } });
    expect(readScorecardRow(scorecardRow({ state: "PW" }))).toMatchObject({ kind: "skipped" });
    expect(
      readHipoRow({ alpha_two_code: "HT", country: "Haiti", name: "Université Quisqueya", web_pages: "http://www.uniq.edu/", domains: "uniq.edu" }),
    ).toEqual({
      kind: "skipped",
      id: "hipo-uniq.edu",
      name: "Université Quisqueya",
      note: "Haiti is not one of the site's destinations.",
    });
    const broken = readScorecardRow(scorecardRow({ unitid: "x", admission_rate: "64%", tuition_fees_in_state_usd: "about 10k" }));
    expect(broken.kind === "invalid" && broken.errors.map((error) => error.field)).toEqual(["unitid", "admission_rate", "tuition_fees_in_state_usd"]);
  });

  it("reads a Hipo row keyed by its first domain, in its destination, with no figures", () => {
    const reading = readHipoRow({
      alpha_two_code: "KN",
      country: "Saint Kitts and Nevis",
      name: "Windsor University School of Medicine",
      web_pages: "http://www.windsor.edu/",
      domains: "windsor.edu",
      state_province: "",
    });
    expect(reading).toMatchObject({ kind: "entry", destinationSlug: "eastern-caribbean", entry: { id: "hipo-windsor.edu", type: "university", region: null } });
  });

  it("says a type only where the source does: an associate college, else the name", () => {
    expect(institutionType("Hudson Valley University Center", "Associate")).toBe("college");
    expect(institutionType("Technische Universität München", null)).toBe("university");
    expect(institutionType("Boston College", "Bachelor")).toBe("college");
    expect(institutionType("Hochschule für Musik Köln", null)).toBeNull();
  });

  it("takes only web addresses with a dotted host", () => {
    expect(webAddress("www.uah.edu/admissions")).toBe("https://www.uah.edu/admissions");
    expect(webAddress("not a site")).toBeNull();
    expect(webAddress("")).toBeNull();
  });
});

describe("linking entries to profiled schools", () => {
  const school = (slug: string, name: string, domain: string | null, destinationId = "dest_usa"): ProfiledSchoolKey => ({
    id: `school_${slug}`,
    slug,
    name,
    domain,
    destinationId,
  });
  const schools = [
    school("mit", "Massachusetts Institute of Technology (MIT)", "mit.edu"),
    school("embry-riddle-aeronautical-university", "Embry-Riddle Aeronautical University", "erau.edu"),
    school("heidelberg-university", "Heidelberg University", "uni-heidelberg.de", "dest_germany"),
    school("uwi-mona", "The University of the West Indies, Mona Campus", "mona.uwi.edu", "dest_jamaica"),
    school("toronto-metropolitan-university", "Toronto Metropolitan University", "torontomu.ca", "dest_canada"),
  ];
  const entry = (id: string, name: string, hosts: string[], destinationId = "dest_usa") => ({ id, name, hosts, destinationId });

  it("links by host or subdomain, by name, by the school's own host among its subdomains, and by alias; never across destinations", () => {
    const links = profiledLinks(
      [
        entry("scorecard-166683", "Massachusetts Institute of Technology", ["web.mit.edu"]),
        entry("scorecard-104586", "Embry-Riddle Aeronautical University-Prescott", ["prescott.erau.edu"]),
        entry("scorecard-133553", "Embry-Riddle Aeronautical University-Daytona Beach", ["daytonabeach.erau.edu"]),
        entry("hipo-uni-heidelberg.de", "Ruprecht-Karls-Universität Heidelberg", ["uni-heidelberg.de"], "dest_germany"),
        entry("hipo-hjs.uni-heidelberg.de", "Hochschule für Jüdische Studien Heidelberg", ["hjs.uni-heidelberg.de"], "dest_germany"),
        entry("scorecard-202763", "Heidelberg University", ["heidelberg.edu"]),
        entry("hipo-uwimona.edu.jm", "University of the West Indies, Mona", ["uwimona.edu.jm"], "dest_jamaica"),
        entry("hipo-ryerson.ca", "Ryerson Polytechnic University", ["ryerson.ca"], "dest_canada"),
        entry("hipo-torontomu.ca", "Toronto Metropolitan University", ["torontomu.ca"], "dest_canada"),
      ],
      schools,
    );
    expect(Object.fromEntries(links)).toEqual({
      "scorecard-166683": "school_mit",
      // Two campuses under erau.edu: the alias says which one is the profiled school; the other is listed.
      "scorecard-133553": "school_embry-riddle-aeronautical-university",
      "hipo-uni-heidelberg.de": "school_heidelberg-university",
      "hipo-uwimona.edu.jm": "school_uwi-mona",
      "hipo-ryerson.ca": "school_toronto-metropolitan-university",
      "hipo-torontomu.ca": "school_toronto-metropolitan-university",
    });
  });

  it("leaves a stale record out unless it is linked, and reads names alike whatever their punctuation", () => {
    expect(staleRecordNote("hipo-uws.edu.au", false)).toBe(
      "The University of Western Sydney is the former name of Western Sydney University, listed under its own row.",
    );
    expect(staleRecordNote("hipo-cob.edu.bs", true)).toBeNull();
    expect(staleRecordNote("scorecard-133553", false)).toBeNull();
    expect(normalisedName("The University of the West Indies, St. Augustine Campus")).toBe(normalisedName("University of the West Indies St Augustine"));
  });
});
