import type { DestinationSeed } from "./seed-types.js";

/**
 * Study destinations. Money figures are rough typical ranges for orientation
 * only; immigration rules change often, so every page should send students to
 * the official source before they act.
 */
export const destinations: DestinationSeed[] = [
  {
    id: "dest_canada",
    name: "Canada",
    slug: "canada",
    description:
      "Large public universities and colleges, a big Caribbean diaspora in Toronto and Montreal, and routes to work after graduation. Many Canadian universities publish specific CSEC/CAPE requirements.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: false,
    content: `Canada is one of the most common choices for Caribbean students. Universities and colleges are mostly public, teaching is in English (and French in Quebec and some bilingual institutions), and cities such as Toronto and Montreal have long-established Jamaican, Trinidadian, Guyanese and other Caribbean communities, which makes settling in easier.

To study for more than six months you need a **study permit**, even if your passport lets you visit Canada without a visa. Since 2024 Canada has capped new study permits, and most undergraduate applicants now also need a provincial or territorial attestation letter (PAL/TAL), which your school helps you get after you are admitted. You must show you can pay tuition plus living costs, and the amount required is set by the government and updated from time to time.

Eligible full-time students can work off campus up to 24 hours a week during term and full-time in scheduled breaks. Graduates of eligible programmes may apply for a Post-Graduation Work Permit (PGWP); the eligibility rules were tightened in 2024, so check that your programme qualifies before you enrol.

Canadian universities generally accept CSEC plus CAPE for admission, and many give transfer credit for good CAPE units. Requirements differ by university and programme (for example, CAPE Pure Mathematics for engineering or science), so read each university's Caribbean or CAPE requirements page. International tuition is much higher than what Canadian students pay, and fees vary a lot by province.`,
    facts: {
      currency: "CAD",
      languages: ["English", "French"],
      studentVisa: "Study permit",
      workRights:
        "Eligible students may work off campus up to 24 hours a week during academic sessions and full-time during scheduled breaks (check current IRCC rules)",
      academicYear: "September to April (some programmes also start in January)",
      bestTimeToApply: "October to January for September entry; deadlines vary by university and Ontario applicants apply through OUAC",
      tuitionInternationalUndergrad: "Roughly CAD 20,000 - 60,000+ a year, varying widely by province, university and programme",
      tuitionInternationalPostgrad: "Roughly CAD 15,000 - 50,000+ a year (many research master's and PhD places come with funding)",
      livingCostsMonthly: "Roughly CAD 1,500 - 2,500 (Toronto and Vancouver at the higher end)",
      officialStudyInfoUrl: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada.html",
      schoolFacts: [],
    },
  },
  {
    id: "dest_usa",
    name: "United States",
    slug: "usa",
    description:
      "Thousands of colleges and universities, flexible liberal arts degrees and athletic scholarships. Costs are high, but some universities give generous need-based aid to international students.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: false,
    content: `The United States has the widest choice of any destination: large public universities, small liberal arts colleges, HBCUs (historically Black colleges and universities such as Howard), community colleges and specialist schools. Undergraduate degrees usually take four years and let you explore subjects before choosing a major. Many Caribbean students also go on athletic scholarships, especially in track and field.

Most degree students study on an **F-1 student visa**. After you accept a place, the school issues a Form I-20; you pay the SEVIS fee and attend a visa interview at the US embassy in your country (for example in Kingston, Port of Spain, Bridgetown or Nassau). Visa rules and waiting times can change quickly, so always check the embassy's current guidance.

F-1 students can usually work on campus up to 20 hours a week during term. Off-campus work is only allowed through authorised routes such as Curricular Practical Training (CPT) and Optional Practical Training (OPT), which normally gives up to 12 months of work after graduation, with a possible extension for STEM graduates.

US colleges read CSEC and CAPE as part of your secondary school record, together with your school report, essays and recommendations. Some colleges give credit or advanced standing for strong CAPE results. Many colleges are test-optional for the SAT/ACT, but some have brought tests back, so check each one. Sticker prices are high; look for colleges that meet full need for international students, merit scholarships and athletic scholarships, and consider starting at a community college and transferring.`,
    facts: {
      currency: "USD",
      languages: ["English"],
      studentVisa: "F-1 student visa (J-1 for some exchange programmes)",
      workRights: "On-campus work up to 20 hours a week during term; off-campus work only through authorised routes such as CPT and OPT",
      academicYear: "Late August/September to May",
      bestTimeToApply: "Early action/early decision deadlines are often in November and regular deadlines often in January, for August/September entry",
      tuitionInternationalUndergrad: "Roughly USD 10,000 - 65,000+ a year (community colleges at the low end, private universities at the high end)",
      tuitionInternationalPostgrad: "Roughly USD 20,000 - 60,000+ a year (many PhD places are funded)",
      livingCostsMonthly: "Roughly USD 1,200 - 2,500, depending heavily on the city",
      officialStudyInfoUrl: "https://educationusa.state.gov/",
      schoolFacts: [],
    },
  },
  {
    id: "dest_uk",
    name: "United Kingdom",
    slug: "uk",
    description:
      "Shorter, focused degrees (three years in England, four in Scotland) with long links to the Caribbean. UK universities generally treat two-unit CAPE subjects like A-levels.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: false,
    content: `The UK has strong historic and family links with the Caribbean, and a UK degree is well understood by employers at home. Most bachelor's degrees in England, Wales and Northern Ireland take three years and in Scotland four; you apply for a specific subject from the start. Many taught master's degrees take just one year.

You apply through **UCAS** with one personal statement for up to five choices. The deadline for Oxford, Cambridge and most medicine, dentistry and veterinary courses is 15 October; for most other courses there is a main equal-consideration deadline in January. Once you accept an unconditional offer, the university gives you a CAS number to apply for the **Student visa**. You also pay the Immigration Health Surcharge, which gives you access to the NHS.

Degree-level students can usually work up to 20 hours a week in term time and full-time in official vacations. The Graduate Route lets graduates stay and work for a period after finishing; the UK government has announced changes to its length, so check the current rules.

UK universities commonly treat a two-unit CAPE subject as roughly equivalent to an A-level, and CSEC grades I-III like GCSE passes; offers are often made in CAPE grades (for example 1s and 2s across three two-unit subjects). Nationals of most English-speaking Caribbean countries do not need a separate English test for the visa, but check your university's rules. International fees are high, so look at Chevening (postgraduate), Commonwealth Scholarships and university scholarships.`,
    facts: {
      currency: "GBP",
      languages: ["English"],
      studentVisa: "Student visa",
      workRights: "Usually up to 20 hours a week in term time for degree-level study, full-time during official vacations (check your visa conditions)",
      academicYear: "September/October to June",
      bestTimeToApply: "Through UCAS from September; 15 October for Oxford, Cambridge and most medicine courses, January for most other courses",
      tuitionInternationalUndergrad: "Roughly GBP 15,000 - 40,000 a year (clinical medicine can be much higher)",
      tuitionInternationalPostgrad: "Roughly GBP 15,000 - 40,000+ a year (MBAs higher)",
      livingCostsMonthly: "Roughly GBP 1,100 - 1,800 (London at the higher end)",
      officialStudyInfoUrl: "https://www.gov.uk/student-visa",
      schoolFacts: [
        {
          key: "applicationDeadline",
          appliesTo: "Every UK university and college, through UCAS",
          statements: [
            {
              text: "UCAS deadlines for 2026 entry: 15 October 2025, 18:00 UK time, for Oxford, Cambridge and most medicine, dentistry and veterinary courses; 14 January 2026, 18:00, the equal-consideration deadline for most other courses; 30 June 2026, the final deadline",
              cycle: "2026 entry",
              olderPage: false,
              amounts: [],
              dates: ["2025-10-15", "2026-01-14", "2026-06-30"],
              sourceUrl: "https://unistart-lander.pages.dev/blog/ucas-deadlines-2026-entry",
              confidence: "aggregator",
              verifiedOn: "2026-11-23",
            },
          ],
        },
      ],
    },
  },
  {
    id: "dest_ireland",
    name: "Ireland",
    slug: "ireland",
    description:
      "English-speaking EU country with historic universities, a growing tech and pharmaceutical job market and a post-study stay-back option. Dublin rents are high.",
    imageUrl: null,
    isPopular: false,
    isCaribbean: false,
    content: `Ireland is an English-speaking member of the European Union with well-regarded universities such as Trinity College Dublin and University College Dublin. Many large technology and pharmaceutical companies have European bases there, which attracts students in computing, business and science.

Irish students apply through the CAO, but non-EU applicants usually apply **directly to each university**, and deadlines differ. Depending on your nationality you may need a long-stay "D" **study visa** before travelling; either way, you register with immigration after you arrive and receive **Stamp 2** student permission.

Stamp 2 students can normally work up to 20 hours a week during term and up to 40 hours a week in set holiday periods. After graduating, eligible students can apply for the Third Level Graduate Programme (Stamp 1G), which allows a period of work: typically 12 months after an honours bachelor's and up to 24 months after a master's.

Irish universities assess Caribbean qualifications individually, and strong CAPE results are typically expected for direct entry; check each university's country requirements page for the grades and subjects it wants. Budget carefully: non-EU fees are high and student accommodation in Dublin is scarce and expensive, so apply for housing early.`,
    facts: {
      currency: "EUR",
      languages: ["English"],
      studentVisa: "Stamp 2 student permission, plus a long-stay 'D' study visa if your nationality needs a visa",
      workRights: "Up to 20 hours a week during term and up to 40 hours a week during set holiday periods (Stamp 2; check current rules)",
      academicYear: "September to May",
      bestTimeToApply: "Autumn to spring for September entry; non-EU applicants usually apply directly to each university, so check each deadline",
      tuitionInternationalUndergrad: "Roughly EUR 10,000 - 30,000 a year for non-EU students (medicine much higher)",
      tuitionInternationalPostgrad: "Roughly EUR 12,000 - 35,000 a year",
      livingCostsMonthly: "Roughly EUR 1,000 - 1,800 (Dublin at the higher end)",
      officialStudyInfoUrl: "https://www.irishimmigration.ie/",
      schoolFacts: [],
    },
  },
  {
    id: "dest_germany",
    name: "Germany",
    slug: "germany",
    description:
      "Most public universities charge little or no tuition, even to international students, and many master's degrees are taught in English. Bachelor's degrees are mostly in German.",
    imageUrl: null,
    isPopular: false,
    isCaribbean: false,
    content: `Germany is attractive because most public universities charge no tuition fees, only a semester contribution of a few hundred euros that often includes a public transport ticket. There are exceptions: the state of Baden-Wuerttemberg charges most non-EU students EUR 1,500 per semester, and the Technical University of Munich has charged non-EU students tuition since the 2024/25 winter semester. Living costs are moderate compared with the UK or USA.

Most **bachelor's** degrees are taught in German, so you would normally need a recognised German language certificate. Many **master's** programmes are taught in English, which makes Germany a good option after a first degree at UWI or elsewhere.

You apply for a **national (D) visa for study** at the German embassy responsible for your country, and then a residence permit for study after you arrive. You must show how you will pay living costs, usually with a blocked bank account; the required amount is set each year. Students can work up to 140 full days or 280 half days a year (the rules changed in 2024), plus student assistant jobs at the university.

Caribbean school-leaving qualifications are not always accepted for direct entry to a German bachelor's degree. Depending on your CSEC/CAPE subjects and grades, you may need a foundation year (Studienkolleg) and its final exam, or some completed university study, first. Check the DAAD admissions database or uni-assist for your exact qualifications before you apply.`,
    facts: {
      currency: "EUR",
      languages: ["German", "English"],
      studentVisa: "National (D) visa for study, followed by a residence permit for study purposes",
      workRights: "Up to 140 full days or 280 half days a year, plus student assistant jobs at the university (check current rules)",
      academicYear: "Winter semester October to March; summer semester April to September",
      bestTimeToApply:
        "Often by 15 July for the winter semester and by 15 January for the summer semester, but deadlines vary and many international programmes close earlier",
      tuitionInternationalUndergrad:
        "Usually no tuition at public universities, only a semester contribution of a few hundred euros; exceptions include Baden-Wuerttemberg (EUR 1,500 per semester for most non-EU students) and TUM",
      tuitionInternationalPostgrad:
        "Usually no tuition for most master's programmes at public universities; some specialist or executive programmes and some institutions charge fees",
      livingCostsMonthly: "Roughly EUR 900 - 1,300 (Munich and other big cities higher)",
      officialStudyInfoUrl: "https://www.study-in-germany.de/en/",
      schoolFacts: [],
    },
  },
  {
    id: "dest_australia",
    name: "Australia",
    slug: "australia",
    description:
      "High-quality universities, a warm climate and generous part-time work rights, but it is far from the Caribbean and among the more expensive destinations.",
    imageUrl: null,
    isPopular: false,
    isCaribbean: false,
    content: `Australia has several universities that rank among the best in the world, especially in Melbourne and Sydney, and a large international student community. It is a long and expensive journey from the Caribbean, so plan for fewer trips home.

You need a **Student visa (subclass 500)**. You must first be accepted and receive a Confirmation of Enrolment (CoE), buy Overseas Student Health Cover (OSHC) for the length of your visa, show you can pay your costs, and meet the Genuine Student requirement. Visa fees are high and were raised in recent years.

Student visa holders can work up to 48 hours per fortnight while their course is in session and unlimited hours during scheduled breaks. After graduating, eligible students can apply for a Temporary Graduate visa (subclass 485) to stay and work for a period.

The academic year runs from about late February to November, with a second intake in July at many universities, so timing is different from the Caribbean. Australian universities assess CSEC and CAPE individually; CAPE results or an associate degree may be needed for direct entry, and some students go through a university foundation programme first. Check each university's international entry requirements page.`,
    facts: {
      currency: "AUD",
      languages: ["English"],
      studentVisa: "Student visa (subclass 500)",
      workRights: "Up to 48 hours per fortnight while the course is in session and unlimited hours during scheduled breaks (check current rules)",
      academicYear: "Late February/March to November, with a second intake in July at many universities",
      bestTimeToApply: "About 6-12 months before your intended start date",
      tuitionInternationalUndergrad: "Roughly AUD 25,000 - 55,000+ a year (medicine and some programmes higher)",
      tuitionInternationalPostgrad: "Roughly AUD 25,000 - 60,000+ a year",
      livingCostsMonthly: "Roughly AUD 2,000 - 3,000 (Sydney and Melbourne at the higher end)",
      officialStudyInfoUrl: "https://www.studyaustralia.gov.au/",
      schoolFacts: [],
    },
  },
  {
    id: "dest_jamaica",
    name: "Jamaica",
    slug: "jamaica",
    description: "Home to UWI Mona, the oldest UWI campus, plus UTech, Northern Caribbean University, specialist colleges and the Norman Manley Law School.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: true,
    content: `Jamaica has the largest higher education sector in the English-speaking Caribbean. **The University of the West Indies, Mona** (opened in 1948 as the University College of the West Indies) is in Kingston, with a Western Jamaica Campus in Montego Bay. It offers medicine (MBBS), law, engineering, science, social sciences, humanities, education and sport, and the University Hospital of the West Indies is next to the campus.

Other options include the **University of Technology, Jamaica (UTech)**, which is strong in engineering, architecture, computing, hospitality and health; **Northern Caribbean University** in Mandeville; and specialist institutions such as the Edna Manley College of the Visual and Performing Arts, the Caribbean Maritime University, teachers' colleges and community colleges. Law graduates complete the Legal Education Certificate at the **Norman Manley Law School** at Mona. The University Council of Jamaica (UCJ) registers and accredits local tertiary programmes, so check that a programme is accredited.

Entry to UWI is based on CSEC and CAPE (or equivalents such as an associate degree), with extra subject requirements set by each faculty. UWI's economic cost is shared: students from UWI's contributing countries pay tuition while their government covers much of the rest, whereas students from non-contributing countries pay the full economic cost. Jamaican students can apply to the Students' Loan Bureau (SLB) for help with fees.

Students from other CARICOM countries usually get a stay of up to six months on arrival but must make sure they have the right immigration permission for the whole programme. Ask the institution's international office and the Passport, Immigration and Citizenship Agency (PICA) what you need before you travel.`,
    facts: {
      currency: "JMD",
      languages: ["English"],
      studentVisa: null,
      workRights: null,
      academicYear: "August/September to May, in two semesters (some institutions run a summer session)",
      bestTimeToApply: "Early in the calendar year for August/September entry; check each institution's closing date",
      tuitionInternationalUndergrad: null,
      tuitionInternationalPostgrad: null,
      livingCostsMonthly: null,
      officialStudyInfoUrl: null,
      schoolFacts: [],
    },
  },
  {
    id: "dest_bahamas",
    name: "The Bahamas",
    slug: "bahamas",
    description:
      "The University of The Bahamas, technical and vocational training, UWI programmes and the Eugene Dupuch Law School, all close to home for Bahamian students.",
    imageUrl: null,
    isPopular: false,
    isCaribbean: true,
    content: `The main national institution is the **University of The Bahamas (UB)**, which began as The College of The Bahamas in 1974 and became a university in 2016. Its main campus is in Nassau, with a northern campus on Grand Bahama, and it includes the Culinary and Hospitality Management Institute. The Bahamas Technical and Vocational Institute (BTVI) offers trades and technical training.

The **Eugene Dupuch Law School** in Nassau, opened in 1998, is one of the three Council of Legal Education law schools where law graduates complete the Legal Education Certificate. UWI also has a presence in The Bahamas, including clinical medical training in Nassau, and many Bahamians study at UWI campuses elsewhere in the region.

Most Bahamian students leave school with the **BGCSE** (Bahamas General Certificate of Secondary Education) rather than CSEC; universities abroad and in the region generally assess it in a similar way to GCSE/CSEC, and many Bahamian students also take the SAT or CAPE when applying to North American or UWI programmes.

The Bahamas is a member of CARICOM but does not take part in the CSME free movement arrangements, so students from other countries should check immigration requirements with the institution before they travel. Bahamian students can look at government scholarships and loans and at private funders such as the Lyford Cay Foundation.`,
    facts: {
      currency: "BSD",
      languages: ["English"],
      studentVisa: null,
      workRights: null,
      academicYear: "August to May, in two semesters",
      bestTimeToApply: null,
      tuitionInternationalUndergrad: null,
      tuitionInternationalPostgrad: null,
      livingCostsMonthly: null,
      officialStudyInfoUrl: null,
      schoolFacts: [],
    },
  },
  {
    id: "dest_barbados",
    name: "Barbados",
    slug: "barbados",
    description:
      "UWI Cave Hill, Barbados Community College and specialist institutes. Barbadian nationals have had UWI tuition paid by the government since 2018.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: true,
    content: `**The University of the West Indies, Cave Hill** (opened in 1963) is the main university in Barbados. It is home to UWI's original Faculty of Law and also offers medicine, social sciences, humanities, education, science and technology, and sport. Codrington College, a theological college, is affiliated with UWI.

The **Barbados Community College (BCC)**, founded in 1968, offers associate and some bachelor's degrees in areas including fine arts, commerce, computing, health sciences, languages, physical education and hospitality; its Hospitality Institute runs the training Hotel PomMarine. The Samuel Jackman Prescod Institute of Technology (SJPI) covers technical and vocational training and Erdiston Teachers' Training College prepares teachers.

In 2018 the Government of Barbados reversed the tuition fees introduced in 2014 and again pays UWI tuition for Barbadian undergraduates; check the current terms with the Ministry of Education and the campus. Students from other UWI contributing countries pay subsidised tuition, with their governments covering much of the economic cost.

Entry to UWI is based on CSEC and CAPE (or an approved associate degree) plus each faculty's subject requirements. Barbados is a CSME member; students from other CARICOM countries should still confirm with the institution what immigration permission they need for the length of their programme.`,
    facts: {
      currency: "BBD",
      languages: ["English"],
      studentVisa: null,
      workRights: null,
      academicYear: "August/September to May, in two semesters",
      bestTimeToApply: null,
      tuitionInternationalUndergrad: null,
      tuitionInternationalPostgrad: null,
      livingCostsMonthly: null,
      officialStudyInfoUrl: null,
      schoolFacts: [],
    },
  },
  {
    id: "dest_trinidad",
    name: "Trinidad and Tobago",
    slug: "trinidad-tobago",
    description: "UWI St. Augustine, the main UWI campus for engineering and agriculture, plus UTT, USC, COSTAATT and the Hugh Wooding Law School.",
    imageUrl: null,
    isPopular: true,
    isCaribbean: true,
    content: `**The University of the West Indies, St. Augustine** grew out of the Imperial College of Tropical Agriculture and became a UWI campus in 1960. It is UWI's main centre for engineering and for food and agriculture, and also teaches medicine (at the Eric Williams Medical Sciences Complex at Mount Hope), law, science and technology, social sciences, humanities and education, and sport. The Department of Creative and Festival Arts teaches music, theatre, dance and visual arts.

Other institutions include **The University of Trinidad and Tobago (UTT)**, set up in 2004 with a focus on engineering, technology, education, agriculture and the performing arts; the **University of the Southern Caribbean (USC)**, a Seventh-day Adventist university in the Maracas Valley, St. Joseph, founded in 1927; and the College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT). Law graduates complete the Legal Education Certificate at the **Hugh Wooding Law School** in St. Augustine.

Trinidad and Tobago nationals can apply for the government's GATE programme, which helps with tuition at approved local institutions; eligibility rules have changed over time, so check the current criteria. Programmes and institutions are accredited by the Accreditation Council of Trinidad and Tobago (ACTT).

Entry to UWI needs five subjects, at least two of them at CAPE level (or an approved associate degree), plus faculty requirements. Trinidad and Tobago is a CSME member; students from other CARICOM countries should confirm with their institution's international office what immigration permission they need for the whole programme.`,
    facts: {
      currency: "TTD",
      languages: ["English"],
      studentVisa: null,
      workRights: null,
      academicYear: "August/September to May, in two semesters",
      bestTimeToApply: null,
      tuitionInternationalUndergrad: null,
      tuitionInternationalPostgrad: null,
      livingCostsMonthly: null,
      officialStudyInfoUrl: null,
      schoolFacts: [],
    },
  },
  {
    id: "dest_eastern_caribbean",
    name: "Eastern Caribbean",
    slug: "eastern-caribbean",
    description: "The OECS islands: UWI Five Islands in Antigua, national community colleges in each country, and St. George's University in Grenada.",
    imageUrl: null,
    isPopular: false,
    isCaribbean: true,
    content: `The Eastern Caribbean covers the member states of the Organisation of Eastern Caribbean States (OECS), including Antigua and Barbuda, Dominica, Grenada, Montserrat, St. Kitts and Nevis, Saint Lucia and St. Vincent and the Grenadines. Most use the Eastern Caribbean dollar (XCD), and citizens of the OECS Economic Union countries have the right to move, live and work freely between them.

**The UWI Five Islands Campus** in Antigua opened in 2019 as UWI's fourth landed campus and the first in the OECS. UWI's Open Campus also has sites across the region. Each country has a national college, such as the Sir Arthur Lewis Community College (Saint Lucia), T. A. Marryshow Community College (Grenada), Dominica State College, the Antigua State College, the Clarence Fitzroy Bryant College (St. Kitts and Nevis) and the St. Vincent and the Grenadines Community College. These colleges teach CAPE and associate degrees, and an approved associate degree can count towards UWI entry.

**St. George's University** in Grenada (founded in 1976) is a private university best known for its US-style medical and veterinary schools, which attract many students from North America. Its fees are charged in US dollars and are much higher than at regional public institutions.

Starting at your national college and finishing a degree at a UWI campus (or abroad) is a common and cheaper route. Check with the college which associate degrees give matriculation or course credit at UWI, and ask your government about scholarships and student loans.`,
    facts: {
      currency: "XCD",
      languages: ["English"],
      studentVisa: null,
      workRights: null,
      academicYear: "August/September to May, in two semesters",
      bestTimeToApply: null,
      tuitionInternationalUndergrad: null,
      tuitionInternationalPostgrad: null,
      livingCostsMonthly: null,
      officialStudyInfoUrl: null,
      schoolFacts: [],
    },
  },
];
