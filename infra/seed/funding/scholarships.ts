/**
 * Scholarship seed content for the Funding pages.
 *
 * Conventions:
 * - Only programmes we could confirm from official pages (or official
 *   announcements quoted by reputable outlets) as open to at least some
 *   Caribbean nationals.
 * - `deadline` stays null unless the NEXT deadline is certain from an official
 *   source; the site then shows "Open" and students are sent to the official page.
 * - Money amounts are left out where they change every year; the `amount` text
 *   says what is covered. "Full" appears only when full tuition is covered,
 *   "Partial" when tuition is only partly covered, and "living" when a living
 *   allowance or stipend is included (the funding filters rely on these words).
 * - `currency` must be one of USD, CAD, GBP, EUR, AUD. For Caribbean government
 *   awards paid in local currency (TT$, BDS$, BSD, GYD) and for Japanese or
 *   Chinese awards it is the default USD and carries no amount.
 */

export interface ScholarshipSeed {
  /** "scholarship_" + slug with hyphens as underscores. */
  id: string;
  slug: string;
  title: string;
  /** 2-4 sentences: what it covers and for whom. */
  description: string;
  provider: string;
  amount: string | null;
  currency: "USD" | "CAD" | "GBP" | "EUR" | "AUD";
  /** ISO date only when the next deadline is certain from an official source. */
  deadline: string | null;
  eligibility: string;
  howToApply: string;
  applicationUrl: string;
  sourceUrl: string;
  lastVerifiedOn: string | null;
  /** Where you study; null if anywhere or several places. */
  destinationId: "canada" | "usa" | "uk" | "caribbean" | null;
  pathwayId: string | null;
  isFeatured: boolean;
  isActive: true;
}

export const scholarships: ScholarshipSeed[] = [
  {
    id: "scholarship_chevening_scholarships",
    slug: "chevening-scholarships",
    title: "Chevening Scholarships",
    description:
      "The UK government's global scholarship programme for future leaders to take a one-year master's degree at any UK university. It pays tuition fees, a monthly living allowance, an economy return airfare and other allowances. Chevening is offered in Jamaica, Trinidad and Tobago, Barbados, The Bahamas, Guyana, Belize and the Eastern Caribbean, with interviews run by the local British High Commission.",
    provider: "UK Foreign, Commonwealth & Development Office",
    amount: "Full tuition, monthly living allowance, economy return airfare and additional grants",
    currency: "GBP",
    deadline: null,
    eligibility:
      "Citizens of a Chevening-eligible country (Caribbean Commonwealth countries are eligible) with an undergraduate degree that gives entry to a UK master's programme and at least two years of work experience (Chevening counts this as 2,800 hours; paid, unpaid, full-time, part-time or voluntary). You must apply to three eligible UK master's courses, hold an unconditional offer by Chevening's deadline, and agree to return to your country of citizenship for at least two years after the award. British and dual British citizens are not eligible.",
    howToApply:
      "Apply online directly to Chevening at chevening.org when the annual round is open (in recent years it has opened in early August and closed in early November). Shortlisted applicants are interviewed by the British High Commission or Embassy for their country, then must secure an unconditional university offer.",
    applicationUrl: "https://www.chevening.org/scholarships/",
    sourceUrl: "https://www.chevening.org/scholarships/who-can-apply/",
    lastVerifiedOn: null,
    destinationId: "uk",
    pathwayId: null,
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_commonwealth_masters_scholarships",
    slug: "commonwealth-masters-scholarships",
    title: "Commonwealth Master's Scholarships",
    description:
      "Funded by the UK Foreign, Commonwealth & Development Office and run by the Commonwealth Scholarship Commission in the UK (CSC), these awards pay for a one-year taught master's degree at a UK university for people from eligible low- and middle-income Commonwealth countries who could not otherwise afford it. Study must fit one of the CSC's six development themes.",
    provider: "Commonwealth Scholarship Commission in the UK",
    amount: "Full tuition, monthly living stipend, return airfare and study allowances",
    currency: "GBP",
    deadline: null,
    eligibility:
      "Citizens (or refugees or British Protected Persons) permanently resident in an eligible Commonwealth country; the list changes, so check the CSC's current list for your country (Jamaica and Saint Lucia, among others, have nominated candidates in recent cycles). By the September start you need a first degree of at least upper second class (2:1), or a lower second (2:2) plus a relevant postgraduate qualification, and you must be unable to afford UK study without the award. The CSC does not normally fund a second UK master's or MBAs.",
    howToApply:
      "You cannot apply directly to the CSC. Apply to your country's national nominating agency (for example, in Jamaica the Ministry of Finance and the Public Service has acted as the nominating office) and also complete the CSC's online application. Each agency sets its own rules and closing date, usually earlier than the CSC's.",
    applicationUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-masters-scholarships/",
    sourceUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-masters-scholarships/",
    lastVerifiedOn: null,
    destinationId: "uk",
    pathwayId: null,
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_commonwealth_shared_scholarships",
    slug: "commonwealth-shared-scholarships",
    title: "Commonwealth Shared Scholarships",
    description:
      "Master's scholarships for selected one-year courses at UK universities, funded jointly by the Commonwealth Scholarship Commission and the host university. They are aimed at talented students from low- and middle-income Commonwealth countries who have not studied or worked in a high-income country before and could not otherwise afford UK study.",
    provider: "Commonwealth Scholarship Commission in the UK and participating UK universities",
    amount: "Full tuition, monthly living stipend and return airfare",
    currency: "GBP",
    deadline: null,
    eligibility:
      "Citizens or refugees permanently resident in an eligible Commonwealth country; recent lists have included Belize, Dominica, Grenada, Guyana, Jamaica, Montserrat, Saint Lucia and Saint Vincent and the Grenadines (check the current list). You need a 2:1 first degree, or a 2:2 plus a relevant postgraduate qualification, must not have studied or worked for a year or more in a high-income country, and must show you cannot afford UK study without the award.",
    howToApply:
      "Choose one of the courses approved for Shared Scholarships that year (listed on the CSC website) and apply to that university for admission and the scholarship, following the university's instructions and the CSC's online application. There is no national nominating agency for this scheme.",
    applicationUrl: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships/",
    sourceUrl: "https://cscuk.fcdo.gov.uk/commonwealth-shared-scholarship-university-applications/",
    lastVerifiedOn: null,
    destinationId: "uk",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_fulbright_foreign_student_program",
    slug: "fulbright-foreign-student-program",
    title: "Fulbright Foreign Student Program",
    description:
      "The US government's flagship exchange brings graduates and young professionals from over 160 countries to the United States for master's or doctoral study. In the Caribbean it is run by the US Embassy in each country; in Jamaica, for example, it is offered as the Fulbright Graduate Student Program. Grant packages vary by country.",
    provider: "US Department of State (administered by US Embassies)",
    amount: "Tuition support, living stipend, airfare and health coverage (package varies by country)",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of the country where they apply who hold a first degree (equivalent to a US bachelor's) and meet the embassy's criteria; US citizens, US permanent residents and people already studying in the US are generally not eligible. Fields differ by country: the US Embassy in Kingston has excluded law, medicine, nursing, dentistry and MBA programmes. Grantees are expected to return home after the award.",
    howToApply:
      "Apply through the US Embassy in your home country, which sets its own call, deadline and documents (often including GRE or GMAT scores and an English test where needed). Find your country's page on the Fulbright Foreign Student Program website and watch the embassy's education and culture pages.",
    applicationUrl: "https://foreign.fulbrightonline.org/",
    sourceUrl: "https://jm.usembassy.gov/education-culture/fulbright-graduate-student-program/",
    lastVerifiedOn: null,
    destinationId: "usa",
    pathwayId: null,
    isFeatured: true,
    isActive: true,
  },
  {
    id: "scholarship_hubert_h_humphrey_fellowship",
    slug: "hubert-h-humphrey-fellowship",
    title: "Hubert H. Humphrey Fellowship Program",
    description:
      "A Fulbright exchange that brings accomplished mid-career professionals to a US university for about ten months of non-degree graduate study, leadership training and a professional placement. Fellows do not earn a degree and cannot choose their host university. US Embassies in Jamaica, Guyana, Belize and Barbados (for the Eastern Caribbean) have invited applications.",
    provider: "US Department of State (administered by the Institute of International Education)",
    amount:
      "Full tuition and fees at the host university, living allowance, international airfare, accident and sickness cover, and professional development funds",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of a participating country with an undergraduate degree, at least five years of full-time professional experience, a record of public service and leadership, limited or no previous US experience, and good English. Recent graduates and researchers or lecturers without management or policy roles are generally not eligible. Fields include public policy, public health, law and human rights, education, economic development and communications.",
    howToApply:
      "Apply through the US Embassy (or Fulbright Commission) for your country, which sets the deadline and nominates candidates; see the programme's official site for fields and FAQs.",
    applicationUrl: "https://www.humphreyfellowship.org/",
    sourceUrl: "https://jm.usembassy.gov/humphrey-fellowship-program/",
    lastVerifiedOn: null,
    destinationId: "usa",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_oas_academic_scholarship_program",
    slug: "oas-academic-scholarship-program",
    title: "OAS Academic Scholarship Program",
    description:
      "Scholarships from the Organization of American States for master's, doctoral or graduate research study in another OAS member state. Citizens of the English-speaking Caribbean member states and Suriname have also been able to apply for support for the last two years of an undergraduate degree. The awards are a contribution and are not designed to cover every cost.",
    provider: "Organization of American States (OAS)",
    amount: "Partial tuition and living support up to an annual cap set in each call",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens or permanent residents of an OAS member state (Antigua and Barbuda, The Bahamas, Barbados, Belize, Dominica, Grenada, Guyana, Jamaica, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines and Trinidad and Tobago are members) who will study in a member state other than their own. Calls have excluded medical sciences and the learning of a new language. Each call sets the academic requirements.",
    howToApply:
      "Read the current call on the OAS scholarships site and contact your country's OAS National Liaison Office (ONE), which endorses candidates and may set an earlier deadline and extra requirements.",
    applicationUrl: "https://www.oas.org/en/scholarships/",
    sourceUrl: "http://oas.org/en/media_center/press_release.asp?sCodigo=E-1017/11",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_oas_paec_partnership_scholarships",
    slug: "oas-paec-partnership-scholarships",
    title: "OAS Partnerships Program for Education and Training (PAEC)",
    description:
      "Through PAEC the OAS negotiates scholarships with universities and partner institutions across the Americas and beyond, mostly for master's, doctoral and professional development programmes, including online study. Past partners have included the Coimbra Group of Brazilian Universities and The University of the West Indies; benefits differ with each partner.",
    provider: "Organization of American States (OAS) with partner universities",
    amount: "Partial tuition discounts in most calls; a few partner offers add living support",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens or permanent residents of OAS member states, admitted to the partner's programme. OAS-university scholarships are not offered for study in your own country of citizenship or legal residence (for example, Jamaicans could not use the OAS-UWI award at Mona). Each call lists its own requirements.",
    howToApply:
      "Find the current PAEC call on the OAS scholarships site, apply for admission to the partner programme first, then submit the OAS scholarship application described in the call.",
    applicationUrl: "https://www.oas.org/en/scholarships/",
    sourceUrl: "https://www.oas.org/en/media_center/press_release.asp?sCodigo=E-245/14",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_emerging_leaders_in_the_americas_program",
    slug: "emerging-leaders-in-the-americas-program",
    title: "Emerging Leaders in the Americas Program (ELAP)",
    description:
      "Government of Canada scholarships for short-term exchanges: students at colleges and universities in Latin America and the Caribbean spend one term, or five to six months, studying or doing research at a Canadian institution. It is an exchange, not a full degree, and you stay enrolled at your home institution.",
    provider: "Global Affairs Canada",
    amount:
      "Fixed grant towards travel and living costs for one term or five to six months (amount set each year); tuition is waived under the exchange agreement at college and undergraduate level",
    currency: "CAD",
    deadline: null,
    eligibility:
      "Citizens of an eligible country, which include Antigua and Barbuda, The Bahamas, Barbados, Belize, Dominica, Grenada, Guyana, Jamaica, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines and Trinidad and Tobago, who are enrolled full-time and paying tuition at a post-secondary institution there. Not open to people who hold or have applied for Canadian citizenship or permanent residence, or who are already in a degree or diploma programme in Canada. College and undergraduate exchanges need a student exchange agreement between the two institutions.",
    howToApply:
      "Students cannot apply directly. Tell your home institution's international office you are interested; the Canadian partner institution submits the application on your behalf and may set an internal deadline.",
    applicationUrl: "https://www.educanada.ca/scholarships-bourses/can/institutions/elap-pfla.aspx?lang=eng",
    sourceUrl: "https://www.educanada.ca/scholarships-bourses/can/institutions/elap-pfla.aspx?lang=eng",
    lastVerifiedOn: null,
    destinationId: "canada",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_lester_b_pearson_international_scholarship",
    slug: "lester-b-pearson-international-scholarship",
    title: "Lester B. Pearson International Scholarship (University of Toronto)",
    description:
      "The University of Toronto's most prestigious award for international students entering a first undergraduate degree. About 37 scholars a year are chosen for exceptional academic achievement, creativity and school and community leadership.",
    provider: "University of Toronto",
    amount: "Full tuition, books, incidental fees and full residence (living) support for four years",
    currency: "CAD",
    deadline: null,
    eligibility:
      "International students (non-Canadians who need a study permit) in their final year of secondary school or recently graduated, starting a first-entry undergraduate programme at the University of Toronto in September. Students already in post-secondary study are not eligible. A nomination from your secondary school is required.",
    howToApply:
      "Your school must nominate you (schools not yet registered with the programme can ask to participate). You then apply to the University of Toronto by the scholarship's admission deadline and complete the Pearson scholarship application from the link you receive. Deadlines fall in the autumn before entry; check the official page.",
    applicationUrl: "https://future.utoronto.ca/scholarships/lester-b-pearson-international-scholarship-program/",
    sourceUrl: "https://future.utoronto.ca/scholarships/lester-b-pearson-international-scholarship-program/",
    lastVerifiedOn: null,
    destinationId: "canada",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_ubc_international_scholars_program",
    slug: "ubc-international-scholars-program",
    title: "UBC International Scholars Program (Karen McKellin International Leader of Tomorrow Award)",
    description:
      "Need- and merit-based awards for outstanding international students entering undergraduate study at the University of British Columbia, including the Karen McKellin International Leader of Tomorrow Award and the Donald A. Wehrung International Student Award. The value is set by your financial need and can be renewed for up to three further years.",
    provider: "University of British Columbia",
    amount: "Need-based: covers the gap between costs (tuition, fees and living costs) and what your family can pay",
    currency: "CAD",
    deadline: null,
    eligibility:
      "International students who will study on a Canadian study permit, are applying for a first undergraduate degree, have superior academic results (all As or equivalent), show leadership and community involvement, and have financial need that would otherwise prevent them from attending UBC. There is a limit on how long ago you can have finished secondary school; check the current rule.",
    howToApply:
      "Apply to UBC for admission and submit the separate International Scholars application by its deadline (in the autumn before entry). UBC considers you for the awards you are eligible for; you do not pick one.",
    applicationUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/international-scholars",
    sourceUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/international-scholars",
    lastVerifiedOn: null,
    destinationId: "canada",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_ubc_international_major_entrance_scholarship",
    slug: "ubc-international-major-entrance-scholarship",
    title: "UBC International Major Entrance Scholarship and Outstanding International Student Award",
    description:
      "Merit-based entrance awards for new international undergraduates at the University of British Columbia. The International Major Entrance Scholarship (IMES) can be renewed for up to three more years; the Outstanding International Student (OIS) Award is a one-time entrance award.",
    provider: "University of British Columbia",
    amount: "Partial: merit-based entrance award; value varies by year and recipient",
    currency: "CAD",
    deadline: null,
    eligibility:
      "International students new to UBC, entering from secondary school or another post-secondary institution, studying on a Canadian study permit, with exceptional academic results and strong extracurricular and community involvement.",
    howToApply:
      "No separate application: students who apply to UBC by the admission deadline are considered automatically. Renewal of IMES depends on meeting UBC's academic standing rules.",
    applicationUrl: "https://you.ubc.ca/financial-planning/scholarships-awards-international-students/",
    sourceUrl: "https://you.ubc.ca/applying-ubc/blog/scholarships-and-awards/international-scholars-award/",
    lastVerifiedOn: null,
    destinationId: "canada",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_daad_epos_development_related_postgraduate_courses",
    slug: "daad-epos-development-related-postgraduate-courses",
    title: "DAAD Development-Related Postgraduate Courses (EPOS)",
    description:
      "The German Academic Exchange Service (DAAD) funds professionals from developing and newly industrialised countries to take selected development-related master's (and in some cases doctoral) programmes at German universities. Funding lasts 12 to 42 months depending on the course, and many courses are taught in English.",
    provider: "German Academic Exchange Service (DAAD)",
    amount:
      "Monthly living stipend, health, accident and liability insurance contributions and a travel allowance (check each course for tuition fees)",
    currency: "EUR",
    deadline: null,
    eligibility:
      "Graduates from a country on DAAD's EPOS list of eligible countries with at least two years of relevant professional experience after their degree and an above-average academic record. Check whether your country is on the current list and each course's own entry and language requirements.",
    howToApply:
      "Choose a course from DAAD's current list of EPOS postgraduate courses and apply directly to that German university by the course deadline, which is usually about a year before the course starts. The university shortlists and DAAD makes the final decision.",
    applicationUrl: "https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/",
    sourceUrl: "https://www.meg.uni-freiburg.de/admissions/Scholarships/daad%20scholarship",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_rhodes_scholarship_jamaica_commonwealth_caribbean",
    slug: "rhodes-scholarship-jamaica-commonwealth-caribbean",
    title: "Rhodes Scholarships for Jamaica and the Commonwealth Caribbean",
    description:
      "Fully funded postgraduate study at the University of Oxford for young people of outstanding intellect, character, leadership and commitment to service. There are separate constituencies for Jamaica and for the Commonwealth Caribbean, with selection committees in the region.",
    provider: "The Rhodes Trust",
    amount: "Full tuition and college fees, living stipend, and airfare to and from Oxford",
    currency: "GBP",
    deadline: null,
    eligibility:
      "Citizens meeting the residence rules of the Jamaica constituency or the Commonwealth Caribbean constituency (which has covered Anguilla, Antigua and Barbuda, The Bahamas, Barbados, Belize, the British Virgin Islands, the Cayman Islands, Dominica, Grenada, Guyana, Montserrat, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines, Trinidad and Tobago and the Turks and Caicos Islands). You need a completed bachelor's degree with a very strong record by the start date and must meet the constituency's age limits.",
    howToApply:
      "Apply online through the Rhodes Trust's application pages for your constituency; applications usually open in early summer and close in the early autumn, followed by interviews in the region. A scholarship is confirmed only once Oxford admits you.",
    applicationUrl: "https://www.rhodeshouse.ox.ac.uk/scholarships/apply/",
    sourceUrl: "https://www.rhodeshouse.ox.ac.uk/scholarships/apply/",
    lastVerifiedOn: null,
    destinationId: "uk",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_gates_cambridge_scholarship",
    slug: "gates-cambridge-scholarship",
    title: "Gates Cambridge Scholarship",
    description:
      "Full-cost scholarships for outstanding applicants from any country outside the UK to take a full-time postgraduate degree in any subject at the University of Cambridge. Selection looks at academic excellence, reasons for the course, commitment to improving the lives of others and leadership.",
    provider: "Gates Cambridge Trust",
    amount: "Full university fees, living (maintenance) allowance, airfares at the start and end of the course, and visa and health surcharge costs",
    currency: "GBP",
    deadline: null,
    eligibility:
      "Citizens of any country outside the United Kingdom applying for a full-time PhD, MLitt or one-year postgraduate course at Cambridge (some courses, such as the MBA and MFin, are excluded). Caribbean applicants apply in the international round.",
    howToApply:
      "Apply for your Cambridge course through the University's graduate application portal and complete the Gates Cambridge section in the funding part of the form by the course's funding deadline (usually between early December and early January).",
    applicationUrl: "https://www.gatescambridge.org/",
    sourceUrl: "https://gatescambridge.org/apply/timeline",
    lastVerifiedOn: null,
    destinationId: "uk",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_uwi_open_scholarship",
    slug: "uwi-open-scholarship",
    title: "UWI Open Scholarship",
    description:
      "The most prestigious of The University of the West Indies' regional undergraduate scholarships, funded by the governments that contribute to UWI. Winners can take a government-funded undergraduate degree at a UWI campus, and the award continues for the whole degree if they keep at least a 3.0 GPA.",
    provider: "The University of the West Indies (Office of the Board for Undergraduate Studies)",
    amount: "Full tuition (where charged) and living (maintenance) costs; exact benefits differ by campus",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of a UWI contributing country (Anguilla, Antigua and Barbuda, The Bahamas, Barbados, Belize, Bermuda, the British Virgin Islands, the Cayman Islands, Dominica, Grenada, Jamaica, Montserrat, Saint Kitts and Nevis, Saint Lucia, Saint Vincent and the Grenadines, Trinidad and Tobago, and the Turks and Caicos Islands) with an outstanding record: for example top CAPE grades (Grade I in several subjects including Caribbean Studies and Communication Studies), an associate degree with a high GPA, or a strong first-year UWI GPA. Check the current thresholds.",
    howToApply:
      "Apply to UWI for an undergraduate programme and submit the separate UWI Open Scholarship application online while it is open (it runs alongside undergraduate admissions), with two references including one academic referee.",
    applicationUrl: "https://uwi.edu/obus/obus-scholarships",
    sourceUrl: "https://sta.uwi.edu/admissions/undergrad/faqs_financial_aid_scholarships.asp",
    lastVerifiedOn: null,
    destinationId: "caribbean",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_trinidad_and_tobago_national_scholarships",
    slug: "trinidad-and-tobago-national-scholarships",
    title: "Trinidad and Tobago National Scholarships (President's Medal, Open and Additional)",
    description:
      "Trinidad and Tobago awards national scholarships each year on CAPE results alone, across ten cognate groups. In January 2026 the government announced 105 national scholarships (47 Open, 58 Additional) and two President's Medals. Open Scholars may study at any accredited or recognised institution in the world; Additional Scholars study at UWI St. Augustine or another locally accredited institution.",
    provider: "Government of the Republic of Trinidad and Tobago (Ministry responsible for tertiary education)",
    amount:
      "Full tuition and compulsory fees, personal maintenance (living) allowance, book allowance and return economy airfare where applicable",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of Trinidad and Tobago without residency status in another country who qualify on CAPE performance. President's Medal winners are funded for undergraduate and postgraduate study up to seven years (nine for medicine in the USA). Scholars sign an agreement and must complete a period of obligatory service in Trinidad and Tobago.",
    howToApply:
      "Awards are made on CAPE results; there is no open competition. Winners are announced by the Ministry and then complete the Scholarships division's data capture form and documents. Separate means-tested National Bursaries have also been offered to CAPE candidates by application.",
    applicationUrl: "https://www.scholarships.moe.gov.tt/",
    sourceUrl: "https://www.scholarships.moe.gov.tt/cape-scholarship-faq/",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_trinidad_and_tobago_gate",
    slug: "trinidad-and-tobago-gate",
    title: "Government Assistance for Tuition Expenses (GATE), Trinidad and Tobago",
    description:
      "Trinidad and Tobago's tuition funding programme for citizens taking approved programmes at public and approved private tertiary institutions locally and in the region. It is means-tested, so the share of tuition paid depends on household income, and it pays tuition only.",
    provider: "Government of the Republic of Trinidad and Tobago (Ministry responsible for tertiary education)",
    amount: "Up to full tuition for approved programmes, means-tested (tuition only)",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of Trinidad and Tobago accepted to a GATE-approved programme at an approved local or regional tertiary institution, within the programme's age and previous-funding rules. Recipients must complete a period of national service in Trinidad and Tobago linked to the value received, or repay the funds.",
    howToApply:
      "Once accepted by an approved institution, apply through the government's GATE process (online e-service or through your institution) with proof of citizenship, acceptance and household income for the means test, then sign the GATE student agreement.",
    applicationUrl: "https://www.moe.gov.tt/government-assisted-tuition-expenses/",
    sourceUrl: "https://www.moe.gov.tt/government-assisted-tuition-expenses/",
    lastVerifiedOn: null,
    destinationId: "caribbean",
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_barbados_scholarships_and_exhibitions",
    slug: "barbados-scholarships-and-exhibitions",
    title: "Barbados Scholarships and Exhibitions",
    description:
      "Barbados' national awards for its top CAPE (and Barbados Community College) performers, announced each year by the Ministry responsible for education. A Barbados Scholarship can be taken at universities abroad; an Exhibition is tenable at the UWI campuses. In 2025, 30 students received scholarships and exhibitions.",
    provider: "Government of Barbados (Ministry of Educational Transformation)",
    amount:
      "Scholarship: Full tuition, health insurance where relevant, annual allowances and return economy airfare. Exhibition: UWI tuition plus a living allowance and travel support",
    currency: "USD",
    deadline: null,
    eligibility:
      "Barbadian students who reach the Ministry's standard in CAPE (scholarship winners have typically earned Grade I in all eight units of their programme) or an equivalent Barbados Community College result. Awardees have been required to enter a bond to return and serve Barbados for a period linked to their study, or repay.",
    howToApply:
      "Awards are based on results rather than an open competition: the Ministry announces the winners and its Tertiary Unit then processes each award with the student. Ask your school or the Tertiary Unit about the current criteria and paperwork.",
    applicationUrl: "https://mes.gov.bb/Departments/Tertiary/",
    sourceUrl: "https://mes.gov.bb/Departments/Tertiary/",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_bahamas_national_scholarship_programme",
    slug: "bahamas-national-scholarship-programme",
    title: "Bahamas National Scholarship Programme (All Bahamas Merit and National Merit)",
    description:
      "The Ministry of Education's Scholarship and Educational Loan Division runs The Bahamas' national scholarships, including the All Bahamas Merit Scholarship (the country's most prestigious award) and National Merit Scholarships for study at home or at accredited universities abroad. Awards favour areas of national priority.",
    provider: "Government of The Bahamas (Ministry of Education, Scholarship and Educational Loan Division)",
    amount: "Annual award up to a maximum set by the Ministry; value differs by scholarship",
    currency: "USD",
    deadline: null,
    eligibility:
      "Bahamian citizens, usually graduates of a Bahamian secondary school, who meet the academic criteria for the award (for merit awards, high BGCSE results and GPA) and have applied to or been accepted by an accredited institution. Recipients are expected to return and serve The Bahamas.",
    howToApply:
      "Apply online through the Scholarship and Educational Loan Division's portal during the annual cycle, uploading your passport, NIB card, acceptance letter, certificates and transcripts, essays, references and schedule of fees. Shortlisted merit candidates are interviewed.",
    applicationUrl: "https://scholarshipsbahamas.com/",
    sourceUrl: "https://www.ministryofeducationbahamas.com/scholarship-info",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_guyana_online_academy_of_learning",
    slug: "guyana-online-academy-of-learning",
    title: "Guyana Online Academy of Learning (GOAL) Scholarships",
    description:
      "The Government of Guyana's fully funded online scholarships, launched in 2021, let Guyanese study certificate to doctoral programmes from partner universities without leaving home or work. Close to 30,000 GOAL scholarships had been awarded by the start of 2025.",
    provider: "Government of Guyana (Guyana Online Academy of Learning)",
    amount: "Full tuition for an approved online programme",
    currency: "USD",
    deadline: null,
    eligibility:
      "Guyanese citizens who meet the entry requirements of the chosen programme (CAPE is the usual basis for degree programmes; some certificate programmes need no formal qualifications). Awardees sign a contract with obligations set by the government.",
    howToApply:
      "Apply online through the GOAL portal when applications are open, choosing from the current list of programmes and uploading your ID, certificates, transcripts, motivational statement and a letter of support.",
    applicationUrl: "https://goal.edu.gy/",
    sourceUrl: "https://dpi.gov.gy/goal-processing-about-3500-online-scholarship-applications/",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_mext_japanese_government_scholarship",
    slug: "mext-japanese-government-scholarship",
    title: "Japanese Government (MEXT) Scholarship",
    description:
      "Japan's Ministry of Education (MEXT) funds international students at Japanese universities, including research students (master's, doctoral or non-degree research) and, for some countries, undergraduates. Embassies of Japan in the Caribbean recommend candidates after a document review, examination and interview.",
    provider: "Government of Japan (MEXT), through Embassies of Japan",
    amount: "Full tuition, monthly living stipend and return airfare",
    currency: "USD",
    deadline: null,
    eligibility:
      "Nationals of countries with which Japan has diplomatic relations who meet the category's age and academic rules (research students need at least a bachelor's degree). The Embassy of Japan in Jamaica also covers The Bahamas and Belize; the Embassy in Barbados has invited nationals of Barbados, Antigua and Barbuda, Dominica and Saint Kitts and Nevis; the Embassy in Trinidad and Tobago covers other countries in the region.",
    howToApply:
      "Apply to the Embassy of Japan accredited to your country during its call (research-student calls have usually been in spring), submitting the MEXT forms. Shortlisted candidates sit tests and an interview before the embassy recommends them to MEXT.",
    applicationUrl: "https://www.studyinjapan.go.jp/en/smap-stopj-applications-research.html",
    sourceUrl: "https://www.jamaica.emb-japan.go.jp/itpr_en/study_in_japan.html",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_chinese_government_scholarship",
    slug: "chinese-government-scholarship",
    title: "Chinese Government Scholarship (Bilateral Program)",
    description:
      "Scholarships from China's Ministry of Education, managed by the China Scholarship Council, for undergraduate, master's, doctoral and non-degree study at designated Chinese universities. Caribbean governments receive places under bilateral agreements and select candidates; undergraduates study in Chinese after preparatory language study.",
    provider: "Government of the People's Republic of China (China Scholarship Council)",
    amount: "Full scholarship: tuition, accommodation, living stipend and medical insurance (airfare depends on your country's arrangement)",
    currency: "USD",
    deadline: null,
    eligibility:
      "Citizens of the applying country who are not Chinese citizens and are in good health. Usual age limits are under 25 for bachelor's, under 35 for master's and under 40 for doctoral study, with the matching prior qualification. Your government may add conditions, such as a period of service at home afterwards.",
    howToApply:
      "Apply through your country's dispatching authority (for example, Jamaica's Ministry of Finance and the Public Service or Barbados' Ministry of Education has handled calls) and complete the online application on the Campus China system using the agency number they give you. Calls usually run between January and April.",
    applicationUrl: "https://www.campuschina.org/",
    sourceUrl: "http://bb.chineseembassy.org/eng/notice/t1848728.htm",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_taiwan_icdf_international_higher_education_scholarship",
    slug: "taiwan-icdf-international-higher-education-scholarship",
    title: "TaiwanICDF International Higher Education Scholarship",
    description:
      "Scholarships from the International Cooperation and Development Fund of Taiwan for English-taught bachelor's, master's and doctoral programmes at partner universities in Taiwan, in fields such as agriculture, public health, engineering, business and ICT. Open to nationals of Taiwan's partner countries, which in the Caribbean region have included Belize, Saint Kitts and Nevis, Saint Lucia and Saint Vincent and the Grenadines.",
    provider: "International Cooperation and Development Fund (TaiwanICDF)",
    amount: "Full tuition and credit fees, housing, monthly living allowance, insurance, textbooks and return airfare",
    currency: "USD",
    deadline: null,
    eligibility:
      "Nationals of a country on TaiwanICDF's list of eligible countries who meet the admission requirements of the partner university and programme (a strong GPA is recommended). Each applicant may apply for one programme.",
    howToApply:
      "Complete the online TaiwanICDF application, then submit it with your documents to the Taiwan (ROC) Embassy through your country's designated ministry, and separately apply for admission to the chosen partner university by its deadline.",
    applicationUrl: "https://www.icdf.org.tw/wSite/np?ctNode=31561&mp=2",
    sourceUrl: "https://www.roc-taiwan.org/bz_en/post/8446.html",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_erasmus_mundus_joint_masters",
    slug: "erasmus-mundus-joint-masters",
    title: "Erasmus Mundus Joint Master's Scholarships",
    description:
      "EU-funded scholarships for integrated master's programmes run by groups of universities, in which you study in at least two European countries and earn a joint or multiple degree. Students from any country in the world may apply, and the programmes themselves award the scholarships to their best-ranked applicants.",
    provider: "European Union (Erasmus+), awarded by each master's consortium",
    amount: "Full participation costs (tuition), travel and installation contribution, and monthly living allowance",
    currency: "EUR",
    deadline: null,
    eligibility:
      "Holders of a first degree (or final-year students who will graduate before the programme starts) who meet the programme's academic and language requirements. You cannot hold a second Erasmus Mundus master's scholarship.",
    howToApply:
      "Browse the Erasmus Mundus catalogue, then apply directly to each chosen programme by its own deadline (many fall between October and January) and tick the scholarship option in its application.",
    applicationUrl:
      "https://erasmus-plus.ec.europa.eu/opportunities/opportunities-for-individuals/students/erasmus-mundus-joint-masters",
    sourceUrl: "http://eacea.ec.europa.eu/erasmus_mundus/programme/how_apply_en.php",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
  {
    id: "scholarship_joint_japan_world_bank_graduate_scholarship",
    slug: "joint-japan-world-bank-graduate-scholarship",
    title: "Joint Japan/World Bank Graduate Scholarship Program (JJ/WBGSP)",
    description:
      "Funded by the Government of Japan and run by the World Bank, this programme supports mid-career professionals from developing countries on development-related master's programmes at participating universities in the US, Europe, Africa, Oceania and Japan. After graduating, scholars are expected to apply their skills to development work in their home countries.",
    provider: "World Bank (funded by the Government of Japan)",
    amount: "Full tuition, monthly living allowance, basic medical insurance, round-trip airfare and a travel allowance",
    currency: "USD",
    deadline: null,
    eligibility:
      "Nationals of a World Bank member developing country on the programme's current eligible list (check for your country), with a bachelor's degree earned at least three years before the deadline and at least three years of development-related work experience, admitted to one of the participating master's programmes outside their own country.",
    howToApply:
      "Apply first to a participating master's programme; the application link for the scholarship is shared with candidates the universities shortlist. Read the current call and list of participating programmes on the World Bank Scholarships Program page.",
    applicationUrl: "https://www.worldbank.org/en/programs/scholarships",
    sourceUrl: "https://www.worldbank.org/en/programs/scholarships",
    lastVerifiedOn: null,
    destinationId: null,
    pathwayId: null,
    isFeatured: false,
    isActive: true,
  },
];
