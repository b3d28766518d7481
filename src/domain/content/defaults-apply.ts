import { site } from '../site.ts';
import { images } from './images.ts';
import type { ApplyContent } from './model-apply.ts';

export const defaultApplyContent: ApplyContent = {
  hero: {
    title: 'Apply for a Course',
    subtitle:
      'Take the first step. Fill in the form and a counsellor will call you to help you choose the right course and batch.',
    imageUrl: images.applyHero,
  },
  form: { heading: 'Application Form' },
  processSteps: {
    title: 'What Happens Next',
    steps: [
      {
        title: 'Submit your application',
        description:
          'Fill in the form with your details and the course you are interested in. It takes about five minutes.',
      },
      {
        title: 'Talk to a counsellor',
        description:
          'A counsellor calls you within 2-3 business days to understand your goals and answer your questions about fees, timings and the syllabus.',
      },
      {
        title: 'Attend a demo class or assessment',
        description:
          'Join a free demo class — or, for advanced courses, a short assessment — so you can judge the course and we can place you in the right batch.',
      },
      {
        title: 'Enrol and start learning',
        description:
          'Pay the fee or the first instalment to confirm your seat, and receive your batch timetable and joining details.',
      },
    ],
  },
  help: {
    title: 'Need Help?',
    phone: site.phone,
    email: site.email,
    hours: site.helpHours,
  },
};
