import type { PathwaySeed } from "./seed-types.js";

/**
 * Study pathways (broad subject areas). Career outlooks are deliberately
 * qualitative: no invented statistics.
 */
export const pathways: PathwaySeed[] = [
  {
    id: "pathway_medicine",
    name: "Medicine",
    slug: "medicine",
    description:
      "Train to diagnose and treat patients. In the Caribbean and UK you can start straight from CAPE; in the USA and Canada medicine is a graduate-entry degree.",
    iconClass: "stethoscope",
    color: "#b91c1c",
    content: `In the Caribbean, the main route is the **MBBS at The University of the West Indies**, taught at Mona (Jamaica), St. Augustine (Trinidad and Tobago) and Cave Hill (Barbados), with clinical training in teaching hospitals. You apply straight from school with strong CSEC and CAPE results in the sciences (usually Biology and Chemistry, plus Physics or Mathematics). Places are limited and competition is intense, and students from outside UWI's contributing countries pay the full economic cost.

In the **UK**, medicine is also an undergraduate degree (MBBS or MBChB, usually five or six years), applied for through UCAS by 15 October, normally with an admissions test and an interview. Places for international students are capped and fees are high.

In the **USA and Canada**, medicine is a **graduate-entry** degree: you first complete a bachelor's degree (often with pre-med courses), take the MCAT, and then apply to a four-year MD. Very few places are open to international students, especially in Canada, and US medical schools rarely offer them financial aid. Some private medical schools in the Caribbean teach a US-style MD aimed at the US licensing route; compare costs and graduates' licensing and residency outcomes carefully before choosing one.

After graduating you complete an internship and register with the medical council of the country where you want to practise, and most doctors then specialise through several more years of training.`,
    whatYouStudy: [
      "Anatomy, physiology and biochemistry",
      "Pathology, microbiology and pharmacology",
      "Clinical skills and history-taking",
      "Medicine, surgery, paediatrics and obstetrics rotations",
      "Public health and community medicine",
      "Medical ethics and communication",
    ],
    skills: [
      "Scientific reasoning",
      "Clear communication with patients and families",
      "Decision-making under pressure",
      "Attention to detail",
      "Teamwork in clinical settings",
      "Resilience and empathy",
    ],
    careers: [
      { title: "General practitioner / family doctor", outlook: "Needed in every Caribbean country, in both public clinics and private practice." },
      { title: "Hospital specialist", outlook: "Requires several years of postgraduate training after internship, often partly done abroad." },
      { title: "Surgeon", outlook: "A long and competitive training path, with few specialist training posts in smaller countries." },
      { title: "Public health physician", outlook: "Ministries of health and regional bodies need doctors who can plan and manage population health." },
      { title: "Medical researcher", outlook: "Usually combined with clinical work or a university post, and often needs a further research degree." },
    ],
    typicalDuration:
      "5-6 years (MBBS/MBChB at UWI or in the UK), or a first degree followed by a 4-year MD in the USA/Canada, then internship and specialist training",
    relatedSlugs: ["psychology", "sports", "social-work"],
  },
  {
    id: "pathway_engineering",
    name: "Engineering",
    slug: "engineering",
    description:
      "Design and build the roads, power systems, machines and structures the region depends on. Strong CAPE Mathematics and Physics are the usual starting point.",
    iconClass: "cog",
    color: "#b45309",
    content: `Engineering covers civil, electrical and computer, mechanical, chemical, petroleum and other branches. In the region, **UWI St. Augustine** has the largest engineering faculty, **UWI Mona** also teaches engineering, and UTech (Jamaica) and UTT (Trinidad and Tobago) offer career-focused engineering and engineering technology programmes.

Most engineering degrees expect CAPE Pure Mathematics and Physics (Chemistry for chemical engineering). Choose a degree that is accredited by a recognised professional body, because accreditation affects whether you can later register as a professional engineer at home or abroad.

Abroad, Canadian and US engineering degrees usually take four years, while UK degrees take three (BEng) or four (MEng). Energy, construction, utilities, telecommunications and manufacturing all employ engineers in the Caribbean, and climate resilience (flood control, stronger buildings, renewable energy) is an important growing area.`,
    whatYouStudy: [
      "Calculus, linear algebra and statistics",
      "Mechanics and materials",
      "Circuits and electronics",
      "Thermodynamics and fluid mechanics",
      "Engineering design and drawing (CAD)",
      "Project management and professional ethics",
      "A final-year design or research project",
    ],
    skills: [
      "Mathematical problem-solving",
      "Technical drawing and modelling",
      "Safety awareness",
      "Teamwork on projects",
      "Report writing",
      "Using engineering software",
    ],
    careers: [
      { title: "Civil engineer", outlook: "Infrastructure, housing and disaster-recovery work keep civil engineers in demand across the region." },
      { title: "Electrical engineer", outlook: "Utilities, telecoms and the move to renewable energy all need electrical engineers." },
      { title: "Mechanical engineer", outlook: "Employed in manufacturing, building services, energy and maintenance." },
      {
        title: "Chemical or petroleum engineer",
        outlook: "Closely tied to the energy sector, especially in Trinidad and Tobago and now Guyana, so demand rises and falls with it.",
      },
      { title: "Project engineer / manager", outlook: "Experienced engineers often move into managing projects and teams." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree (4-5 years for an integrated master's in some countries)",
    relatedSlugs: ["information-technology", "aviation", "agriculture"],
  },
  {
    id: "pathway_information_technology",
    name: "Information Technology",
    slug: "information-technology",
    description: "Computer science, software development, networks, data and cybersecurity. Skills that travel well and can be used from anywhere.",
    iconClass: "laptop",
    color: "#1d4ed8",
    content: `Information technology includes computer science (programming, algorithms and theory), software engineering, information systems, networking, data science and cybersecurity. CAPE Computer Science or Pure Mathematics is a good foundation, though many programmes accept strong students without prior coding experience.

UWI campuses, UTech, UTT, national community colleges and many universities abroad offer IT degrees. Associate degrees and professional certifications (for example in networking, cloud platforms or security) can also lead to work, and you can add them later.

Employers in banking, telecoms, government and business process outsourcing need IT staff, and many graduates work remotely for companies overseas. Build a portfolio of real projects while you study: it often matters as much as your grades.`,
    whatYouStudy: [
      "Programming (for example Python, Java or C)",
      "Data structures and algorithms",
      "Databases and data management",
      "Computer networks and operating systems",
      "Web and mobile development",
      "Cybersecurity fundamentals",
      "Software engineering and team projects",
    ],
    skills: [
      "Logical problem-solving",
      "Coding and debugging",
      "Learning new tools quickly",
      "Explaining technical ideas simply",
      "Working in teams with version control",
      "Attention to security and privacy",
    ],
    careers: [
      { title: "Software developer", outlook: "Needed locally and by overseas employers, including for remote work." },
      { title: "Network / systems administrator", outlook: "Every bank, government ministry and large business needs people to run its systems." },
      { title: "Cybersecurity analyst", outlook: "A growing area as more services in the region move online." },
      { title: "Data analyst", outlook: "Organisations increasingly want people who can turn data into decisions." },
      { title: "IT support specialist", outlook: "A common entry-level role that can lead on to more specialised work." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 2 years for an associate degree",
    relatedSlugs: ["engineering", "business-finance", "communications"],
  },
  {
    id: "pathway_business_finance",
    name: "Business & Finance",
    slug: "business-finance",
    description: "Accounting, banking, management, marketing and economics: flexible degrees used in every sector of Caribbean economies.",
    iconClass: "briefcase",
    color: "#047857",
    content: `Business degrees cover accounting, finance, management, marketing, human resources, entrepreneurship and economics. CAPE Accounting, Economics, Management of Business and Mathematics are useful preparation, and UWI may exempt you from some first-year courses if you have good CAPE grades in related subjects.

Many Caribbean accountants also take a professional qualification such as ACCA or a CPA, alongside or after their degree, and finance graduates may add the CFA. Check whether your degree gives exemptions from professional exams.

Banking, insurance, tourism, telecoms, the public sector and small businesses all hire business graduates. Internships and work experience make a big difference when you apply for your first job.`,
    whatYouStudy: [
      "Financial and management accounting",
      "Principles of economics",
      "Corporate finance and investment",
      "Marketing",
      "Organisational behaviour and human resource management",
      "Business law",
      "Statistics and business analytics",
    ],
    skills: [
      "Working with numbers and spreadsheets",
      "Analysing and presenting information",
      "Negotiation and persuasion",
      "Business writing",
      "Planning and organisation",
      "Ethical judgement",
    ],
    careers: [
      { title: "Accountant / auditor", outlook: "Consistently needed, especially with a professional qualification such as ACCA or CPA." },
      { title: "Banking and financial services officer", outlook: "Banks, credit unions and insurers are major employers across the region." },
      { title: "Marketing officer", outlook: "Digital marketing skills are increasingly expected." },
      { title: "Human resources officer", outlook: "Found in most medium and large organisations, public and private." },
      { title: "Entrepreneur / small business owner", outlook: "Rewarding but risky; a business degree helps with planning, finance and growth." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 1-2 years for a master's or MBA",
    relatedSlugs: ["information-technology", "hospitality", "law"],
  },
  {
    id: "pathway_law",
    name: "Law",
    slug: "law",
    description:
      "To practise in most Commonwealth Caribbean countries you need an LLB and then the Legal Education Certificate from a Council of Legal Education law school.",
    iconClass: "scale",
    color: "#334155",
    content: `In most Commonwealth Caribbean countries, becoming an attorney-at-law is a two-step route controlled by the **Council of Legal Education (CLE)**. First you complete a law degree (LLB). Then you complete the two-year **Legal Education Certificate (LEC)** at one of the CLE's law schools: the **Norman Manley Law School** (Jamaica), the **Hugh Wooding Law School** (Trinidad and Tobago) or the **Eugene Dupuch Law School** (The Bahamas). The LEC is what qualifies you for admission to practise.

UWI's LLB is taught at Cave Hill, Mona and St. Augustine. Graduates of UWI's LLB have traditionally had priority entry to the law schools, while holders of other law degrees (for example a UK LLB) have usually had to pass the CLE's entrance examination. Check the CLE's current rules before you choose a law degree abroad.

Law is an undergraduate degree in the UK and the Caribbean, but in the **USA and Canada** law is a graduate degree (JD) taken after a first degree. A US or Canadian JD prepares you to practise there, not automatically in the Caribbean.`,
    whatYouStudy: [
      "Constitutional and administrative law",
      "Contract and tort",
      "Criminal law",
      "Property and land law",
      "Equity and trusts",
      "Caribbean legal systems and legal research",
      "Advocacy and legal writing (at law school)",
    ],
    skills: [
      "Careful reading and analysis",
      "Clear written argument",
      "Public speaking and advocacy",
      "Research",
      "Negotiation",
      "Integrity and confidentiality",
    ],
    careers: [
      { title: "Attorney-at-law in private practice", outlook: "Competitive in larger cities; many lawyers build a practice gradually." },
      { title: "State attorney / prosecutor", outlook: "Government legal departments recruit regularly but pay less than top private firms." },
      { title: "In-house counsel", outlook: "Banks, insurers, energy companies and regulators employ their own lawyers." },
      { title: "Judge or magistrate", outlook: "Appointed after years of practice." },
      { title: "Compliance or policy officer", outlook: "Legal training is valued in financial regulation and public policy, even without practising." },
    ],
    typicalDuration: "3-year LLB plus the 2-year Legal Education Certificate (Caribbean route); in the USA/Canada a first degree then a 3-year JD",
    relatedSlugs: ["business-finance", "social-work", "communications"],
  },
  {
    id: "pathway_creative_arts",
    name: "Creative Arts",
    slug: "creative-arts",
    description:
      "Visual art, music, dance, theatre, film and design. Build your craft and a portfolio, and learn the business side of the creative industries.",
    iconClass: "palette",
    color: "#a21caf",
    content: `Creative arts degrees cover visual arts, music, dance, drama, film and animation, and design. In the region you can study at institutions such as the **Edna Manley College of the Visual and Performing Arts** (Jamaica), **UWI** (including the Department of Creative and Festival Arts at St. Augustine), the **Barbados Community College** and UTT's Academy for the Performing Arts.

Most programmes ask for a portfolio or an audition as well as CSEC/CAPE results. CAPE Art and Design, Digital Media, Literatures in English and Performing Arts are useful preparation, but strong practical work often matters most.

The Caribbean has a rich cultural economy, including music, Carnival, festivals, film and tourism. Many creative graduates work freelance or combine several jobs, so courses that teach entrepreneurship, copyright and marketing are valuable.`,
    whatYouStudy: [
      "Studio practice in your main discipline",
      "Art, music or theatre history, including Caribbean traditions",
      "Composition, choreography or design principles",
      "Digital tools for creative work",
      "Performance or exhibition projects",
      "Arts management and intellectual property",
    ],
    skills: [
      "Creativity and originality",
      "Technical craft",
      "Taking and using critique",
      "Self-discipline and practice habits",
      "Collaboration",
      "Self-promotion and networking",
    ],
    careers: [
      { title: "Visual artist / illustrator", outlook: "Mostly freelance; income often combines commissions, teaching and sales." },
      { title: "Musician or music producer", outlook: "The Caribbean music industry is influential worldwide, but incomes vary widely." },
      { title: "Graphic designer", outlook: "Needed by agencies, media and businesses, and often done remotely." },
      { title: "Arts teacher", outlook: "Schools need qualified art, music and drama teachers." },
      { title: "Arts administrator / festival manager", outlook: "Cultural festivals, Carnival and heritage organisations need organisers and managers." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 2 years for an associate degree",
    relatedSlugs: ["fashion", "communications", "education"],
  },
  {
    id: "pathway_psychology",
    name: "Psychology",
    slug: "psychology",
    description:
      "Study how people think, feel and behave. A first degree opens many doors, but becoming a practising psychologist needs postgraduate training.",
    iconClass: "brain",
    color: "#6d28d9",
    content: `Psychology degrees cover how the mind develops and works, mental health, and how people behave in groups and organisations. The subject uses a lot of research methods and statistics, so be ready for numbers as well as people.

A **bachelor's degree alone does not qualify you to practise** as a clinical or counselling psychologist. That normally needs a master's or doctorate with supervised practice, and registration rules differ from country to country. UWI offers undergraduate and postgraduate psychology programmes, and many Caribbean students also do postgraduate training abroad.

Psychology graduates also work in human resources, social services, education, marketing research and public health, because understanding behaviour and handling data are widely useful skills.`,
    whatYouStudy: [
      "Introduction to psychology",
      "Developmental psychology",
      "Social psychology",
      "Cognitive and biological psychology",
      "Abnormal psychology and mental health",
      "Research methods and statistics",
    ],
    skills: ["Listening and empathy", "Research and data analysis", "Critical thinking", "Report writing", "Ethical awareness"],
    careers: [
      {
        title: "Clinical or counselling psychologist",
        outlook: "Mental health services in the region need more qualified psychologists, but the role requires postgraduate training.",
      },
      { title: "School guidance counsellor", outlook: "Schools need counsellors, usually with a teaching or counselling qualification as well." },
      { title: "Human resources specialist", outlook: "Psychology graduates often move into recruitment, training and staff welfare." },
      { title: "Research assistant", outlook: "Universities, NGOs and public bodies need people who can run studies and analyse data." },
      { title: "Industrial-organisational psychologist", outlook: "A smaller field in the region, usually needing a master's degree." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree, plus a master's or doctorate (2-5 years) to practise as a psychologist",
    relatedSlugs: ["social-work", "education", "medicine"],
  },
  {
    id: "pathway_education",
    name: "Education",
    slug: "education",
    description: "Teach and shape the next generation, from early childhood to secondary school, or work in training and education policy.",
    iconClass: "book",
    color: "#0369a1",
    content: `There are two main routes into teaching. You can take a **Bachelor of Education (B.Ed.)** at a teachers' college or university, which combines your teaching subject with teaching methods and school placements. Or you can take a degree in a subject such as mathematics or Spanish and then a postgraduate teaching qualification (such as a Diploma in Education).

Across the region, teachers' colleges, UWI, UTech, national community colleges and private universities train teachers. Each country has its own rules for registering teachers, so train with a programme recognised where you intend to work.

Mathematics, science, modern language, special education and technical and vocational teachers are often hard to recruit. Some Caribbean teachers are recruited to work abroad, but check that any overseas job offer is genuine and that your qualification is recognised there.`,
    whatYouStudy: [
      "Child and adolescent development",
      "Learning theories and teaching methods",
      "Curriculum and assessment",
      "Classroom management",
      "Special and inclusive education",
      "Your specialist teaching subject",
      "Supervised teaching practice",
    ],
    skills: ["Explaining ideas clearly", "Patience and empathy", "Planning and organisation", "Classroom leadership", "Adapting to different learners"],
    careers: [
      { title: "Primary school teacher", outlook: "Steady demand, with most jobs in the public school system." },
      { title: "Secondary subject teacher", outlook: "Mathematics, science and language teachers are often in short supply." },
      { title: "Early childhood educator", outlook: "Early childhood education is growing and increasingly requires formal training." },
      { title: "Special education teacher", outlook: "Specialist skills are needed and relatively scarce." },
      { title: "Education officer / curriculum specialist", outlook: "Usually a later-career move after classroom experience." },
    ],
    typicalDuration: "3-4 years for a B.Ed.; or a 3-4 year degree plus a 1-year teaching qualification",
    relatedSlugs: ["psychology", "social-work", "sports"],
  },
  {
    id: "pathway_communications",
    name: "Communications",
    slug: "communications",
    description: "Journalism, broadcasting, public relations, advertising and digital media: telling stories and shaping messages for audiences.",
    iconClass: "megaphone",
    color: "#c2410c",
    content: `Communications degrees cover journalism, broadcasting, public relations, advertising, media production and digital communication. In the region, **UWI Mona's Caribbean School of Media and Communication (CARIMAC)** is the best-known school, and other universities and colleges offer mass communication and media programmes. CAPE Communication Studies, Literatures in English and Digital Media are useful preparation.

Newspapers, radio and TV stations, advertising and PR agencies, government information services and large companies all employ communications graduates. The industry is changing fast, so practical skills in writing, video, audio and social media matter.

Build a portfolio while you study: write for campus media, start a podcast or channel, and take internships.`,
    whatYouStudy: [
      "Media writing and reporting",
      "Broadcast production (radio, TV and video)",
      "Public relations and strategic communication",
      "Advertising and marketing communication",
      "Digital and social media",
      "Media law and ethics",
    ],
    skills: [
      "Clear writing for different audiences",
      "Interviewing and research",
      "Video and audio production",
      "Working to deadlines",
      "Presenting and public speaking",
      "Checking facts",
    ],
    careers: [
      { title: "Journalist / reporter", outlook: "Traditional newsrooms are smaller than before, but digital outlets create new roles." },
      { title: "Public relations officer", outlook: "Government, businesses and NGOs all need people to manage their communication." },
      { title: "Social media / content manager", outlook: "A growing role in most organisations." },
      { title: "Broadcast producer", outlook: "Radio remains strong across the Caribbean, and video production is growing online." },
      { title: "Advertising executive", outlook: "Competitive, with a mix of creative and client-facing work." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 2 years for an associate degree",
    relatedSlugs: ["creative-arts", "business-finance", "information-technology"],
  },
  {
    id: "pathway_agriculture",
    name: "Agriculture",
    slug: "agriculture",
    description: "Food production, agribusiness, food science and natural resources: vital for food security in a region that imports much of its food.",
    iconClass: "sprout",
    color: "#15803d",
    content: `Agriculture degrees cover crop and livestock production, soil science, agribusiness, food science and technology, and natural resource management. **UWI St. Augustine's Faculty of Food and Agriculture** (which grew out of the Imperial College of Tropical Agriculture) is the region's main university centre, and institutions such as the College of Agriculture, Science and Education (Jamaica), UTT's Eastern Caribbean Institute of Agriculture and Forestry and the Sir Arthur Lewis Community College also train students.

CAPE Biology, Chemistry, Agricultural Science and Environmental Science are useful preparation. Modern agriculture also uses technology, such as greenhouses, irrigation, data and drones.

Caribbean governments are trying to reduce the region's large food import bill, and climate change makes resilient farming more important. Graduates work in farming and agribusiness, extension services, food processing, quality control and research.`,
    whatYouStudy: [
      "Crop science and plant protection",
      "Animal science",
      "Soil science and irrigation",
      "Agribusiness and agricultural economics",
      "Food science and technology",
      "Climate-smart and sustainable agriculture",
    ],
    skills: ["Scientific observation", "Practical field skills", "Business planning", "Problem-solving", "Working with farmers and communities"],
    careers: [
      { title: "Agricultural extension officer", outlook: "Ministries of agriculture employ officers to advise farmers." },
      { title: "Agronomist / farm manager", outlook: "Commercial farms and agro-processors need technical managers." },
      { title: "Food technologist / quality assurance officer", outlook: "Food and beverage manufacturers need staff who understand safety and quality." },
      { title: "Agribusiness entrepreneur", outlook: "Opportunities exist in import substitution and value-added products, with business risk." },
      { title: "Agricultural researcher", outlook: "Regional research institutes and universities work on crops, pests and climate resilience." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 2 years for an associate degree or diploma",
    relatedSlugs: ["engineering", "business-finance", "culinary"],
  },
  {
    id: "pathway_hospitality",
    name: "Hospitality & Tourism",
    slug: "hospitality",
    description: "Hotel, resort, event and tourism management in the region's biggest industry, with routes from certificates to degrees.",
    iconClass: "hotel",
    color: "#0f766e",
    content: `Tourism is one of the largest employers in many Caribbean countries. Hospitality and tourism programmes prepare you to manage hotels, resorts, restaurants, attractions, events and tourism businesses, and usually include work placements in the industry.

Regional options include UWI programmes (for example at UWI Mona's Western Jamaica Campus and the UWI Centre for Hotel and Tourism Management in Nassau), UTech, the University of The Bahamas, the Barbados Community College's Hospitality Institute and national colleges. Abroad, universities such as Florida International University and Toronto Metropolitan University have dedicated hospitality schools.

Entry-level jobs are easy to find but pay can be modest; a degree plus experience helps you move into supervisory and management roles. Languages such as Spanish and French are a real advantage in this industry.`,
    whatYouStudy: [
      "Hotel and resort operations",
      "Food and beverage management",
      "Tourism planning and sustainable tourism",
      "Event management",
      "Hospitality marketing and revenue management",
      "Customer service and guest experience",
      "Industry internship",
    ],
    skills: ["Customer service", "Teamwork under pressure", "Languages", "Problem-solving", "Leadership", "Cultural awareness"],
    careers: [
      { title: "Hotel or resort manager", outlook: "Usually reached after several years in operations roles." },
      { title: "Front office / guest services supervisor", outlook: "A common first supervisory role in hotels." },
      { title: "Events and conference coordinator", outlook: "Weddings, conferences and festivals create steady event work in tourism economies." },
      { title: "Tour operator / travel consultant", outlook: "Small tourism businesses are a common route into entrepreneurship." },
      { title: "Tourism development officer", outlook: "Tourism boards and ministries plan and promote the sector." },
    ],
    typicalDuration: "2 years for an associate degree; 3-4 years for a bachelor's degree",
    relatedSlugs: ["culinary", "business-finance", "communications"],
  },
  {
    id: "pathway_social_work",
    name: "Social Work",
    slug: "social-work",
    description: "Support children, families and communities through child protection, probation, health services and community development.",
    iconClass: "hands",
    color: "#be123c",
    content: `Social workers help people through difficult situations, including poverty, abuse, illness, disability, addiction and contact with the justice system. Degrees combine sociology, psychology, social policy and law with supervised fieldwork placements.

UWI teaches social work at its Mona, St. Augustine and Cave Hill campuses, and other universities and colleges offer related programmes. A master's degree (MSW) is useful for specialist and leadership roles.

Employers include child protection and family services, probation and correctional services, hospitals, schools, NGOs and international development agencies. The work is demanding but meaningful, and good supervision and self-care are important.`,
    whatYouStudy: [
      "Social work theory and practice",
      "Human behaviour and the social environment",
      "Social policy and welfare systems",
      "Child and family welfare",
      "Community development",
      "Supervised field placements",
    ],
    skills: [
      "Active listening",
      "Case assessment and planning",
      "Report and case-note writing",
      "Advocacy",
      "Handling difficult conversations",
      "Self-care and resilience",
    ],
    careers: [
      { title: "Child protection officer", outlook: "Child protection agencies across the region need trained staff." },
      { title: "Probation officer", outlook: "Employed by justice ministries and correctional services." },
      { title: "Medical social worker", outlook: "Hospitals use social workers to support patients and families." },
      { title: "School social worker", outlook: "A growing role as schools deal with student welfare." },
      { title: "Community development officer", outlook: "NGOs, governments and international agencies run community programmes." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 1-2 years for a master's (MSW)",
    relatedSlugs: ["psychology", "education", "law"],
  },
  {
    id: "pathway_sports",
    name: "Sports Science",
    slug: "sports",
    description: "The science of exercise, performance and health, plus coaching and sport management. Athletic scholarships can help pay for study abroad.",
    iconClass: "trophy",
    color: "#4d7c0f",
    content: `Sports science covers exercise physiology, biomechanics, nutrition, sport psychology, coaching and sport management. The Caribbean's success in athletics, cricket and other sports has created interest in careers in coaching, performance support and sport business.

In the region you can study at UWI (sport programmes are offered at Mona, Cave Hill and St. Augustine), the G. C. Foster College of Physical Education and Sport in Jamaica and national colleges. Many talented athletes go to US universities on athletic scholarships; if that is your plan, check NCAA or NJCAA eligibility rules early, because they affect which school subjects and grades count.

Sports science is a good base for physical education teaching, coaching and fitness work. If you want to become a physiotherapist or sports doctor, you will need a separate professional degree.`,
    whatYouStudy: [
      "Exercise physiology",
      "Anatomy and biomechanics",
      "Sport and exercise nutrition",
      "Sport psychology",
      "Coaching science",
      "Sport management and event organisation",
    ],
    skills: [
      "Applying science to performance",
      "Coaching and motivating others",
      "Fitness testing and data recording",
      "Teamwork",
      "Discipline and time management",
    ],
    careers: [
      { title: "Physical education teacher", outlook: "Schools need qualified PE teachers; a teaching qualification is usually required." },
      { title: "Coach", outlook: "Many coaching roles are part-time or attached to clubs and schools; full-time posts are competitive." },
      { title: "Strength and conditioning coach", outlook: "Professional teams and national programmes increasingly use specialists." },
      { title: "Fitness instructor / personal trainer", outlook: "Growing health awareness supports demand, often on a self-employed basis." },
      { title: "Sport administrator", outlook: "National federations, clubs and event organisers need managers." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; 2 years for an associate degree or diploma",
    relatedSlugs: ["education", "medicine", "psychology"],
  },
  {
    id: "pathway_aviation",
    name: "Aviation",
    slug: "aviation",
    description:
      "Become a pilot, aircraft maintenance engineer or air traffic controller, or manage airlines and airports. Training is regulated and can be expensive.",
    iconClass: "plane",
    color: "#1e40af",
    content: `Aviation careers include commercial pilot, aircraft maintenance engineer (technician), air traffic controller, and airline and airport management. Most of these jobs need a **licence** issued by a civil aviation authority, not just a degree, so check which licences a training school prepares you for and which countries recognise them.

Pilot training moves from a private pilot licence to a commercial pilot licence and instrument rating, and later an airline transport pilot licence. Flight training costs tens of thousands of US dollars, so plan funding carefully and compare schools. Some universities, such as Embry-Riddle Aeronautical University in the USA, combine flight training with a degree; others offer aviation management or aerospace engineering.

Good CSEC/CAPE Mathematics, Physics and English help. Pilots and air traffic controllers must also pass medical examinations, so check the medical requirements before you spend money on training. Caribbean airlines, airports, aircraft maintenance companies and regulators all employ aviation professionals.`,
    whatYouStudy: [
      "Principles of flight and aerodynamics",
      "Aviation meteorology",
      "Air navigation",
      "Aviation law and regulations",
      "Aircraft systems and maintenance",
      "Human factors and safety management",
      "Flight training (for pilots)",
    ],
    skills: [
      "Situational awareness",
      "Following procedures precisely",
      "Clear radio communication",
      "Calm decision-making",
      "Technical and mechanical understanding",
      "Teamwork in a crew",
    ],
    careers: [
      { title: "Commercial airline pilot", outlook: "Demand rises and falls with the airline industry; building flying hours is the main early hurdle." },
      { title: "Aircraft maintenance engineer", outlook: "Licensed maintenance staff are needed wherever aircraft are operated." },
      { title: "Air traffic controller", outlook: "Recruited and trained by national or regional air navigation service providers, often in small numbers." },
      { title: "Airport operations officer", outlook: "Airports need staff in operations, security and customer service." },
      { title: "Aviation manager", outlook: "Airlines, airports and regulators need managers with industry knowledge." },
    ],
    typicalDuration: "About 1-2 years of full-time flight training for a commercial pilot licence; 2-4 years for maintenance licences or an aviation degree",
    relatedSlugs: ["engineering", "hospitality", "business-finance"],
  },
  {
    id: "pathway_culinary",
    name: "Culinary Arts",
    slug: "culinary",
    description: "Professional cooking, pastry and kitchen management, with strong links to the region's tourism and food industries.",
    iconClass: "chef",
    color: "#9a3412",
    content: `Culinary arts programmes teach professional cooking, baking and pastry, food safety and kitchen management, with lots of hands-on practice in training kitchens and restaurants. In the Caribbean you can train at places such as the Barbados Community College's Hospitality Institute, the Culinary and Hospitality Management Institute at the University of The Bahamas, and national training agencies and community colleges. Caribbean Vocational Qualifications (CVQs) are another recognised route.

Abroad, specialist schools such as the Culinary Institute of America offer associate and bachelor's degrees. You do not need top CAPE grades for most culinary programmes, but you do need commitment: kitchens are fast, hot and physically demanding, with evening and weekend shifts.

Hotels, restaurants, cruise lines, caterers and food manufacturers employ trained cooks. Many chefs go on to start their own businesses, so learn costing, menu planning and management as well as cooking.`,
    whatYouStudy: [
      "Culinary techniques and knife skills",
      "Baking and pastry",
      "Caribbean and international cuisines",
      "Food safety and sanitation",
      "Nutrition and menu planning",
      "Kitchen management and food costing",
    ],
    skills: [
      "Speed and precision",
      "Creativity with ingredients",
      "Hygiene and safety discipline",
      "Working under pressure",
      "Team communication",
      "Cost control",
    ],
    careers: [
      { title: "Line cook / chef de partie", outlook: "Plenty of entry-level kitchen work in tourism areas; progression depends on skill and experience." },
      { title: "Pastry chef", outlook: "A specialist skill valued by hotels, bakeries and restaurants." },
      { title: "Executive chef", outlook: "Reached after years of experience and proven kitchen leadership." },
      { title: "Caterer / food entrepreneur", outlook: "Events and local food products offer business opportunities, with the usual risks." },
      { title: "Cruise ship cook", outlook: "Offers international experience, with long contracts away from home." },
    ],
    typicalDuration: "1-2 years for certificates and associate degrees; 4 years for a bachelor's degree",
    relatedSlugs: ["hospitality", "agriculture", "business-finance"],
  },
  {
    id: "pathway_fashion",
    name: "Fashion & Design",
    slug: "fashion",
    description: "Fashion design, textiles, pattern-making and the business of fashion, from local brands to international labels.",
    iconClass: "shirt",
    color: "#86198f",
    content: `Fashion programmes cover design, illustration, pattern-making and garment construction, textiles, and the business side of fashion, such as merchandising, marketing and production. Specialist schools abroad include the Fashion Institute of Technology in New York and Toronto Metropolitan University's School of Fashion, and some Caribbean colleges and training agencies offer fashion and garment construction programmes.

Most programmes ask for a portfolio of drawings, designs or finished garments. Visual arts and textiles subjects at CSEC/CAPE help, but practical skill and a clear personal style matter most.

The Caribbean has a growing number of independent designers and brands, and Carnival costume production is a creative industry of its own. Many designers start small and freelance, so business, costing and online marketing skills are just as important as design.`,
    whatYouStudy: [
      "Fashion drawing and illustration",
      "Pattern-making and garment construction",
      "Textiles and materials",
      "Fashion history and trends",
      "Computer-aided design for fashion",
      "Fashion marketing and merchandising",
    ],
    skills: [
      "Creativity and visual sense",
      "Sewing and technical construction",
      "Attention to detail",
      "Trend research",
      "Costing and production planning",
      "Presenting and selling your work",
    ],
    careers: [
      { title: "Fashion designer", outlook: "Highly competitive; many designers build their own label gradually." },
      { title: "Pattern maker / garment technician", outlook: "Technical skills are valued by manufacturers and design studios." },
      { title: "Costume designer", outlook: "Carnival bands, theatre and film offer project-based work." },
      { title: "Fashion buyer / merchandiser", outlook: "Retailers need people who understand both products and sales." },
      { title: "Stylist", outlook: "Mostly freelance work for media, events and private clients." },
    ],
    typicalDuration: "2 years for an associate degree; 3-4 years for a bachelor's degree",
    relatedSlugs: ["creative-arts", "business-finance", "communications"],
  },
  {
    id: "pathway_nursing",
    name: "Nursing",
    slug: "nursing",
    description:
      "Care for patients in hospitals, clinics and communities. Nursing is one of the pathways Caribbean students ask about most, at home and abroad.",
    iconClass: "heart-pulse",
    color: "#0f766e",
    content: `Nurses assess patients, give treatment and medicines, teach patients and families how to manage their health, and work alongside doctors and other health professionals. Degrees combine the health sciences with supervised clinical placements in hospitals and community settings.

In the Caribbean, nursing is taught at **UWI** and at national colleges and community colleges in many countries. Entry usually asks for CSEC passes in English, Mathematics and sciences such as Biology and Chemistry; some programmes also ask for CAPE subjects. Check each school's current requirements on its own pages.

To practise, you must register with the **nursing council** (or board) of the country where you want to work, which usually means passing its licensing examination. If you study abroad and plan to come home, or train at home and plan to work abroad, check early whether the country you want to work in recognises your programme, and what extra examinations or supervised practice it asks for.

In the **USA**, registered nurses usually hold a bachelor's (BSN) or associate degree and pass a national licensing examination; in **Canada** and the **UK**, nursing is a bachelor's degree, and the UK asks you to choose a field (adult, children's, mental health or learning disability nursing) from the start. With experience and further study, nurses can specialise as midwives, nurse practitioners, or in areas such as intensive care, mental health and community health.`,
    whatYouStudy: [
      "Anatomy, physiology and microbiology",
      "Fundamentals of nursing practice",
      "Pharmacology and giving medicines safely",
      "Adult, child, maternal and mental health nursing",
      "Community and public health nursing",
      "Ethics, law and professional practice",
      "Supervised clinical placements",
    ],
    skills: [
      "Clinical observation and assessment",
      "Clear communication with patients and families",
      "Calm decision-making under pressure",
      "Attention to detail in records and medicines",
      "Teamwork across a health team",
      "Compassion and resilience",
    ],
    careers: [
      { title: "Registered nurse", outlook: "Needed in hospitals, clinics and care homes across the region and abroad." },
      { title: "Midwife", outlook: "Usually reached through further training after registering as a nurse, or through a direct midwifery programme." },
      { title: "Community or public health nurse", outlook: "Ministries of health run clinics and home visits that depend on community nurses." },
      { title: "Nurse practitioner", outlook: "An advanced role that needs experience and a postgraduate qualification where the country recognises it." },
      { title: "Nurse educator or manager", outlook: "Experienced nurses teach the next generation and lead wards and services." },
    ],
    typicalDuration: "3-4 years for a bachelor's degree; shorter diploma and associate programmes exist in some countries",
    relatedSlugs: ["medicine", "psychology", "social-work"],
  },
  {
    id: "pathway_architecture",
    name: "Architecture",
    slug: "architecture",
    description:
      "Design buildings and the places around them, from homes and schools to hurricane-resistant public buildings. Taught at UTech in Jamaica and at many schools abroad.",
    iconClass: "palette",
    color: "#7c2d12",
    content: `Architects design buildings and the spaces between them: how a building is laid out, how it stands up, how it keeps people safe, cool and dry, and how it fits its street and its climate. In the Caribbean that means designing for heat, heavy rain, hurricanes and earthquakes, and for tight budgets.

A degree mixes design studio work (drawing, models and computer design, reviewed by tutors) with building technology, structures, environmental design, history and professional practice. Courses usually ask for a portfolio of drawings or other creative work, and some ask for Mathematics or Physics; check each school's own requirements.

In the Caribbean, the **University of Technology, Jamaica** teaches architecture. Abroad, architecture is taught at many universities, often in a school of engineering and architecture or of the built environment.

Becoming a registered architect takes longer than the first degree: most countries ask for further study, supervised practical experience and a professional examination, and each country keeps its own register. If you plan to practise at home after studying abroad, check early what the registration board there recognises.`,
    whatYouStudy: [
      "Architectural design studio",
      "Drawing, model making and computer-aided design",
      "Building construction and materials",
      "Structures and building services",
      "Environmental and climate-responsive design",
      "History and theory of architecture",
      "Professional practice",
    ],
    skills: [
      "Visual thinking and drawing",
      "Problem solving under constraints",
      "Computer design and modelling",
      "Presenting and defending ideas",
      "Working with engineers, builders and clients",
      "Attention to safety and detail",
    ],
    careers: [
      {
        title: "Architect",
        outlook: "Needs registration after further study and supervised experience; practices range from one-person firms to large offices.",
      },
      { title: "Architectural technologist", outlook: "Prepares technical drawings and specifications for architects and builders." },
      { title: "Urban or physical planner", outlook: "Governments and planning authorities shape how towns grow and where building is allowed." },
      { title: "Interior or landscape designer", outlook: "Related design work, often as a specialism after a first degree." },
      { title: "Project or construction manager", outlook: "Design training is valued on building sites and by developers." },
    ],
    typicalDuration: "A first degree of 3-5 years, then further study and supervised practice before registration as an architect",
    relatedSlugs: ["engineering", "creative-arts"],
  },
  {
    id: "pathway_veterinary_medicine",
    name: "Veterinary Medicine",
    slug: "veterinary-medicine",
    description:
      "Care for the health of animals, from pets to farm animals, and protect people from diseases animals carry. St. George's University in Grenada teaches it in the region.",
    iconClass: "stethoscope",
    color: "#15803d",
    content: `Veterinarians diagnose and treat illness and injury in animals, prevent disease in herds and flocks, check the safety of food that comes from animals, and help control diseases that pass between animals and people.

The degree is long and science-heavy: anatomy, physiology, pharmacology and animal diseases first, then clinical training with pets, horses and farm animals under supervision. Entry usually asks for strong results in Biology and Chemistry, and often some experience working with animals; check each school's own requirements.

In the Caribbean, **St. George's University** in Grenada teaches veterinary medicine (the DVM). Abroad it is taught in the UK, Ireland and Australia, among others, often as a first degree straight from school; in the USA the DVM is a graduate degree taken after a first degree.

To practise, you must register with the veterinary board or council of the country where you want to work. If you study in one country and plan to work in another, check early whether your degree is recognised there and what examinations you would need to pass.`,
    whatYouStudy: [
      "Animal anatomy and physiology",
      "Pharmacology and animal diseases",
      "Small animal, equine and farm animal medicine and surgery",
      "Animal welfare and husbandry",
      "Food safety and public health",
      "Supervised clinical training",
    ],
    skills: [
      "Scientific reasoning and diagnosis",
      "Calm, practical handling of animals",
      "Clear communication with animal owners and farmers",
      "Manual skill in examinations and surgery",
      "Resilience in difficult cases",
    ],
    careers: [
      { title: "Veterinarian in a clinic", outlook: "Treats pets and other animals; many vets work in or run small practices." },
      { title: "Farm animal or government veterinarian", outlook: "Ministries of agriculture need vets to protect livestock health and food safety." },
      { title: "Public health or food safety officer", outlook: "Inspects animal products and helps control diseases that spread from animals to people." },
      { title: "Researcher or lecturer", outlook: "Universities and laboratories study animal and human disease." },
    ],
    typicalDuration: "5-6 years as a first degree in the UK, Ireland or Australia; in the USA a 4-year DVM after a first degree",
    relatedSlugs: ["medicine", "agriculture"],
  },
];
