import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const softSkillsPage: CoursePage = {
  slug: 'soft-skills',
  hero: {
    title: catalogueTitle('soft-skills'),
    tagline: 'Say what you know, clearly and with confidence.',
    summary:
      'Eight weeks of practice, not lectures: you speak, present, write and take part in group discussions and mock interviews every week, with feedback from a trainer and your batch.',
    imageUrl: courseImages['soft-skills'],
    cta: 'Start Learning',
  },
  facts: {
    durationWeeks: 8,
    hours: 32,
    seats: 25,
    level: 'All Levels',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule: 'Weekday batch: Tue and Thu, 7:00-9:00 PM. Weekend batch: Sat, 10:00 AM-2:00 PM.',
  },
  prerequisites: ['None — open to school students, college students and working professionals'],
  curriculum: {
    title: 'Weekly Plan',
    modules: [
      {
        weeks: { from: 1, to: 1 },
        title: 'Introducing Yourself',
        topics: [
          'A two-minute self-introduction that people remember',
          'Posture, eye contact and voice',
          'Setting your personal goals for the course',
        ],
      },
      {
        weeks: { from: 2, to: 2 },
        title: 'Listening and Speaking Clearly',
        topics: [
          'Active listening and asking good questions',
          'Pronunciation, pace and pauses',
          'Dropping filler words',
        ],
      },
      {
        weeks: { from: 3, to: 3 },
        title: 'Presentations',
        topics: [
          'Structuring a talk: point, reason, example',
          'Slides that support you instead of reading for you',
          'Handling questions and nerves',
        ],
      },
      {
        weeks: { from: 4, to: 4 },
        title: 'Professional Writing',
        topics: [
          'Emails that get answered',
          'Meeting notes, reports and status updates',
          'Tone, grammar and common mistakes in Indian English',
        ],
      },
      {
        weeks: { from: 5, to: 5 },
        title: 'Group Discussions',
        topics: [
          'Opening, building on others and summarising',
          'Disagreeing politely and with evidence',
          'Practice rounds on current topics',
        ],
      },
      {
        weeks: { from: 6, to: 6 },
        title: 'Interview Preparation',
        topics: [
          'Resume and LinkedIn profile review',
          'Common HR questions and the STAR method',
          'Salary and notice-period conversations',
        ],
      },
      {
        weeks: { from: 7, to: 7 },
        title: 'Working in a Team',
        topics: [
          'Time management and prioritising',
          'Online meetings and workplace etiquette',
          'Giving and receiving feedback',
        ],
      },
      {
        weeks: { from: 8, to: 8 },
        title: 'Mock Interviews and Final Presentation',
        topics: [
          'A recorded mock interview with written feedback',
          'Final presentation to the batch and guests',
          'A personal plan for the next three months',
        ],
      },
    ],
  },
  assessment: [
    { percent: 40, label: 'Weekly speaking and writing tasks' },
    { percent: 20, label: 'Group discussion' },
    { percent: 40, label: 'Final mock interview and presentation' },
  ],
  projects: [
    {
      title: 'Five-minute talk',
      description:
        'Prepare and deliver a short talk on a subject you know well, recorded so you can watch your own progress.',
    },
    {
      title: 'Job application pack',
      description:
        'Leave with a reviewed resume, an updated LinkedIn profile and a cover email you can adapt for each application.',
    },
    {
      title: 'Mock interview',
      description:
        'Face a panel interview with a trainer and a guest from industry, and receive written feedback on every answer.',
    },
  ],
  careers: {
    roles: [
      'Customer Success Associate',
      'Business Development Executive',
      'HR and Recruitment Associate',
      'Team Lead in any technical role',
    ],
    tools: ['Presentation slides', 'Professional email', 'LinkedIn', 'Video-call etiquette'],
  },
  closing: {
    title: 'Walk into your next interview prepared',
    text: 'Batches are kept to twenty-five so everyone speaks in every session. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
