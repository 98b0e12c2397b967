import { SUBSCRIPTION_PLANS, WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import { PRICING_CARDS, formatInr, formatPlanPrice } from '../landing/pricing-plans';
import type { LeadTrack } from './lead-form.validation';

export interface LeadPageContent {
  documentTitle: string;
  eyebrow: string;
  heading: string;
  lead: string;
  highlights: readonly string[];
  formHeading: string;
  formIntro: string;
  submitLabel: string;
  stepsHeading: string;
  steps: readonly { title: string; text: string }[];
  faqs: readonly { question: string; answer: string }[];
  upsell: { heading: string; text: string; to: '/cbse-prep' | '/olympiad-prep'; label: string };
}

export const TRACK_LABELS: Record<LeadTrack, string> = {
  olympiad: 'Olympiads',
  cbse: 'CBSE school exams',
};

const priceOf = (id: string) => {
  const card = PRICING_CARDS.find((candidate) => candidate.id === id);
  const price = card ? formatPlanPrice(card) : { amount: formatInr(0), period: null };
  return `${price.amount}${price.period ? ` a ${card?.period ?? ''}` : ''}`;
};

/** Said from the same constants as the pricing section and the Payment page. */
const PRICING_ANSWER =
  `Every new family account starts with ${WELCOME_BONUS_CREDITS} free credits. After that you buy credits: ` +
  SUBSCRIPTION_PLANS.map(
    (plan) => `${plan.name} ${priceOf(plan.planId)} for ${plan.credits} credits`,
  ).join(', ') +
  `, or pay as you go at ${priceOf('pay-as-you-go')}. ` +
  'No credit card is needed to start, and plans are fixed-term: they do not renew automatically.';

/** The questions both pages close with; `offer` is what the page gives away ("free mock"). */
const closingFaqs = (offer: string) => [
  { question: `What does Abhyas cost after the ${offer}?`, answer: PRICING_ANSWER },
  {
    question: 'Why do you ask for a phone number?',
    answer:
      'It is optional. If you share a 10-digit mobile number and keep the consent box ticked, we send the test link and ' +
      'the daily sprint reminders on WhatsApp as well as by email. We do not sell your number or share it for marketing.',
  },
];

export const LEAD_PAGE_CONTENT: Record<LeadTrack, LeadPageContent> = {
  olympiad: {
    documentTitle: 'Free Olympiad mock test',
    eyebrow: 'Olympiad prep · Classes 5-10',
    heading: 'Get a free Olympiad mock test and a 10-day sprint plan',
    lead: 'Find out where your child stands in IMO, NSO, IEO, IGKO or ISSO, then close the gaps with ten minutes of targeted practice a day.',
    highlights: [
      'A timed mock in the four-section Olympiad pattern',
      'Section-wise scores and the skills to work on',
      'A day-by-day plan for the next 10 days',
      'Step-by-step solutions for every question',
    ],
    formHeading: 'Get the free mock test',
    formIntro: 'We send the mock test link and the sprint plan to your email.',
    submitLabel: 'Send me the free mock',
    stepsHeading: 'How the free Olympiad sprint works',
    steps: [
      {
        title: 'Tell us the class and track',
        text: 'Fill in the form in under a minute. The mock test link arrives by email, and on WhatsApp too if you share a number.',
      },
      {
        title: 'Take the free mock',
        text: 'A timed paper in the Olympiad pattern: logical reasoning, subject reasoning, everyday application and an achievers section.',
      },
      {
        title: 'Follow the 10-day sprint',
        text: 'The result becomes a plan of short daily drills on the skills that lost the most marks, each with worked solutions.',
      },
      {
        title: 'See the improvement',
        text: 'Take a second mock at the end of the sprint and compare the scores section by section.',
      },
    ],
    faqs: [
      {
        question: 'Which Olympiads do you prepare for?',
        answer:
          'IMO (Mathematics), NSO (Science), IEO (English), IGKO (General Knowledge) and ISSO (Social Studies), for Classes 5 to 10. ' +
          'Practice follows the Olympiad pattern of sections: logical reasoning, subject reasoning, everyday application and a ' +
          'higher-order achievers section. Abhyas is an independent platform, not affiliated with the Olympiad organisers.',
      },
      {
        question: 'Is the mock test really free?',
        answer:
          'Yes. The mock test and the 10-day sprint plan are free and need no credit card. Afterwards your child can keep ' +
          `practising with the ${WELCOME_BONUS_CREDITS} free credits every new account starts with.`,
      },
      {
        question: 'What is the 10-day sprint plan?',
        answer:
          'A day-by-day schedule of ten-minute drills built from the mock result. Each day targets the skills where your ' +
          'child lost the most marks, with step-by-step solutions, so the days before the exam are spent where they count.',
      },
      {
        question: 'Which classes is it for?',
        answer:
          'Classes 5 to 10, in English medium. Choose the class your child is in now; the questions are pitched at that class.',
      },
      ...closingFaqs('free mock'),
    ],
    upsell: {
      heading: 'Preparing for CBSE school exams too?',
      text: 'The same ten-minute plan works chapter by chapter for CBSE. Get a free CBSE practice test and revision sprint.',
      to: '/cbse-prep',
      label: 'See CBSE prep',
    },
  },
  cbse: {
    documentTitle: 'Free CBSE practice test',
    eyebrow: 'CBSE prep · Classes 5-10',
    heading: 'Get a free CBSE practice test and a 10-day revision sprint',
    lead: 'Chapter-wise questions that follow the CBSE syllabus and NCERT textbooks, with instant marking and step-by-step solutions, so revision goes where your child needs it.',
    highlights: [
      'A chapter-wise test for your child’s class',
      'Marks by chapter and by question type',
      'A 10-day revision plan of ten-minute drills',
      'Step-by-step solutions in simple language',
    ],
    formHeading: 'Get the free practice test',
    formIntro: 'We send the practice test link and the revision plan to your email.',
    submitLabel: 'Send me the free test',
    stepsHeading: 'How the free CBSE sprint works',
    steps: [
      {
        title: 'Tell us the class',
        text: 'Fill in the form in under a minute. The test link arrives by email, and on WhatsApp too if you share a number.',
      },
      {
        title: 'Take the practice test',
        text: 'A timed, chapter-wise paper with the question types of school exams: multiple choice, fill in the blanks, true or false, short and long answers.',
      },
      {
        title: 'Follow the 10-day revision sprint',
        text: 'The result becomes a plan of short daily drills on the chapters and question types that cost the most marks.',
      },
      {
        title: 'See the improvement',
        text: 'Take a second test at the end of the sprint and compare chapter by chapter.',
      },
    ],
    faqs: [
      {
        question: 'Does the practice follow the CBSE syllabus?',
        answer:
          'Yes. Questions are organised by class, subject and chapter in line with the CBSE curriculum and the NCERT textbooks, ' +
          'in English medium, and reviewed by teachers. Abhyas is independent and not affiliated with CBSE.',
      },
      {
        question: 'Which subjects can my child practise?',
        answer:
          'Mathematics, Science, Social Studies and English, with chapter-wise tests and full-length mock papers.',
      },
      {
        question: 'Is the practice test really free?',
        answer:
          'Yes. The test and the 10-day revision plan are free and need no credit card. Afterwards your child can keep ' +
          `practising with the ${WELCOME_BONUS_CREDITS} free credits every new account starts with.`,
      },
      {
        question: 'Which classes is it for?',
        answer:
          'Classes 5 to 10. Choose the class your child is in now; the chapters follow that class’s syllabus.',
      },
      ...closingFaqs('free test'),
    ],
    upsell: {
      heading: 'Aiming for an Olympiad as well?',
      text: 'The same daily habit prepares for IMO, NSO, IEO, IGKO and ISSO. Get a free Olympiad mock test and sprint plan.',
      to: '/olympiad-prep',
      label: 'See Olympiad prep',
    },
  },
};
