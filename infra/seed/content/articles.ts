/**
 * Article seed content: application guides, funding guides and student-life
 * advice for Caribbean students.
 *
 * Conventions:
 * - Facts that change (fees, visa amounts, deadlines) are either stated with
 *   the date they applied and a pointer to the official page, or left out.
 * - Links go only to official sites (governments, universities, CXC, UCAS,
 *   scholarship bodies).
 * - `readTime` is the word count of `content` divided by 200, rounded up.
 */

export interface ArticleSeed {
  /** "article_" + slug with hyphens as underscores. */
  id: string;
  /** kebab-case, unique. */
  slug: string;
  title: string;
  /** 1-2 sentences, max ~200 chars. */
  excerpt: string;
  /** Markdown with ## and ### headings and a final "## Pro tips" section. */
  content: string;
  categoryId: "application-guide" | "funding" | "student-life";
  destinationId: string | null;
  pathwayId: string | null;
  /** Minutes: words / 200, rounded up, minimum 1. */
  readTime: number;
  isFeatured: boolean;
  /** ISO date. */
  publishedAt: string;
}

export const articles: ArticleSeed[] = [
  // ---------------------------------------------------------------------------
  // Application guides
  // ---------------------------------------------------------------------------
  {
    id: "article_how_universities_read_csec_and_cape",
    slug: "how-universities-read-csec-and-cape",
    title: "How Universities in the UK, Canada and the US Read Your CSEC and CAPE Results",
    excerpt:
      "CSEC and CAPE are respected around the world, but each country reads them differently. Here is how admissions offices tend to look at your results and what to check before you choose subjects.",
    content: `Your CXC results are the backbone of almost every application you will make, whether you apply to UWI, a university in Toronto or a college in Florida. The good news is that CSEC and CAPE are well known to admissions offices. The catch is that each country, and often each university, reads them in its own way.

## CSEC and CAPE in a nutshell

**CSEC** (Caribbean Secondary Education Certificate) is usually taken at the end of fifth form. Universities abroad mostly use it to check your foundations, especially **English A** and **Mathematics**, in the same way UK universities look at GCSEs.

**CAPE** (Caribbean Advanced Proficiency Examination) is taken in sixth form. Each subject is split into **Unit 1** and **Unit 2**, and results are reported as overall grades from I (highest) to VII, with profile grades for each module. When universities talk about CAPE they usually mean **two-unit subjects**: a subject where you have passed both units.

## The United Kingdom

CAPE has a long track record in the UK. CXC reports that the UK's national recognition agency assessed CAPE and found two-unit courses comparable to GCE A levels in a range of subjects, and that UCAS's international qualifications guidance described CAPE as acceptable at the two-unit level in place of A levels, subject for subject. You can read CXC's summary on its [CAPE recognition page](https://www.cxc.org/examinations/cape/cape-recognition/).

In practice this means:

- Offers are often written as grades in **three two-unit CAPE subjects**, much like an A-level offer of three grades.
- Some universities publish a country page for the Caribbean with their CAPE requirements; others list CAPE inside a long table of international qualifications.
- Not every course accepts CAPE on its own. Some pages mark it as "not accepted" for particular courses, or ask for a foundation year.
- CSEC English and Maths are commonly used where a UK applicant would show GCSEs.

The only safe rule is to **check each university's international entry requirements page** for your exact course and year of entry.

## Canada

Canadian universities see many Caribbean applicants, and many publish specific requirements for CSEC and CAPE students. Some will consider you on CSEC results plus CAPE results in progress, and some give **transfer credit** for strong CAPE units, which can shorten your degree or free space in your timetable. Requirements differ between universities and between programmes: engineering and science programmes, for example, usually expect particular maths and science subjects. Look for the university's "Caribbean" or "international curriculum" admissions page and its transfer credit guide.

## The United States

US colleges do not convert your grades into a single score. They read CSEC and CAPE as part of your **whole secondary school record**, together with your school's profile, your counsellor's report, teacher recommendations, essays and activities. Some colleges award credit for CAPE units in the same way they do for AP or A-level results, but policies vary widely, so ask each college's admissions or registrar's office.

Because a US reader may not know your school, it helps if your guidance counsellor sends a **school profile** that explains the CXC grading scale, which subjects your school offers and how many units students normally take.

## UWI and the region

Regional universities are built around CXC. CXC notes that The University of the West Indies and the University of Guyana accept passes in six CAPE units, including the single-unit courses **Caribbean Studies** and **Communication Studies**, for normal matriculation. Specific faculties then add their own subject requirements.

## Choosing subjects with the end in mind

- **Work backwards** from the degree you want. Engineering usually needs maths and physics; medicine usually needs biology and chemistry.
- **Keep options open**: a third science or maths subject can widen your choices if you are undecided.
- **Do not neglect the core units.** Caribbean Studies and Communication Studies matter a great deal for regional matriculation and some national scholarships, even if overseas offers focus on subject units.
- **Predicted grades count.** UK applications include predicted grades from your school, so your Unit 1 performance and teacher assessments matter early.

## Pro tips

- Save a PDF of each university's entry requirements page on the day you apply; pages change from one cycle to the next.
- If a page does not mention CAPE, email the international admissions office and ask which qualifications they accept from your country.
- Ask your school early for a school profile that explains CXC grades for overseas readers.
- Keep copies of every results slip and certificate in one folder, paper and digital.
- When in doubt about subject choice, pick the combination that keeps the most doors open.`,
    categoryId: "application-guide",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: true,
    publishedAt: "2026-01-05",
  },
  {
    id: "article_study_abroad_application_timeline",
    slug: "study-abroad-application-timeline",
    title: "Your Study Abroad Application Timeline: What to Do and When",
    excerpt:
      "Applying abroad takes most of a year. This month-by-month plan shows when to research, gather documents, write your statements, submit and accept offers.",
    content: `The students who get the best offers and scholarships are rarely the ones with the most time. They are the ones who started early and worked to a plan. Use this timeline as a starting point and adjust it to the deadlines of the countries and universities on your list.

## 12 to 6 months before deadlines: research

Start about a year before your first application deadline, which for many students means the summer before upper sixth.

- **Decide what you want to study first**, then where. A clear subject makes every later choice easier.
- **Build a long list** of 10 to 15 universities across a range of entry requirements and costs.
- **Read entry requirements** for each course, including how it treats CSEC and CAPE, and note any required subjects or grades.
- **Work out costs**: tuition, living costs and travel. Compare them with what your family can pay and what scholarships exist.
- **Note every deadline** in one calendar, including scholarship deadlines, which are often earlier than admission deadlines.
- **Register for tests** if you need them, such as the SAT for some US colleges.

## 6 to 4 months before: documents

Paperwork takes longer than you think, especially when it depends on other people.

- **Passport**: make sure it is valid well beyond your planned course end date, or renew it now.
- **CXC results and certificates**: gather results slips, certificates and, where relevant, CXC e-certificates.
- **School records**: ask your school for transcripts and a school profile.
- **References**: ask teachers politely and early, and give them your CV and a summary of your plans.
- **Birth certificate and ID**: many scholarship and visa applications ask for them.

## 4 to 3 months before: statements and essays

- **UK**: draft your UCAS personal statement answers.
- **US**: draft your Common App essay and start college-specific supplements.
- **Scholarships**: many ask for their own essays on leadership, goals or community impact.

Write a first draft, put it away for a week, then revise. Ask one teacher and one person who knows you well to read it.

## 3 to 2 months before: submit

- **UK**: UCAS's main equal-consideration deadline falls in January for most courses, but Oxford, Cambridge and most medicine, dentistry and veterinary courses close on 15 October.
- **US**: many colleges have early deadlines in early to mid November and regular deadlines in January. Early Decision is binding, so only use it for a college you are sure about and can afford.
- **Canada**: deadlines are often between December and March; Ontario universities use the OUAC application system.
- Submit **a few days early**. Websites slow down on deadline day and payment problems happen.

## 2 to 1 months after submitting: interviews and tests

Some courses and scholarships interview applicants, often online. Prepare by re-reading your statement, researching the course and practising answers aloud. Keep checking your email and application portals; a missed message can cost you an offer.

## Offers, decisions and deadlines

- **Compare offers carefully**, including total cost after scholarships, not just reputation.
- **Meet reply deadlines**. US colleges commonly ask for a decision by 1 May; UCAS and Canadian universities set their own reply dates.
- **Pay deposits** only to the university you will attend, through its official payment page.
- **Start your visa application** as soon as you have the documents you need, such as a CAS for the UK, an I-20 for the US or a letter of acceptance for Canada.

## The summer before you leave

CSEC and CAPE results usually come out in August. If your offer is conditional, confirm with the university once results are released. Then book travel, arrange housing and read everything your university sends about arrival and orientation.

## Pro tips

- Keep one master spreadsheet with every deadline, login and document status.
- Set calendar reminders two weeks and two days before each deadline.
- Scan every document as a clear PDF and name files consistently, such as "Surname-CAPE-2026.pdf".
- Ask for references at least a month before you need them, and send a polite reminder a week before.
- Apply to at least one affordable option you would be happy to attend.`,
    categoryId: "application-guide",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: true,
    publishedAt: "2026-02-09",
  },
  {
    id: "article_ucas_personal_statement_guide",
    slug: "ucas-personal-statement-guide",
    title: "Writing Your UCAS Personal Statement: The Three-Question Format",
    excerpt: "From 2026 entry UCAS replaced the free-form personal statement with three questions. Here is how Caribbean applicants can answer each one well.",
    content: `If you are applying to UK universities, your personal statement is your chance to show admissions tutors why you want to study your subject and why you are ready for it. For courses starting in 2026 and later, UCAS changed the format: instead of one long essay you answer **three separate questions**.

## The new format

The three questions are:

1. **Why do you want to study this course or subject?**
2. **How have your qualifications and studies helped you to prepare for this course or subject?**
3. **What else have you done to prepare outside of education, and why are these experiences useful?**

The **total limit is still 4,000 characters** including spaces, and each answer must be **at least 350 characters**. You decide how to share the characters between the three answers. Admissions tutors read the three answers together, so avoid repeating yourself. Check the latest guidance on [UCAS](https://www.ucas.com/) before you write, as details can change.

One statement goes to every university you apply to, so write about the **subject**, not about one particular university.

## Question 1: Why this subject?

This is about motivation. Strong answers are specific.

- Describe a moment, problem or idea that made you curious. It might be a CAPE lesson, a book, a news story about your island or something you saw in your community.
- Show that you understand what the subject involves at university, not just what you enjoyed at school.
- Avoid clichés such as "I have always been passionate about..." and let your examples show the passion instead.

## Question 2: How have your studies prepared you?

This is where your CXC studies shine.

- Link your **CAPE subjects** to the course. For example, how Pure Mathematics prepared you for engineering, or how Caribbean Studies shaped your interest in economics or sociology.
- Use your **Internal Assessments** and **School-Based Assessments**: research projects, lab investigations and fieldwork are real evidence of independent work.
- Mention skills, such as analysing data, writing long essays or presenting, and say how you developed them.

Remember that your grades and predicted grades appear elsewhere in the application, so do not just list them.

## Question 3: What else have you done?

Think beyond school:

- Work, internships or job shadowing, including helping in a family business.
- Volunteering, church or community groups, sport, music, debating or youth parliament.
- Independent learning such as online courses, podcasts, competitions or reading.

For each example, explain **what you learned** and **why it matters for the course**. One well-explained experience is worth more than a list of ten.

## Writing and editing

- **Draft offline**, in a document, and paste into the application only when finished.
- Write plainly. Short, clear sentences are easier to read than complicated ones.
- Read it aloud to catch mistakes and awkward phrases.
- Ask a teacher to check it for accuracy and a friend to check it sounds like you.
- Do not copy from the internet or submit text written for you. UCAS checks statements for similarity, and universities want your own voice.

## Your reference

Your UCAS application also includes a reference, usually from your school, with **predicted grades**. Give your referee a short summary of your plans and achievements so they can write about you in detail, and ask early.

## Pro tips

- Start with Question 2 if you feel stuck; most students find it easiest to write about what they have studied.
- Give each example a "so what": what did it teach you about the subject?
- Keep a running note of books, lessons and experiences that interest you throughout sixth form.
- Check the character count inside the UCAS form itself, as word processors count differently.
- Save every draft with a date so you can go back to earlier ideas.`,
    categoryId: "application-guide",
    destinationId: "dest_uk",
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-06-29",
  },
  {
    id: "article_common_app_essay_guide",
    slug: "common-app-essay-guide",
    title: "The Common App Essay: A Guide for Caribbean Applicants",
    excerpt:
      "US colleges want to hear your voice, not a list of achievements. How to pick a Common App prompt, tell your story in 650 words and handle the supplements.",
    content: `Hundreds of US colleges and universities accept the **Common Application**, so the main essay you write there will be read by almost every US college on your list. It is also the part of your application where admissions officers hear you most directly.

## The basics

- The personal essay has a **maximum of 650 words**.
- You choose **one of seven prompts**. In recent cycles they have covered: a background, identity, interest or talent central to who you are; a challenge, setback or failure; a time you questioned a belief; gratitude for something someone did for you; an accomplishment or realisation that sparked growth; a topic that makes you lose track of time; and a topic of your choice.
- Most colleges also ask **supplemental questions**, from short answers to full essays.
- The **Additional Information** section has a separate question about challenges and circumstances that affected your education, with its own shorter limit.

Check the current prompts and limits on the [Common App website](https://www.commonapp.org/) before you start, since they are reviewed each year.

## Choosing your story

The best essays are about **one focused story** that reveals something important about you. Ask yourself: if a college only knew my grades and activities list, what would it be missing?

Caribbean students often have excellent material:

- Growing up between cultures or islands, or in a family business.
- Responsibilities at home, such as caring for siblings or working while studying.
- Living through a hurricane or another disruption and what it taught you.
- A local problem you noticed and tried to solve.
- An interest with a Caribbean twist: steelpan, cricket statistics, folklore, marine life on your reef.

You do not need a dramatic story. A small moment described honestly often works better than a big event described vaguely.

## Writing it

- **Start in the middle of the action**: a scene, a sound, a conversation.
- **Spend most of your words on reflection**: what you did, how you changed and why it matters.
- **Use your natural voice.** Caribbean expressions are fine when they are natural and clear from context.
- **Do not explain CXC in your essay.** That is your counsellor's job in the school report and profile.
- Revise several times. Cut anything that does not help the reader understand you.

## Supplements

Supplemental essays often ask "Why this college?" or about your intended major. Research each college properly: name specific programmes, professors, clubs or opportunities that genuinely fit you. Generic answers that could apply to any college are easy to spot.

## The rest of your file

Your essay works together with:

- **Your school report and transcript**, including CSEC and CAPE results and predicted results.
- **The school profile**, which explains your school and the CXC grading system.
- **Teacher and counsellor recommendations.** Ask teachers who know you well and give them plenty of time.
- **Your activities list**, with up to ten activities. Describe what you did, not just your title.

## Honesty and originality

Write your own essay. Colleges compare your essay with the rest of your application, and a piece that does not sound like you can hurt more than it helps. Ask others for feedback, but keep the ideas and words yours.

## Pro tips

- Brainstorm five possible stories before choosing one; the first idea is rarely the best.
- Read your essay aloud: if it sounds like a speech, make it more personal.
- Ask one reader to tell you, in one sentence, what they learned about you. If it is not what you intended, revise.
- Keep a document of all supplement questions for every college, grouped by theme, and reuse research carefully.
- Proofread names: never send a "Why this college" answer that mentions the wrong college.`,
    categoryId: "application-guide",
    destinationId: "dest_usa",
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-08-03",
  },
  {
    id: "article_cxc_certificates_and_transcripts",
    slug: "cxc-certificates-and-transcripts",
    title: "CXC Certificates, E-Certificates and Transcripts: Getting Your Documents Ready",
    excerpt:
      "Universities, scholarship panels and visa officers all want proof of your CXC results. What CXC issues, how e-certificates work and how to replace a lost certificate.",
    content: `Sooner or later every application asks for proof of your CSEC and CAPE results. Knowing what CXC issues, and what each university wants to see, will save you stress in the busiest months of your application year.

## What CXC issues

- **Preliminary results** are released online after the May/June sitting, usually in August. They are useful for checking conditional offers, but universities and employers are reminded by CXC not to treat a downloaded copy as an official record.
- **Certificates** are issued later and are usually distributed through your school or the **CXC Local Registrar** in your country.
- **E-certificates** are digital versions of your certificates, which CXC offers free of charge.
- **Official transcripts** can be requested from CXC and sent **directly to an institution**, which is what many universities prefer.

Check the current process, forms and fees on the [CXC website](https://www.cxc.org/).

## How CXC e-certificates work

CXC's e-certificates use the open **Blockcerts** standard. CXC emails you a link; you download the free Blockcerts app, import your certificate and store it securely. You can then share a link so that universities, colleges or employers can **verify your results instantly and free of charge** from a phone or web browser, without logging in.

Keep the passphrase the app gives you somewhere safe. It proves that the certificates belong to you if you lose your phone.

## What universities usually ask for

Requirements vary, but you will commonly meet these requests:

- **Self-reported results** in the application form, entered exactly as they appear on your results.
- **Scanned copies** of certificates or results slips, uploaded to the university portal.
- **Official documents sent directly** by CXC or your school, often only after you accept an offer.
- **A verified e-certificate link**, which some institutions now accept.

Always follow each university's instructions. If you are unsure whether an e-certificate is acceptable, ask the admissions office.

## Your school's part

Your school usually sends your **transcript** (internal grades for forms four to six), **predicted grades** and a **school profile**, especially for US and UK applications. Ask your guidance counsellor or principal early, and check that your name is spelled the same way on all documents.

## Name mismatches

If your name on CXC documents differs from your passport, for example because of a spelling error or a change of name, sort it out early. You may need supporting documents such as a deed poll, a marriage certificate or an affidavit. A mismatch can delay admissions, scholarships and visas.

## Lost or damaged certificates

CXC allows candidates to apply for a **replacement certificate** if the original is lost, stolen or damaged. You complete the application form from the CXC website and submit it through the CXC Local Registrar, with the fee set in CXC's scale of fees. Processing takes time, so do not leave this until the month before your visa appointment.

## Querying a result

If you believe a grade is wrong, ask your school or the Local Registrar about CXC's enquiry and review process straight away. There are strict deadlines after results are released, and a review of a script attracts a fee.

## Pro tips

- Scan every certificate and results slip as soon as you receive it and store copies in two places.
- Set up your CXC e-certificate as soon as the email arrives, and note your passphrase.
- Use exactly the same spelling of your name across every application.
- Ask universities early whether they need documents sent directly from CXC, and allow several weeks.
- Keep originals safe; send certified copies unless an institution specifically asks for originals.`,
    categoryId: "application-guide",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-04-20",
  },
  {
    id: "article_uwi_or_study_abroad",
    slug: "uwi-or-study-abroad",
    title: "UWI or Study Abroad? How to Make the Right Choice",
    excerpt:
      "Staying in the region and going abroad both have real advantages. A practical way to compare cost, courses, recognition and the life you want after graduation.",
    content: `For many Caribbean students the big decision is not which overseas university to choose but whether to go abroad at all. The University of the West Indies (UWI) and other regional institutions offer strong degrees at a fraction of the cost of most overseas options. Studying abroad offers different experiences and networks. Neither choice is automatically better.

## Start with the programme

Begin with what you want to study and the career you are aiming for.

- Is the programme offered in the region? UWI has campuses in Jamaica, Trinidad and Tobago, Barbados and Antigua and Barbuda, plus online study, and there are national universities and colleges across the region.
- Is it **accredited or recognised** for the job you want? For regulated professions, such as law, medicine, nursing, engineering or teaching, check how your degree would be recognised where you plan to work.
- **Law is a special case.** To practise in most Commonwealth Caribbean countries you need the Legal Education Certificate from a Council of Legal Education law school. If you plan to practise at home, check the Council's entry rules before choosing an overseas LLB.

## Compare the full cost

Look at the total cost for the whole degree, not just the first year.

- **Tuition**: governments that contribute to UWI subsidise tuition for their nationals, and some countries fund more. Trinidad and Tobago's GATE programme can pay tuition for eligible citizens at approved local and regional institutions, and Barbados has reinstated free UWI tuition for Barbadian students (check the current terms with your ministry).
- **Living costs**: housing, food, transport and books. Staying at home can cut these dramatically.
- **Travel and visas**: flights, visa fees and health insurance or surcharges add up abroad.
- **Currency**: overseas fees are set in US dollars, pounds or Canadian dollars, so exchange-rate changes affect you.

Then subtract scholarships you can realistically win. National scholarships, such as Trinidad and Tobago's Open Scholarships or a Barbados Scholarship, can make an overseas degree affordable for top performers.

## Think about life after graduation

- **Where do you want to work?** A regional degree builds local networks; an overseas degree builds networks there.
- **Work rights after graduation** differ by country and change often. Read the official rules, not rumours.
- **Bonds and service obligations**: many government scholarships require you to return and work at home for a period. Make sure that fits your plans.

## Consider a two-step route

You do not have to choose once and for all:

- Take your undergraduate degree in the region and go abroad for a **master's**, where scholarships such as Chevening and the Commonwealth scholarships are aimed.
- Spend a semester abroad through an **exchange**. Canada's Emerging Leaders in the Americas Program, for example, funds short exchanges for students enrolled at Caribbean institutions that have agreements with Canadian partners.
- Start at a regional college and **transfer**, checking credit transfer rules in advance.

## The personal side

Be honest about what you want from university. Some students thrive on independence far from home; others do their best work with family close by. Both are valid. Talk to current students and recent graduates of each option you are considering.

## A simple comparison

For each option, score from one to five:

- Quality and recognition of the programme for your career.
- Total cost after realistic scholarships.
- Job prospects where you want to live.
- Personal fit: support, location, lifestyle.

The option with the highest total is not automatically right, but the exercise makes trade-offs visible.

## Pro tips

- Ask each university for its full cost of attendance, not just tuition.
- Check whether a professional body recognises the degree before you enrol.
- Read scholarship bond conditions carefully and discuss them with your family.
- Talk to at least two recent graduates of each programme you are considering.
- Remember that a master's abroad later can be easier to fund than a first degree abroad.`,
    categoryId: "application-guide",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-05-25",
  },
  {
    id: "article_sat_act_and_test_optional_admissions",
    slug: "sat-act-and-test-optional-admissions",
    title: "SAT, ACT and Test-Optional Admissions: What Caribbean Students Need to Know",
    excerpt: "Many US colleges went test-optional, and some have brought tests back. How to decide whether to sit the SAT or ACT and when to send your scores.",
    content: `If you are applying to colleges in the United States, you will quickly meet the question of standardised tests. The **SAT** and the **ACT** used to be required almost everywhere. Since 2020 the picture has become more complicated, and policies keep changing.

## What the policies mean

- **Test required**: you must send an SAT or ACT score.
- **Test optional**: you choose whether to send a score; applications without scores are still considered.
- **Test flexible**: the college accepts other evidence, such as AP or IB results, instead of the SAT or ACT.
- **Test blind**: scores are not considered even if you send them.

## The recent shift

During the pandemic, hundreds of colleges stopped requiring tests. Several highly selective institutions have since reversed course: **MIT** reinstated its requirement in 2022, and in 2024 **Dartmouth**, **Yale**, **Brown** and **Harvard** announced that they would require test scores again, with Yale also accepting some alternatives. Many other colleges remain test-optional.

Because policies change from year to year, always check each college's admissions website for **your** year of entry.

## Should you take a test?

Consider sitting the SAT or ACT if:

- Any college on your list **requires** scores.
- You are applying for **merit scholarships**; some colleges still use scores to award them.
- You are aiming for **athletic recruitment**, where eligibility rules can involve academic checks.
- You expect to score at or above the typical range for admitted students at your target colleges.

A strong score can help a Caribbean applicant because it gives US readers a familiar reference point next to CSEC and CAPE results they may know less well.

## When to leave scores out

At a test-optional college, you might choose not to send a score that falls well below its typical range. Your CAPE results, school report and essays will carry more weight instead. Never send a score you think weakens your application unless the college requires it.

## SAT or ACT?

Both are accepted equally by US colleges that consider tests. The SAT is now taken **digitally**. Try a free official practice test for each and see which suits you. Register early, as seats at test centres in the Caribbean can fill up, and check the official test websites for dates, fees and centre locations.

## Preparing

- Use **official practice materials** first.
- Work steadily over two to three months rather than cramming.
- Focus on **timing**: many Caribbean students know the content but are not used to the pace.
- Plan to sit the test at least twice, leaving time for a retake before application deadlines.

## English proficiency tests

Some colleges ask international students for an English test such as TOEFL or IELTS, while others waive it for applicants educated in English. Caribbean students from English-medium schools are often exempt, but do not assume: check each college's international admissions page.

## Pro tips

- Make a table of every college on your list with its current testing policy and the date you checked it.
- Book your first test for the spring or early summer before applications open.
- Send official scores only to colleges where they help you or are required.
- Ask your counsellor whether past students from your school sent scores to colleges on your list.
- Do not let test preparation crowd out your CAPE studies; those grades matter everywhere.`,
    categoryId: "application-guide",
    destinationId: "dest_usa",
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-03-16",
  },
  {
    id: "article_student_visas_canada_uk_usa",
    slug: "student-visas-canada-uk-usa",
    title: "Student Visas Explained: Canada Study Permit, UK Student Visa and US F-1",
    excerpt:
      "An overview of the main student permissions for Canada, the UK and the US: what you need, the order of the steps and where to find the official rules.",
    content: `Once you accept an offer, the next hurdle is permission to study. Each country has its own process, and the rules change often. This guide gives you the shape of each process so you know what to expect, but the **official government pages are the only authority**. Always check them before you act, and never pay an unofficial website to apply for you.

## Canada: the study permit

If your programme lasts more than six months you need a **study permit**, even if your passport lets you visit Canada without a visa. Read the official guidance on [Canada.ca](https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html).

The main steps:

1. Get a **letter of acceptance** from a designated learning institution.
2. Most students also need a **provincial or territorial attestation letter** (PAL or TAL), which your school helps you obtain. Check whether your level of study is exempt.
3. Gather **proof of funds** for tuition, living costs and travel. The government sets a minimum for living costs and updates it; for applications from 1 September 2025 it was CAD 22,895 a year for a single student outside Quebec, on top of tuition and travel.
4. Apply online, pay the fees and give **biometrics** (fingerprints and photo) when asked.
5. If you need a visitor visa or an eTA to enter Canada, it is issued with your permit approval.

Quebec has its own extra step, the CAQ, for students going there.

## United Kingdom: the Student visa

Courses longer than six months need a **Student visa**. See [GOV.UK](https://www.gov.uk/student-visa) for the current rules.

The main steps:

1. Accept an offer from a **licensed student sponsor** and receive a **Confirmation of Acceptance for Studies (CAS)**.
2. Show **English ability**; for degree-level study this is usually covered by your university's assessment or an approved test.
3. Show **money** for your first year's outstanding tuition and living costs. The required monthly amount is higher for study in London, and the money normally has to be held for 28 consecutive days before you apply.
4. Apply online, up to six months before your course starts if you are outside the UK, pay the visa fee and the **Immigration Health Surcharge**, and give biometrics.
5. Your permission is issued as an **eVisa**, a digital record you access through a UK Visas and Immigration account.

## United States: the F-1 visa

Most degree students use an **F-1 visa**. The US Department of State's [student visa page](https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html) has the official process.

The main steps:

1. Accept an offer from a SEVP-certified school and receive your **Form I-20**, which requires you to show funding.
2. Pay the **SEVIS I-901 fee**.
3. Complete the online **DS-160** application and pay the visa fee.
4. Book and attend an **interview** at the US Embassy for your country. Be ready to explain your study plans, how you will pay and your ties to home.
5. Carry your I-20 and passport when you travel; you can usually enter up to 30 days before your programme start date.

## Common ground

- **Start early.** Processing and interview wait times vary through the year.
- **Be consistent.** Your financial documents, forms and interview answers must match.
- **Keep copies** of everything you submit.
- **Watch for scams.** Government fees are paid through official channels only.

## Work rights in brief

All three countries limit work during studies. Canada generally allows eligible students to work off campus up to 24 hours a week in term; the UK generally allows degree-level students up to 20 hours a week in term; the US generally allows F-1 students to work on campus up to 20 hours a week in term. Conditions apply, so read the official pages.

## Pro tips

- Bookmark the official visa page for your destination and re-read it just before you apply.
- Make a checklist from the official document list, not from social media posts.
- Ask your university's international student office; it deals with these processes every day.
- Keep your passport valid well beyond your course end date.
- Never lie or submit forged documents; a refusal for deception can affect future applications.`,
    categoryId: "application-guide",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-09-08",
  },
  // ---------------------------------------------------------------------------
  // Funding
  // ---------------------------------------------------------------------------
  {
    id: "article_chevening_scholarship_guide",
    slug: "chevening-scholarship-guide",
    title: "Chevening Scholarships: A Step-by-Step Guide for Caribbean Applicants",
    excerpt:
      "Chevening pays for a one-year master's in the UK and is offered across the Caribbean. Who can apply, what it covers and how to build a strong application.",
    content: `Chevening is the UK government's international scholarship programme, funded by the Foreign, Commonwealth & Development Office. Every year it brings future leaders from around the world, including the Caribbean, to study a one-year master's degree at any UK university. In August 2025 the British High Commission in Kingston celebrated 17 new Jamaican Chevening Scholars, the largest Jamaican group in recent years, and scholars are selected each year from across the region.

## What Chevening covers

According to Chevening, a scholarship normally includes:

- **Tuition fees** for an eligible one-year master's course.
- A **monthly living allowance** while you study.
- An **economy return airfare** to the UK.
- **Additional grants and allowances** for essential costs, such as an arrival allowance when you reach the UK.

On top of the money, scholars join a global network of Chevening alumni and take part in events throughout the year.

## Who can apply

Chevening's main eligibility rules are:

- Be a **citizen of a Chevening-eligible country**. Caribbean countries including Jamaica, Trinidad and Tobago, Barbados, The Bahamas, Guyana, Belize and the Eastern Caribbean states have been eligible.
- Have an **undergraduate degree** that will get you into a UK master's programme.
- Have at least **two years of work experience**, which Chevening counts as 2,800 hours. Full-time, part-time, voluntary and internship work can all count.
- **Apply to three different eligible UK courses** and hold an **unconditional offer** from one of them by Chevening's deadline.
- **Return to your country of citizenship for at least two years** after the scholarship.

There is no upper age limit. Read the full criteria on the [Chevening website](https://www.chevening.org/scholarships/) before you apply.

## The application cycle

Dates change each year, but recent cycles have followed this pattern:

- **Early August**: applications open online.
- **Early November**: applications close. Late applications are not accepted.
- **November to February**: applications are scored by reading committees and shortlisted.
- **Spring**: interviews at the British High Commission or Embassy for your country.
- **Summer**: results, unconditional offers and preparation for the UK.

## The essays

The application includes essays on **leadership and influence**, **networking**, **studying in the UK** and **career plans**. Chevening's reading committees look for evidence, not claims.

- **Leadership**: describe a time you influenced others to achieve something, the steps you took and the result.
- **Networking**: show how you build professional relationships and how you would use the Chevening network.
- **Studying in the UK**: explain why each of your three courses fits your experience and goals.
- **Career plan**: set out short-, medium- and long-term goals that are specific and realistic, and show how they benefit your country.

## Choosing your three courses

Pick three courses that are all genuine fits, ideally with different levels of competition. Check entry requirements early, because you need an unconditional offer by Chevening's deadline, which means meeting every academic and English requirement in time.

## The interview

Interviews are usually with a panel at the British High Commission. Expect questions on your essays, your leadership examples, your course choices and your plans for home. Practise aloud, and be ready to give concrete examples.

## Pro tips

- Start gathering your degree certificate, transcripts and references before applications open.
- Write essays offline, then paste them in; keep within the word limits.
- Use real, specific examples with results you can measure.
- Apply to universities early so you have time to meet offer conditions.
- Talk to Chevening alumni in your country; many are happy to share their experience.`,
    categoryId: "funding",
    destinationId: "dest_uk",
    pathwayId: null,
    readTime: 3,
    isFeatured: true,
    publishedAt: "2026-06-17",
  },
  {
    id: "article_commonwealth_scholarships_guide",
    slug: "commonwealth-scholarships-guide",
    title: "Commonwealth Scholarships: How the National Nominating Agency Route Works",
    excerpt:
      "Commonwealth Master's Scholarships fund a year of UK study, but you usually apply through your own government first. How nomination works and how to prepare.",
    content: `The **Commonwealth Scholarship Commission in the UK (CSC)** offers some of the most generous scholarships available to Caribbean graduates. They are funded by the UK government and aimed at talented people from eligible Commonwealth countries who could not otherwise afford to study in the UK. The process has one feature that surprises many applicants: for the main master's scheme, you **cannot apply to the CSC directly**.

## The main schemes

- **Commonwealth Master's Scholarships**: a one-year taught master's at a UK university, for candidates from eligible low- and middle-income Commonwealth countries. You apply through a **nominating agency**.
- **Commonwealth Shared Scholarships**: a one-year master's on selected courses, funded jointly by the CSC and UK universities. You apply through the university offering the course, and you must not have studied or worked for a year or more in a high-income country.
- **Commonwealth PhD Scholarships**: offered for particular groups of countries; check the CSC website to see whether your country is currently eligible.

The list of eligible countries for each scheme changes from year to year, so always check the current list on the [CSC website](https://cscuk.fcdo.gov.uk/).

## What the scholarships cover

A Commonwealth Master's Scholarship typically covers:

- **Approved tuition fees**, in full.
- A **monthly stipend** for living costs, higher for universities in London.
- **Return airfare** between your home country and the UK.
- Allowances such as a **warm clothing allowance** and a **study travel grant**.

## The nominating agency route

1. **Find your nominating agency.** In most countries this is a government ministry or department responsible for training or scholarships. In Jamaica, for example, the Ministry of Finance and the Public Service has acted as the nominating office and has been allotted a number of nominations.
2. **Apply to the agency** by its own deadline, which is usually earlier than the CSC's, and meet any extra criteria it sets, such as national priority areas or work experience.
3. **Complete the CSC's online application** as well. The CSC only accepts applications submitted through its online system.
4. The agency **shortlists and nominates** a limited number of candidates to the CSC.
5. The CSC **selects** scholars from all nominations, based on academic merit, the quality of the study plan and the potential impact on your country's development.

## Eligibility basics

For the Master's Scholarships you generally need to:

- Be a citizen or refugee of an eligible Commonwealth country and live there permanently.
- Hold a first degree of at least **upper second class (2:1)**, or a second class degree plus a relevant postgraduate qualification.
- Be unable to afford UK study without the scholarship.
- Be available to start in September or October.

Your study plan must fit one of the CSC's **development themes**, such as science and technology for development, health systems, global prosperity, peace and governance, resilience to crises, or access, inclusion and opportunity.

## Writing a strong application

- **Link everything to development impact.** Explain a specific problem in your country and how the course will help you tackle it.
- **Be precise** about the course, its modules and why the university suits you.
- **Get strong references** that speak to your ability and commitment.
- **Upload documents** in the required format; incomplete applications are rejected.

## Pro tips

- Contact your nominating agency as soon as the cycle is announced and ask for its timeline.
- Prepare your CSC answers offline before entering them in the online system.
- Check whether your agency limits subjects to national priority areas.
- Keep your degree certificate, transcripts and references scanned and ready.
- If you are not nominated, ask for feedback and consider the Shared Scholarships or Chevening.`,
    categoryId: "funding",
    destinationId: "dest_uk",
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-04-08",
  },
  {
    id: "article_fulbright_and_us_embassy_scholarships",
    slug: "fulbright-and-us-embassy-scholarships",
    title: "Fulbright and Other US Embassy Programmes for Caribbean Graduates",
    excerpt:
      "The US government funds graduate study and professional fellowships through its embassies in the Caribbean. How Fulbright and the Humphrey Fellowship work and how to apply.",
    content: `If you dream of graduate study in the United States, the US Embassy in your country is one of the first places to look. It runs the **Fulbright Foreign Student Program** and nominates candidates for the **Hubert H. Humphrey Fellowship**, both sponsored by the US Department of State.

## The Fulbright Foreign Student Program

Fulbright brings graduate students and young professionals from more than 160 countries to the United States for **master's or doctoral study**. In each country it is run either by a binational Fulbright Commission or, as in the Caribbean, by the **US Embassy**. That means eligibility, fields and deadlines differ from country to country.

The US Embassy in Kingston, for example, has offered the **Fulbright Graduate Student Program** to Jamaicans seeking a master's or doctoral degree to contribute to national development. Its recent calls covered a wide range of fields, from the humanities and social sciences to engineering, agriculture, education, environmental studies and public administration, but **excluded law, medicine, nursing and dentistry, and MBA programmes**.

General points that apply in most countries:

- You need a **first degree** equivalent to a US bachelor's.
- US citizens and US permanent residents are generally not eligible, and people already studying in the US usually cannot apply.
- Grant packages vary but can include tuition support, a living stipend, travel and health coverage.
- Fulbright grantees travel on exchange visitor (J) visas and are expected to return home after their studies; Jamaican calls have required grantees to return for at least two years.

Start on the [Fulbright Foreign Student Program website](https://foreign.fulbrightonline.org/), choose your country, then follow the embassy's own instructions.

## The Hubert H. Humphrey Fellowship

The Humphrey Fellowship is for **mid-career professionals**, not recent graduates. Fellows spend about ten months at a US university taking graduate-level courses, attending leadership training and doing a professional placement, but they **do not earn a degree**.

Typical requirements include:

- An undergraduate degree and **at least five years** of full-time professional experience.
- A record of **leadership and public service**.
- Limited or no previous experience in the United States.
- Good English.

The US Embassies in Jamaica, Guyana and Belize, and the Embassy in Barbados for the Eastern Caribbean, have all invited Humphrey applications. Fields include public policy, public health, law and human rights, education, economic development and communications. Details are on the [Humphrey Fellowship website](https://www.humphreyfellowship.org/).

## Keep checking for changes

In 2025 the Fulbright Foreign Scholarship Board resigned, saying the administration had overridden some of its decisions on awards. Programmes and rules can change, so always confirm on your US Embassy's website that a call is open and read its current conditions.

## Getting advice

**EducationUSA**, the US Department of State's network of advising centres, offers free information on studying in the US, including admissions tests, applications and funding. Visit [EducationUSA](https://educationusa.state.gov/) to find advising near you.

## Preparing a strong application

- **Plan a year ahead.** Calls often open many months before study begins.
- **Take any tests early.** Some calls ask for GRE or GMAT scores, and an English test may be needed.
- **Write a clear study objective** linking your degree to your country's development.
- **Choose referees** who can speak in detail about your work.

## Pro tips

- Follow your US Embassy's social media and website for announcements.
- Read the fields of study carefully; applications outside them are rejected.
- Budget for test fees, transcripts and courier costs.
- Humphrey applicants should get their employer's support early, since leave is needed.
- Talk to Fulbright and Humphrey alumni in your country about their experience.`,
    categoryId: "funding",
    destinationId: "dest_usa",
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-08-26",
  },
  {
    id: "article_oas_scholarships_explained",
    slug: "oas-scholarships-explained",
    title: "OAS Scholarships Explained: The Academic Program and PAEC Partnerships",
    excerpt:
      "The Organization of American States funds study across the Americas. How its academic scholarships and partnership offers work, and why your National Liaison Office matters.",
    content: `Every independent Caribbean country is a member of the **Organization of American States (OAS)**, and its citizens can apply for OAS scholarships. They are not as well known as Chevening or Fulbright, but they open doors to study across North, Central and South America and the Caribbean.

## Two main routes

### The OAS Academic Scholarship Program

This is the OAS's long-running scholarship programme. It supports:

- **Master's degrees, doctoral degrees and graduate research** at universities in an OAS member state other than your own.
- For citizens of the **English-speaking Caribbean member states and Suriname**, support has also been available for the **last two years of an undergraduate degree**.

Key points:

- Awards are a **contribution**, often with an annual cap set in each call, and are not designed to cover every cost. You may need other funding too.
- Recent calls have prioritised certain study areas and have **excluded medical sciences and the learning of a new language**.
- You may be able to study on-site, online or in a mix of both, depending on the call.

### The Partnerships Program for Education and Training (PAEC)

Through **PAEC**, the OAS negotiates scholarships with universities and other partners. Offers vary widely:

- Some cover **a share of tuition**, for example a percentage discount on an online master's.
- Some have included **tuition and a monthly stipend**, such as past partnerships with Brazilian universities.
- The OAS has partnered with **The University of the West Indies** on master's scholarships, which were not available for study at the campus in your own country.

Because every partnership is different, read each call carefully.

## Your National Liaison Office

For the Academic Scholarship Program, applications pass through your country's **OAS National Liaison Office (ONE)**, usually based in a ministry. The ONE:

- Endorses and pre-selects candidates from your country.
- Can set an **earlier deadline** than the OAS.
- May add its own requirements.

Contact your ONE early, before you start the application, to learn its process. Current calls, including PAEC offers, are posted on the [OAS scholarships page](https://www.oas.org/en/scholarships/).

## Who is eligible

Each call sets its own rules, but typically you must:

- Be a **citizen or permanent resident** of an OAS member state.
- Study in a member state **other than your own**.
- Have the academic background, and for some calls the admission letter, required for the programme.
- Have the language ability for the country of study.

## Making the most of OAS funding

- **Combine awards.** An OAS award can sit alongside university scholarships or assistantships, if the rules of each allow it.
- **Look at online programmes.** Some calls prioritise or include online study, which can cut living costs dramatically.
- **Consider Spanish or Portuguese.** Many partner universities teach in those languages; if you speak them, your options multiply.

## Pro tips

- Bookmark the OAS scholarships page and check it monthly; calls open at different times of year.
- Ask your ONE for its deadline as soon as a call opens.
- Apply for admission early; some calls require an admission letter before the scholarship deadline.
- Budget carefully, since OAS awards may not cover all costs.
- Keep certified copies of your degree and transcripts ready, as selected candidates may need them.`,
    categoryId: "funding",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-05-13",
  },
  {
    id: "article_budgeting_for_a_year_abroad",
    slug: "budgeting-for-a-year-abroad",
    title: "How to Budget for a Year of Study Abroad",
    excerpt: "Tuition is only part of the bill. A practical way to estimate living costs, travel, health cover and the proof of funds visa officers expect.",
    content: `A realistic budget protects you twice: it tells you whether a university is affordable, and it is the basis of the **proof of funds** you must show for a student visa. Build it before you accept an offer, not after you arrive.

## Start with the big fixed costs

### Tuition and fees

Use the **international** fee for your exact programme and year of entry from the university's official fees page. Check whether fees rise each year and whether there are extra charges for labs, student services or materials.

### Accommodation

Housing is usually the largest living cost. University residence prices are published in advance; private rents vary hugely by city. Remember deposits, which can equal a month's rent or more, and check whether bills are included.

### Travel

Budget for a one-way or return flight at the start, excess baggage, and at least one trip home if you plan to go home during the year.

### Visa and health costs

- **UK**: the Student visa fee plus the **Immigration Health Surcharge**, paid when you apply, which gives access to the National Health Service.
- **Canada**: the study permit fee and biometrics fee, plus health insurance. Coverage for international students differs by province; some include you in the provincial plan and others require private or university insurance.
- **US**: the visa fee, the SEVIS fee and, usually, your university's **student health insurance plan**, which is often mandatory.

## Then the monthly costs

Estimate per month:

- **Food**: groceries and some meals out.
- **Transport**: a student travel pass is often cheaper than paying per journey.
- **Phone and internet**.
- **Books and supplies**.
- **Personal costs**: toiletries, clothes, haircuts, social life.
- **Winter clothing** in the first year if you are going somewhere cold.

Ask the university's international office for its estimate of living costs, and compare it with what current Caribbean students tell you.

## Proof of funds for visas

Each country sets its own rules:

- **Canada** sets a minimum for living costs on top of tuition and travel. For study permit applications from 1 September 2025 it was CAD 22,895 a year for a single student outside Quebec. It is updated regularly, so check the [official study permit page](https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html).
- **The UK** requires your outstanding first-year tuition plus a fixed monthly amount for up to nine months, higher in London, normally held for 28 consecutive days. Check [GOV.UK](https://www.gov.uk/student-visa) for the current figures.
- **The US** asks you to show funding for at least the first year, as listed on your Form I-20.

Scholarship letters, bank statements and loan letters can usually be combined. Make sure the money is genuinely available to you.

## Plan for exchange rates and transfers

Your family may be paying in local currency while your costs are in another. Build in a margin of 10 to 15 per cent for exchange-rate changes, bank fees and surprises. Find out how your bank charges for international transfers and card use abroad.

## Income while studying

Part-time work can help, but it should not be part of your visa funding and may not be enough to live on. Work rules are limited in term time, and jobs can take weeks to find.

## Pro tips

- Build your budget in a spreadsheet with one column per month for the whole year.
- Add an emergency fund equal to at least one month's living costs.
- Ask whether your scholarship pays in instalments and when the first payment arrives.
- Arrive with enough money for the first month before your bank account is set up.
- Review your budget each month in your first term and adjust early.`,
    categoryId: "funding",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-03-04",
  },
  {
    id: "article_caribbean_government_scholarships",
    slug: "caribbean-government-scholarships",
    title: "Government Scholarships in the Caribbean: Trinidad and Tobago, Barbados, The Bahamas and Guyana",
    excerpt:
      "Several Caribbean governments fund top students and those with financial need. How the main national schemes work, and what bonds and service obligations mean.",
    content: `Before you look overseas for funding, look at home. Several Caribbean governments invest heavily in their students through national scholarships, bursaries and tuition programmes. The rules differ from country to country and change over time, so always confirm details with the responsible ministry.

## Trinidad and Tobago

Trinidad and Tobago awards **national scholarships on CAPE results**, across ten cognate groups:

- **President's Medal** winners receive funding for undergraduate and postgraduate study, up to seven years (nine for medicine in the USA), at accredited or recognised institutions worldwide.
- **Open Scholars** are funded for an undergraduate degree at an accredited or recognised institution anywhere in the world.
- **Additional Scholars** are funded for an undergraduate degree at UWI St. Augustine or another locally accredited institution.

In January 2026 the government announced **105 national scholarships** (47 Open and 58 Additional) and two President's Medals. Scholarships usually cover tuition and compulsory fees, a personal maintenance allowance, books and airfare where applicable. Scholars must complete a period of **obligatory service** in Trinidad and Tobago afterwards.

The government has also offered means-tested **National Bursaries** to CAPE students, and the **GATE** programme pays tuition, in full or in part depending on a means test, for citizens at approved local and regional institutions. See the [Scholarships portal](https://www.scholarships.moe.gov.tt/) for current information.

## Barbados

Barbados awards **Barbados Scholarships** and **Exhibitions** to its top CAPE performers, and to outstanding Barbados Community College students. In 2025, 30 students received awards.

- A **Barbados Scholarship** covers full tuition, health insurance where relevant, annual allowances and return economy airfare, and can be taken overseas.
- An **Exhibition** is tenable at the UWI campuses, with an allowance and travel support for study in Jamaica or Trinidad.

Scholarship winners have typically achieved Grade I in all eight units of their CAPE programme. Awardees have been required to sign a bond to return and serve Barbados. The Ministry's [Tertiary Unit](https://mes.gov.bb/Departments/Tertiary/) handles national awards and other external scholarships.

## The Bahamas

The Ministry of Education's **Scholarship and Educational Loan Division** manages The Bahamas' national awards, including:

- The **All Bahamas Merit Scholarship**, the country's most prestigious award.
- **National Merit** and other national scholarships and grants, awarded on academic performance, financial need and national priority areas.

Applications are made online, with documents such as your passport, NIB card, acceptance letter, BGCSE and other certificates, essays and references. Recipients are expected to return and contribute to The Bahamas.

## Guyana

Through the **Guyana Online Academy of Learning (GOAL)**, the government has awarded tens of thousands of fully funded **online scholarships** since 2021, from certificates to doctoral degrees with partner universities. Because study is online, you can keep working while you learn. Applications are made through the [GOAL portal](https://goal.edu.gy/).

## Elsewhere in the region

Other governments, including those of the Eastern Caribbean and Jamaica, advertise scholarships through their ministries of education or public service departments. These often include places offered by foreign governments, such as the Chinese Government Scholarship or Japan's MEXT scholarship, and nominations for Commonwealth Scholarships.

## Understanding bonds and service

Many national awards require you to **return and work** in your country for a set period, often linked to the value of the award. If you do not, you or your guarantors may have to repay the money. Read the agreement carefully before signing.

## Pro tips

- Follow your ministry's official website and social media for announcements.
- Keep your CAPE Caribbean Studies and Communication Studies grades high; they count towards many national awards.
- Prepare documents like your birth certificate, passport and ID well in advance.
- Discuss bond conditions with your family and any guarantors before you sign.
- Apply for several schemes at once where the rules allow it.`,
    categoryId: "funding",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-01-29",
  },
  {
    id: "article_avoiding_scholarship_scams",
    slug: "avoiding-scholarship-scams",
    title: "How to Spot and Avoid Scholarship Scams",
    excerpt:
      "Fake scholarships and visa agents target students every year. The warning signs, how to check an offer is real and what to do if you have been targeted.",
    content: `Every application season, scammers target students and families with fake scholarships, guaranteed admissions and visa shortcuts. They know you are under pressure and hoping for good news. A few simple checks will protect your money and your personal information.

## Warning signs

Be very careful if an offer:

- **Asks you to pay** an application, processing or "release" fee for a scholarship. Major scholarships such as Chevening, the Commonwealth scholarships and Fulbright do not charge you to apply.
- **Guarantees** a scholarship, an admission or a visa. No genuine agent can guarantee a government's visa decision.
- Says you have **won a scholarship you never applied for**.
- **Pressures you** to act within hours or to keep the offer secret.
- Comes from a **free email address** or a website that imitates an official one with small spelling changes.
- Asks for **bank details, passwords or copies of your passport** before you have checked who they are.
- Asks for payment through **money transfer services, gift cards or cryptocurrency**.

## How to check an offer is real

1. **Go to the source.** Find the scholarship on the provider's official website by searching for it yourself, not by clicking a link in the message.
2. **Check the web address.** Government sites in the region often end in country domains such as .gov.jm, .gov.tt or .gov.bb; UK universities use .ac.uk, US colleges use .edu and Canadian universities usually use .ca.
3. **Contact the provider** using contact details from its official site and ask whether the offer is genuine.
4. **Ask your school, university or ministry.** Guidance counsellors, international offices and scholarship divisions see these scams often.
5. **Search online** for the organisation's name with words like "scam" or "fraud".

## Visa and admission scams

- Apply for visas only through **official government websites**, and pay fees only through the official payment system.
- Be wary of agents who promise admission to a university in exchange for a fee, or offer to "arrange" documents. Forged documents can lead to a visa refusal and a ban.
- Pay university deposits only through the **university's official payment channels**, and check bank details directly with the university.

## Protecting your information

- Do not post photos of your passport, results slips or acceptance letters on social media.
- Use strong, unique passwords for application portals and turn on two-factor authentication where available.
- Be careful on public Wi-Fi when logging in to portals or banking.

## Paid services that are not scams

Some legitimate businesses charge for services such as tutoring, test preparation, essay coaching or application advice. That is fine if you know exactly what you are paying for, the terms are in writing, and nobody promises a guaranteed result. You never need to pay anyone to apply for a scholarship on your behalf.

## If you have been targeted

- **Stop contact** and do not send more money or information.
- **Contact your bank** straight away if you shared financial details or paid.
- **Report it** to the police and to the organisation being impersonated.
- **Change passwords** for any accounts you shared.
- **Warn others** at your school or in your community.

## Pro tips

- If it sounds too good to be true, it usually is.
- Keep a list of official websites for every scholarship you apply to and use only those links.
- Never pay a fee to receive a scholarship.
- Talk to a trusted adult before sending money or documents to anyone.
- Screenshot suspicious messages before blocking; they help with reports.`,
    categoryId: "funding",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-07-22",
  },
  {
    id: "article_student_loans_and_financing",
    slug: "student-loans-and-financing",
    title: "Student Loans and Bank Financing for Caribbean Students: An Honest Guide",
    excerpt:
      "Loans can close the gap between scholarships and the real cost of study, but they must be repaid. Where Caribbean students find loans and what to check before borrowing.",
    content: `Scholarships rarely cover everything, and not everyone wins one. For many families, a loan is what makes study possible. Borrowing can be a sensible investment, but only if you understand what you are signing and how you will repay it.

## Government and public loan schemes

Several Caribbean countries have public lending or funding programmes for tertiary study:

- **Jamaica**: the **Students' Loan Bureau (SLB)** is the country's main student loan agency and has lent to Jamaican students since the 1970s. It also gives grants to some of the students most in need. Borrowers need guarantors; the SLB's guidelines call for two guarantors who meet its employment and age rules. Details are on the [SLB website](https://www.slbja.com/).
- **Trinidad and Tobago**: alongside the means-tested GATE tuition programme, the government has run a **Higher Education Loan Programme (HELP)** for tertiary study costs. Check the ministry responsible for tertiary education for current terms.
- **The Bahamas**: the Ministry of Education's **Scholarship and Educational Loan Division** handles national scholarships and educational funding.

Public schemes usually have lower interest rates and more flexible repayment than commercial loans, but they may limit which institutions, programmes or countries qualify. Ask whether your overseas programme is eligible before you rely on it.

## Banks and credit unions

Many Caribbean commercial banks and credit unions offer **education loans**. Compare:

- The **interest rate**, and whether it is fixed or variable.
- **When repayment starts**: during study or after graduation.
- **Security**: many lenders want a guarantor, property or savings as collateral.
- **Fees and insurance** added to the loan.
- **Currency**: a loan in local currency used to pay fees in US dollars or pounds exposes you to exchange-rate changes.

Credit unions can be more flexible for members, so check whether your family already belongs to one.

## Loans in the country where you study

Government student loans in the UK, the US and Canada are generally **not available to international students**. Some private lenders abroad offer loans to international students, often with conditions such as a co-signer in that country. Read every condition and compare total repayment carefully.

## Before you borrow

- **Work out the total cost** of your degree and how much you actually need to borrow.
- **Borrow the minimum** after scholarships, savings and family contributions.
- **Estimate repayments** with the lender's calculator and compare them with a realistic starting salary in your field.
- **Understand your guarantors' risk**: if you do not repay, they are responsible.
- **Check visa rules**: loan letters can usually count as proof of funds, but the money must be confirmed and available.

## Making repayment manageable

- Keep the lender informed of changes to your studies or address.
- Pay on time to protect your credit record and your guarantors.
- If you struggle, contact the lender early to discuss options before you fall behind.
- Pay extra when you can; many schemes, including the SLB, allow early repayment without penalty.

## Pro tips

- Apply for scholarships and grants first, then borrow only what is left.
- Get every loan offer in writing and compare the total amount you will repay.
- Talk openly with your guarantors about their responsibilities before they sign.
- Keep a folder with all loan documents, payment receipts and correspondence.
- Set up automatic payments once repayment begins so you never miss one.`,
    categoryId: "funding",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-11-10",
  },
  // ---------------------------------------------------------------------------
  // Student life
  // ---------------------------------------------------------------------------
  {
    id: "article_culture_shock_and_homesickness",
    slug: "culture-shock-and-homesickness",
    title: "Culture Shock and Homesickness: What to Expect and How to Cope",
    excerpt:
      "Feeling lost or low in your first months abroad is normal. How culture shock usually unfolds, and practical ways Caribbean students settle in and feel at home.",
    content: `You have planned for months, said your goodbyes and finally arrived. Then, a few weeks in, the excitement fades and everything feels hard: the food tastes wrong, people seem cold, the weather is grey and you miss home more than you expected. This is **culture shock**, and almost every international student goes through some version of it.

## The usual pattern

Culture shock often comes in stages, though everyone's path is different:

1. **Honeymoon**: everything is new and exciting.
2. **Frustration**: small differences start to wear you down, from how people queue to how lectures work.
3. **Adjustment**: you learn the routines, make friends and start to feel competent.
4. **Adaptation**: you feel at home in both cultures, even if some things still annoy you.

Knowing these stages helps you remember that the hard part usually passes.

## Differences Caribbean students often notice

- **Communication**: people may be more reserved, or more direct, than you are used to. Humour and small talk work differently.
- **Time and formality**: appointments and deadlines are often strict; lateness can be taken seriously.
- **Teaching style**: you may be expected to study independently, speak up in seminars and challenge ideas, with less day-to-day checking by lecturers.
- **Food**: familiar seasonings and ingredients can be hard to find or expensive.
- **Climate and daylight**: long, dark winters in the north can affect mood and energy.
- **Being a minority**: you may be asked about your accent or your island, sometimes with little knowledge behind the question. Most curiosity is friendly, but if you experience discrimination, report it to your university.

## Homesickness is normal

Missing family, friends, church, food and the sea is a sign of how much home matters to you. It often peaks in the first term, around holidays such as Christmas, and when something goes wrong.

## What helps

### Build routines

Regular sleep, meals, classes and exercise give your week a shape. Routines make a new place feel manageable.

### Say yes to orientation

Orientation events, welcome weeks and international student activities are designed for exactly this moment. Go even if you feel shy.

### Find your people

- Join a **Caribbean or African-Caribbean society**, or an international students' association.
- Try a club linked to something you love: cricket, football, music, dance, faith groups or volunteering.
- Make friends with local students too; they can explain the unwritten rules.

### Bring a taste of home

Find the nearest Caribbean or international grocery store. Cook with friends. Bring a few small things from home: photos, music, a flag, a favourite seasoning.

### Stay connected, but not too much

Regular calls home help, but spending every evening on the phone can keep you from settling in. Find a rhythm that works for you and your family.

### Talk about it

Share how you feel with friends, a residence adviser or your university's counselling service. You will often find others feel exactly the same.

## When to get help

If low mood, anxiety or loneliness lasts more than a couple of weeks, affects your sleep, eating or studies, or you have thoughts of harming yourself, contact your university's counselling or health service. If you are in immediate danger, call the local emergency number.

## Pro tips

- Expect a dip around weeks four to eight of your first term and plan something to look forward to.
- Learn one new thing about your city each week: a market, a park, a bus route.
- Keep a small "home" budget for treats like familiar food.
- Write down three good things at the end of each week.
- Be patient: most students say they felt settled by the end of their first year.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-01-19",
  },
  {
    id: "article_surviving_your_first_winter",
    slug: "surviving-your-first-winter",
    title: "Surviving Your First Winter: A Caribbean Student's Guide to Cold, Dark Months",
    excerpt:
      "Snow, short days and freezing wind can be a shock after island life. What to wear, how to stay safe and how to protect your mood through your first winter abroad.",
    content: `For many Caribbean students, the first winter in Canada, the northern United States, the UK or Ireland is the biggest adjustment of all. Temperatures can drop well below freezing, snow and ice make walking tricky, and the days get very short. With the right preparation, winter can even become something you enjoy.

## Dress in layers

The secret is **layers**, not one huge coat.

- **Base layer**: thermal tops and leggings that keep warmth close to your skin.
- **Middle layer**: a fleece or wool sweater.
- **Outer layer**: a **windproof, waterproof winter coat**, ideally long enough to cover your hips. In very cold places look for an insulated parka with a hood.
- **Extremities**: a warm hat that covers your ears, gloves or mittens, a scarf or neck warmer, and thick socks.
- **Boots**: waterproof, insulated boots with **good grip** for ice and slush.

Layers let you adjust quickly: buildings, buses and lecture halls are often heated, so you will be taking things off and putting them back on all day.

## Buy smart

- **Wait to buy most winter clothes until you arrive.** Local shops stock what works for the local climate, and you avoid carrying bulky items.
- Bring one warm jacket or sweater for the journey and the first few days.
- Look for **second-hand shops**, student swaps and end-of-season sales.
- Ask your university whether it runs a winter clothing drive; some do.

## Stay safe outside

- **Check the forecast** every morning, including the "feels like" or wind chill temperature.
- Walk carefully on ice: take shorter steps and keep your hands free.
- Cover exposed skin in very cold weather to avoid frostbite.
- Keep your phone charged; batteries drain faster in the cold.
- In snowy regions, follow university announcements about closures.

## Heating and home

- Learn how the heating in your room works and keep it at a comfortable level.
- Keep windows closed at night and use a thick duvet.
- Ask your landlord or residence what to do if heating fails, and get the emergency number before winter starts.

## Light, mood and energy

Short days can affect your mood. Some people experience **seasonal affective disorder (SAD)**, a type of depression linked to reduced daylight.

- **Get outside in daylight**, especially in the morning, even on cloudy days.
- **Keep active.** Campus gyms, indoor sports and dance classes help.
- **Keep a routine** for sleep and meals.
- Some people find a **light therapy lamp** helpful; ask a doctor or your university health service first.
- Ask a doctor whether you should take a **vitamin D** supplement, as sunlight is limited in winter at northern latitudes.
- If you feel persistently low, tired or hopeless, talk to your university's health or counselling service.

## Look after your skin and health

Cold air and indoor heating dry your skin and lips. Use a good moisturiser, lip balm and a humidifier if your room is very dry. Drink water, and get the flu vaccine if your health service recommends it.

## Learn to enjoy it

Try ice skating, sledding or building a snowman with friends. Many students say their first snowfall is one of their best memories.

## Pro tips

- Buy boots with real grip before the first snowfall, not after your first fall.
- Keep a spare pair of gloves and socks in your bag.
- Plan a weekly social activity indoors to stay connected in the dark months.
- Take a walk at lunchtime to catch the daylight.
- Treat yourself to a warm Caribbean meal when the weather is at its worst.`,
    categoryId: "student-life",
    destinationId: "dest_canada",
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-02-20",
  },
  {
    id: "article_mental_health_support_abroad",
    slug: "mental-health-support-abroad",
    title: "Looking After Your Mental Health While Studying Abroad",
    excerpt:
      "Pressure, distance from home and a new culture can take a toll. Where to find help at university, what crisis lines are for and how to support yourself and friends.",
    content: `Moving abroad to study is exciting, but it also brings pressure: new academic expectations, money worries, distance from family and the challenge of fitting in. It is common to feel stressed, anxious or low at times. Looking after your mental health is as important as looking after your grades, and asking for help is a sign of strength, not weakness.

## Why international students can struggle

- **Academic pressure**: different teaching styles, heavier independent study and high expectations from family or sponsors.
- **Isolation**: being far from home, especially in your first months.
- **Money stress**: fees, rent, exchange rates and limits on work.
- **Culture shock and discrimination**: feeling out of place, or facing unfair treatment.
- **Stigma**: in some communities, mental health is not discussed openly, which can make it harder to reach out.

## Signs to notice

Pay attention if, for more than a couple of weeks, you:

- Feel sad, empty, anxious or irritable most of the time.
- Sleep much more or much less than usual, or lose your appetite.
- Withdraw from friends and activities you used to enjoy.
- Struggle to concentrate or keep up with work.
- Use alcohol or other substances to cope.
- Have thoughts that life is not worth living or of harming yourself.

## Where to get help at university

Most universities offer free, confidential support:

- **Counselling or wellbeing services**: short-term counselling, workshops and self-help resources.
- **Student health services or on-campus doctors**.
- **International student advisers**, who understand visa, money and adjustment worries.
- **Residence staff and peer supporters** in student housing.
- **Disability or accessibility services**, if a mental health condition affects your studies.
- **Chaplaincy and faith advisers**, open to students of all faiths.

Find out where these services are during orientation, before you need them. Tell a tutor or adviser if your studies are affected; universities have processes for extensions and other support.

## In a crisis

If you or someone else is in immediate danger, call the local **emergency number**: 911 in Canada and the United States, and 999 or 112 in the UK.

Free, confidential crisis lines can also help, day or night:

- **Canada and the United States**: call or text **988**.
- **United Kingdom and Ireland**: **Samaritans** on **116 123**.

Many universities also have their own out-of-hours support lines; save the number in your phone.

## Everyday habits that help

- **Sleep**: aim for a regular bedtime, even during exams.
- **Move**: walking, sport or dance all lift mood.
- **Eat regularly**, including some familiar food from home.
- **Stay connected** with friends and family, and with people around you.
- **Plan your workload** in small steps and ask for help early if you fall behind.
- **Limit alcohol**, which can make anxiety and low mood worse.

## Supporting a friend

If a friend seems to be struggling, check in privately and listen without judging. Encourage them to contact university support, and offer to go with them. If you think they are at risk of harming themselves, contact emergency services or university security straight away.

## Talking to family

Families may worry or may not understand. Share what you are comfortable with, and explain that using counselling is normal at university abroad. Their support can make a big difference.

## Pro tips

- Save your university's counselling, security and health numbers in your phone on your first day.
- Book a counselling appointment early if you feel low; waiting lists can be longer at busy times.
- Build one small daily habit, like a short walk, that you keep even in exam season.
- Join at least one group that has nothing to do with your course.
- Remember: reaching out is a strength, and you do not have to wait until things are unbearable.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: true,
    publishedAt: "2026-03-27",
  },
  {
    id: "article_working_part_time_while_studying",
    slug: "working-part-time-while-studying",
    title: "Working Part-Time While Studying Abroad: Know the Rules First",
    excerpt:
      "A part-time job can help with costs and build your CV, but student visas limit when and how much you can work. An overview for Canada, the UK and the US.",
    content: `A part-time job can help with living costs, give you work experience and help you meet people. But as an international student, your right to work comes from your **immigration permission**, and breaking the conditions can put your studies and future visas at risk. Know the rules before you accept any job.

## The golden rules

- Your permission to work depends on **your visa or permit conditions**, not on what an employer says.
- Limits usually apply **per week during term**, and you can often work more during official holidays.
- Some work, such as self-employment, may not be allowed at all.
- Rules change, so always check the **official government page** and your university's international office.

## Canada

Eligible full-time students at designated learning institutions can generally work **off campus up to 24 hours a week** during academic sessions without a separate work permit, and **full time during scheduled breaks** such as the summer and winter holidays. Your study permit must say you are allowed to work, and you need a **Social Insurance Number (SIN)** before starting a job. On-campus work has separate rules. Details are on the official [study permit pages](https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html).

## United Kingdom

Student visa holders studying at **degree level** can usually work up to **20 hours a week in term time** and full time during official vacations, with the exact limit shown on your visa. Courses below degree level have a lower limit. There are restrictions on some types of work, including self-employment and working as a professional sportsperson. Check [GOV.UK](https://www.gov.uk/student-visa) and your university's guidance on term dates, since taught master's students may have shorter vacations than undergraduates.

## United States

F-1 students can usually work **on campus up to 20 hours a week** while school is in session and full time during official breaks. Off-campus work is only allowed through authorised routes such as **Curricular Practical Training (CPT)** and **Optional Practical Training (OPT)**, normally after your first academic year and with approval from your school's designated official and, for OPT, from US immigration authorities. You need a **Social Security Number** to be paid. Speak to your international student office before accepting any job.

## Finding work

- Check your university's **career centre** and job boards first; on-campus jobs fit your timetable.
- Common roles include library or lab assistant, student ambassador, catering, retail and tutoring.
- Prepare a short local-style CV or resume; the format may differ from home.
- Apply early in the term, as good campus jobs go quickly.

## Balancing work and study

- Your studies come first. Your visa depends on making progress in your course.
- Most advice suggests keeping term-time work well below the maximum, especially in your first semester.
- Do not rely on job income for essentials you needed to show for your visa.

## Protect yourself

- Always get a **written contract** or offer.
- Make sure you are paid at least the **legal minimum wage** and that tax is handled properly.
- Refuse cash-in-hand work that hides hours; it can break your visa conditions.
- Keep records of your hours, especially if you have more than one job.

## Pro tips

- Read the work conditions printed on your permit or visa as soon as you receive it.
- Ask your international office for the official term and vacation dates that apply to you.
- Apply for your SIN, National Insurance number or Social Security Number as soon as you are eligible.
- Track your weekly hours across all jobs in one place.
- Look for roles linked to your course; they build your CV and help after graduation.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-05-01",
  },
  {
    id: "article_finding_housing_and_avoiding_rental_scams",
    slug: "finding-housing-and-avoiding-rental-scams",
    title: "Finding Student Housing Abroad and Avoiding Rental Scams",
    excerpt:
      "Where you live shapes your whole first year. How to choose between residence and private rentals, what to check in a lease and how to spot a rental scam.",
    content: `Finding somewhere safe and affordable to live is one of the most important tasks before you travel. It is also where many students lose money to scams, because they are searching from far away and under pressure.

## University residence or private housing?

### University residence

Many universities offer housing for first-year or international students, sometimes with a guarantee if you apply by a deadline.

- **Pros**: booked through the university, often furnished, bills usually included, close to campus, an easy way to make friends and support staff on site.
- **Cons**: can be more expensive than sharing a private flat, places may be limited, and some have meal plans you must pay for.

If residence is available, it is usually the safest choice for your first year. **Apply as early as allowed**, often as soon as you accept your offer.

### Private housing

Options include shared houses and flats, rooms in family homes, and purpose-built student accommodation run by private companies.

- **Pros**: more choice, sometimes cheaper, more independence.
- **Cons**: more risk, extra costs such as utilities and internet, and you deal directly with landlords or agents.

## What to check before you commit

- **Total cost**: rent, deposit, utilities, internet, contents insurance and any fees.
- **Location**: travel time and cost to campus, safety at night, and nearby shops.
- **The contract or lease**: length, notice period, rules on guests, what happens if you leave early, and who fixes problems.
- **Deposit protection**: some places have rules or schemes protecting tenants' deposits. Find out how yours is held and how you get it back.
- **Condition**: heating, hot water, locks, smoke alarms and signs of damp or pests.
- **Furniture**: what is included and what you must buy.

Your university's **housing or accommodation office** can explain local rules and often lists approved landlords or checks contracts.

## How rental scams work

Common tricks include:

- A listing with attractive photos and a **low rent**, copied from a real advert.
- A "landlord" who is **abroad** and cannot show you the place, but will post the keys after payment.
- Pressure to pay a **deposit quickly** by money transfer, gift cards or cryptocurrency "before someone else takes it".
- Requests for copies of your passport and bank details before you have confirmed anything.

## Protect yourself

- **Never pay money for a place that you, or someone you trust, has not seen** in person or on a live video call where you can check the address.
- **Confirm the landlord or agent is real**: ask your university's housing office, check company registrations and search for reviews.
- **Use traceable payment methods**, and only pay once you have a written contract.
- **Be wary of prices far below** similar places in the same area.
- **Keep all messages and receipts.**

## Temporary accommodation

If you cannot secure long-term housing before you travel, book a short stay at a university's temporary housing, a reputable hostel or a hotel for your first week or two, and search in person. It is far safer than paying for an unseen flat.

## Living with others

Agree house rules early on cleaning, bills, guests and noise. Write down who pays what, and keep records of shared payments.

## Pro tips

- Apply for university residence as soon as you accept your offer.
- Ask current Caribbean students which areas they recommend.
- Take dated photos of your room when you move in to protect your deposit.
- Get contents insurance for your belongings.
- If a deal feels rushed or secret, walk away.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-06-05",
  },
  {
    id: "article_money_and_banking_when_you_arrive",
    slug: "money-and-banking-when-you-arrive",
    title: "Money and Banking When You Arrive: A Practical Guide",
    excerpt: "How to get money to your new country, open a student bank account, avoid high fees and build good money habits in your first months abroad.",
    content: `Managing money in a new country can be confusing: different currencies, new banks, unfamiliar fees and, for many Caribbean students, family support arriving from home. A bit of planning before you leave makes your first weeks much easier.

## Before you leave home

- **Talk to your bank at home.** Ask about fees for using your debit or credit card abroad, daily limits and how to make international transfers. Tell the bank your travel dates so your card is not blocked.
- **Carry a mix of payment methods**: a card that works internationally, a second card if possible, and a modest amount of cash in the local currency for your first days.
- **Do not carry large amounts of cash.** It can be lost or stolen, and some countries require you to declare large sums when you arrive.
- **Plan how family will send money**, and compare providers' exchange rates and fees, not just the transfer fee.

## Opening a bank account

A local account makes it easier to pay rent, receive wages and avoid foreign transaction fees. Many banks offer **student accounts** with low or no monthly fees.

You will usually need:

- Your **passport** and immigration document, such as your study permit, visa or eVisa details.
- **Proof of enrolment** from your university.
- **Proof of address**, which can be your residence confirmation or a university letter.

Some banks let you start the process online before you arrive. Ask your university's international office which banks students use and whether it provides a bank letter.

## Identity numbers for work and tax

If you plan to work, you will need a local number:

- **Canada**: a **Social Insurance Number (SIN)**.
- **United Kingdom**: a **National Insurance number**.
- **United States**: a **Social Security Number** for on-campus jobs.

These are issued by government offices. Apply only through official channels; you never need to pay an agent.

## Avoiding unnecessary fees

- Use your local account and card for everyday spending.
- Withdraw cash from your own bank's machines where possible.
- Avoid payday loans and high-interest credit; they can trap you in debt quickly.
- Check your statement each month for charges you do not recognise.

## Budgeting week by week

Track your spending for the first month to see where your money really goes. Many students use a simple spreadsheet or their bank's app. Common surprises include takeaway food, transport, phone bills and subscriptions.

- Set a **weekly budget** for food and personal spending.
- Cook in batches with friends to save money.
- Use **student discounts** for transport, software, shops and entertainment.
- Keep an **emergency fund** for unexpected costs.

## Scholarship and sponsor payments

If you have a scholarship, find out **when** and **how** payments arrive. The first payment can take time, so arrive with enough money to cover your first month. Keep sponsors informed of any change to your bank details.

## Building a credit history

In some countries, particularly Canada and the US, a **credit history** matters when you rent or get a phone contract. A student credit card used carefully and paid off in full every month can help build it. Never borrow more than you can repay.

## Protect your money

- Never share your PIN, passwords or one-time codes, even with someone claiming to be from your bank.
- Be wary of messages offering jobs that involve receiving money into your account and sending it on. This is money laundering, and it can lead to serious legal and visa trouble.
- Report a lost card immediately.

## Pro tips

- Arrive with enough funds for at least your first month of living costs.
- Compare two or three student bank accounts before choosing.
- Set up your banking app and notifications on day one.
- Agree a monthly amount with your family so everyone knows what to expect.
- Save receipts for large purchases in case you need to claim insurance.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 4,
    isFeatured: false,
    publishedAt: "2026-07-10",
  },
  {
    id: "article_first_week_checklist",
    slug: "first-week-checklist",
    title: "Your First Week Abroad: A Checklist for Caribbean Students",
    excerpt:
      "From immigration documents to your student ID and a local SIM card, the essential tasks to finish in your first week so the rest of your year runs smoothly.",
    content: `Your first week abroad is busy and exciting, and it is easy to forget something important. Use this checklist to cover the essentials. Tick things off as you go, and ask your university's international office if anything is unclear.

## On arrival

- **Keep your documents with you** in your hand luggage: passport, visa or permit approval, letter of acceptance or CAS, I-20 if you are going to the US, proof of funds, accommodation details and health insurance information.
- **Check your immigration record** at the border. Make sure the dates and conditions on any document or stamp you receive are correct before you leave the airport.
- **Let your family know** you have arrived safely.
- **Get to your accommodation** using transport recommended by your university; some run airport pick-ups at the start of term.

## Days one and two

- **Collect your keys** and check your room. Take dated photos of its condition.
- **Buy essentials**: bedding if not provided, toiletries, basic groceries and a plug adaptor.
- **Get a local SIM card or phone plan** so you have a local number.
- **Save emergency numbers**: local emergency services, campus security, your residence office and the university health service.
- **Register with your university** and attend any immigration document check it requires.

## During the first week

### University

- **Collect your student ID card.**
- **Attend orientation** and international student welcome events.
- **Log in to university systems**: email, learning platform and timetable.
- **Find your buildings**: lecture halls, library, student centre and international office.
- **Meet your academic adviser** or personal tutor.

### Health

- **Register with a doctor or the campus health service.** In the UK, register with a GP. In Canada, check how provincial or university health insurance works for you. In the US, confirm your student health insurance.
- Find the nearest **pharmacy**, and bring a copy of any prescriptions.

### Money

- **Open a bank account** or start the process.
- **Apply for your work or tax number** if you plan to work: a SIN in Canada, a National Insurance number in the UK or a Social Security Number in the US for an on-campus job.

### Immigration

- **UK students**: make sure you can access your **eVisa** through your UK Visas and Immigration account and that your details are correct.
- **US students**: follow your international office's instructions to confirm your arrival so your SEVIS record is activated.
- **Canada students**: check your study permit conditions, including whether you may work.
- **Make digital copies** of all immigration documents and store them securely.

## Settling in

- **Learn your routes** to campus, the supermarket and the doctor.
- **Buy a travel pass**; student discounts are common.
- **Find a Caribbean or international grocery store** for a taste of home.
- **Join a club or society**, including a Caribbean students' association if there is one.
- **Register with your country's high commission, embassy or consulate**, if it offers a registration or contact service for nationals abroad.

## Pro tips

- Pack a small "first night" bag with a towel, charger, adaptor, snacks and a change of clothes.
- Screenshot addresses and directions in case your phone has no data on arrival.
- Keep a list of every username and reference number you receive in your first week.
- Say yes to welcome events even if you feel tired; friendships often start there.
- Rest. Jet lag and nerves are real, and the first week is a marathon, not a sprint.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-08-14",
  },
  {
    id: "article_staying_connected_with_home",
    slug: "staying-connected-with-home",
    title: "Staying Connected: Caribbean Student Associations and Links With Home",
    excerpt:
      "Caribbean student groups, diaspora communities and a good rhythm of contact with family can make a huge difference abroad. How to find your community and build new ties.",
    content: `Studying abroad does not mean leaving the Caribbean behind. Caribbean students have built strong communities on campuses around the world, and staying connected with home, while building new friendships, is one of the best ways to thrive.

## Caribbean student associations

Many universities in Canada, the US and the UK have a **Caribbean Students' Association**, an **African-Caribbean Society** or a similar group. These associations typically:

- Welcome new students and help them settle in.
- Organise cultural events, parties, food nights and celebrations such as Carnival-style fetes and independence day events.
- Hold academic and career events with Caribbean alumni and professionals.
- Provide a space to talk about shared experiences, from culture shock to discrimination.
- Raise money for causes back home, especially after hurricanes and other disasters.

Look for them at your university's clubs or societies fair, on the students' union website and on social media. If your university does not have one, consider starting it with the support of the students' union.

## Beyond your campus

- **Diaspora communities**: cities such as Toronto, Montreal, New York, Miami and London have large Caribbean communities, with churches, restaurants, cultural centres and events.
- **Your high commission, embassy or consulate**: many run events for nationals abroad and can help in emergencies, such as a lost passport. Keep their contact details handy.
- **Alumni networks**: scholarship programmes and your secondary school may have alumni groups in your new city.
- **Faith communities**: churches, mosques, mandirs and other places of worship can offer a welcoming community.

## Staying close to family

Distance is hard on families too. Some ideas:

- **Agree a regular call time** that works across time zones and timetables.
- **Share your life**: photos of your room, your campus and your first snow.
- **Be honest when things are hard.** Families usually want to help, even if they cannot fix everything.
- **Plan visits home** or family visits carefully, with flights booked early for cheaper fares.

## Balance home and new connections

Caribbean friends can feel like family, but try not to spend all your time in one group. Friends from other backgrounds will help you understand your new country, improve your networks and enjoy more of university life. Your Caribbean identity is something to share: cooking for friends, sharing music or teaching someone to play dominoes are great ways to build bridges.

## Give back

- Mentor new Caribbean students who arrive after you.
- Share your experience with students at your old school who are thinking of studying abroad.
- Support campaigns or projects that help your community at home.

Many students find that time abroad strengthens their connection to the Caribbean and their wish to contribute to its future.

## Stay informed

Follow news from home, but set limits if it makes you anxious. In emergencies, such as a hurricane, check on family and tell your university if it affects your studies; universities can often offer support or extensions.

## Pro tips

- Find your Caribbean Students' Association in your first week and go to its welcome event.
- Save your high commission or consulate's contact details in your phone.
- Put a regular family call in your calendar.
- Invite a friend from another background to a Caribbean event.
- Offer to be a contact for the next student from your school who comes to your university.`,
    categoryId: "student-life",
    destinationId: null,
    pathwayId: null,
    readTime: 3,
    isFeatured: false,
    publishedAt: "2026-09-29",
  },
];
