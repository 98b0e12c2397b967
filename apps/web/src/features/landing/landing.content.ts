export const STATS = [
  { value: '10k+', label: 'Students practising' },
  { value: '15', label: 'Boards covered' },
  { value: '2M+', label: 'Questions and answers' },
  { value: 'Parent insights', label: 'Weekly progress, in plain words' },
] as const;

export const STEPS = [
  {
    title: 'Set up in two minutes',
    text: 'A parent creates the account and adds each child with their class and board. Children sign in with a simple username and PIN.',
  },
  {
    title: 'Practise ten minutes a day',
    text: 'The daily drill plan picks questions at the right level from what your child got right and wrong before, so every minute counts.',
  },
  {
    title: 'Watch mastery grow',
    text: 'Mastery maps show each chapter and skill going from new to secure, and tell you what to practise next.',
  },
] as const;

export const FEATURES = [
  {
    icon: 'bank',
    title: 'Teacher-reviewed question banks',
    text: 'Questions are generated chapter by chapter and reviewed by teachers for accuracy, level and syllabus fit.',
  },
  {
    icon: 'bolt',
    title: 'Instant feedback',
    text: 'Every answer is marked the moment a test is submitted, so mistakes are fixed while the topic is still fresh.',
  },
  {
    icon: 'steps',
    title: 'Step-by-step solutions',
    text: 'Worked solutions explain the reasoning, the key concept and the common trap, not just the right option.',
  },
  {
    icon: 'clock',
    title: 'Timed mock tests',
    text: 'Full-length papers in the exam pattern with a countdown timer, for school exams and the Olympiads.',
  },
  {
    icon: 'map',
    title: 'Mastery maps',
    text: 'See each chapter and skill at a glance: what is secure, what is improving and what needs attention.',
  },
  {
    icon: 'calendar',
    title: 'Daily 10-minute drill plan',
    text: 'A short, focused set every day builds the habit without long sessions or exam-season cramming.',
  },
  {
    icon: 'chart',
    title: 'Parent and student dashboards',
    text: 'Scores, time spent and progress per subject, for students to track and for parents to support.',
  },
  {
    icon: 'school',
    title: 'For teachers and tutors',
    text: 'Assign papers, grade attempts and follow class analytics. Schools can ask us about a pilot.',
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

export const BOARDS = ['CBSE', 'ICSE', 'State Boards', 'IB'] as const;

export const OLYMPIADS = [
  { code: 'IMO', subject: 'Mathematics' },
  { code: 'NSO', subject: 'Science' },
  { code: 'IEO', subject: 'English' },
  { code: 'IGKO', subject: 'General Knowledge' },
  { code: 'ISSO', subject: 'Social Studies' },
] as const;

export const SUBJECTS = [
  {
    name: 'Mathematics',
    text: 'Number sense to algebra and geometry, with mental maths and word problems.',
  },
  {
    name: 'Science',
    text: 'Physics, chemistry and biology concepts, diagrams and everyday applications.',
  },
  {
    name: 'Social Studies',
    text: 'History, geography and civics, with maps, timelines and source questions.',
  },
  {
    name: 'English and Languages',
    text: 'Grammar, vocabulary, comprehension and writing practice.',
  },
] as const;

export const LOGOS = [
  { src: '/logos/cbse.svg', alt: 'CBSE' },
  { src: '/logos/icse.svg', alt: 'ICSE' },
  { src: '/logos/state-boards.svg', alt: 'State Boards' },
  { src: '/logos/ib.svg', alt: 'IB' },
  { src: '/logos/imo.svg', alt: 'IMO, International Mathematics Olympiad' },
  { src: '/logos/nso.svg', alt: 'NSO, National Science Olympiad' },
  { src: '/logos/ieo.svg', alt: 'IEO, International English Olympiad' },
  { src: '/logos/igko.svg', alt: 'IGKO, International General Knowledge Olympiad' },
  { src: '/logos/isso.svg', alt: 'ISSO, International Social Studies Olympiad' },
] as const;
