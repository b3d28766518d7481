import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const fullStackPage: CoursePage = {
  slug: 'FullStackDevelopment',
  hero: {
    title: catalogueTitle('FullStackDevelopment'),
    tagline: 'Build a web application end to end, and put it online.',
    summary:
      'Learn the front end with HTML, CSS, JavaScript and React, the back end with Node.js, Express and PostgreSQL, and the habits that make a developer employable: Git, testing and deployment.',
    imageUrl: courseImages.FullStackDevelopment,
    cta: 'Enroll Now',
  },
  facts: {
    durationWeeks: 10,
    hours: 100,
    seats: 30,
    level: 'Beginner to Intermediate',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule: 'Weekday batch: Mon-Fri, 7:00-9:00 PM. Weekend batch: Sat and Sun, 9:30 AM-2:30 PM.',
  },
  prerequisites: [
    'Comfortable using a computer and installing software',
    'Some programming helps (our Python course is a good start) but is not required',
  ],
  curriculum: {
    title: 'Curriculum',
    modules: [
      {
        weeks: { from: 1, to: 1 },
        title: 'How the Web Works',
        topics: [
          'Browsers, servers, HTTP and DNS',
          'Semantic HTML',
          'Git and GitHub from the first day',
        ],
      },
      {
        weeks: { from: 2, to: 2 },
        title: 'CSS and Responsive Design',
        topics: [
          'The box model, Flexbox and Grid',
          'Layouts that work on phones first',
          'Accessibility basics',
        ],
      },
      {
        weeks: { from: 3, to: 3 },
        title: 'JavaScript Essentials',
        topics: [
          'Values, functions, arrays and objects',
          'Modules and modern syntax',
          'Debugging in the browser',
        ],
      },
      {
        weeks: { from: 4, to: 4 },
        title: 'JavaScript in the Browser',
        topics: [
          'The DOM and events',
          'fetch, promises and async/await',
          'Mini project: a weather dashboard',
        ],
      },
      {
        weeks: { from: 5, to: 6 },
        title: 'React',
        topics: [
          'Components, props and state',
          'Hooks and data fetching',
          'Routing and forms',
          'TypeScript basics for React',
        ],
      },
      {
        weeks: { from: 7, to: 7 },
        title: 'Node.js and Express',
        topics: [
          'Building a REST API',
          'Validation and error handling',
          'Authentication with sessions and tokens',
        ],
      },
      {
        weeks: { from: 8, to: 8 },
        title: 'Databases',
        topics: [
          'Relational design and SQL with PostgreSQL',
          'Querying from Node.js',
          'When a document store such as MongoDB fits',
        ],
      },
      {
        weeks: { from: 9, to: 9 },
        title: 'Testing and Deployment',
        topics: [
          'Unit and end-to-end tests',
          'Environment configuration and secrets',
          'Deploying to a cloud host with a custom domain',
        ],
      },
      {
        weeks: { from: 10, to: 10 },
        title: 'Capstone Project',
        topics: [
          'Planning features and data',
          'Building the application in a pair',
          'Code review and a live demo',
        ],
      },
    ],
  },
  assessment: [
    { percent: 30, label: 'Daily coding' },
    { percent: 30, label: 'Weekly assignments' },
    { percent: 40, label: 'Capstone project' },
  ],
  projects: [
    {
      title: 'Personal portfolio site',
      description:
        'A responsive site that presents you and your projects, published on GitHub Pages in the second week.',
    },
    {
      title: 'Weather dashboard',
      description:
        'A JavaScript app that fetches live forecasts and shows them clearly on any screen size.',
    },
    {
      title: 'Capstone: a booking application',
      description:
        'A React front end, an Express API and a PostgreSQL database for booking appointments, with login, tests and a live deployment.',
    },
  ],
  careers: {
    roles: [
      'Full Stack Developer (entry level)',
      'Front-end Developer',
      'Back-end Developer (Node.js)',
      'Web Developer',
    ],
    tools: [
      'HTML',
      'CSS',
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Express',
      'PostgreSQL',
      'Git',
      'GitHub',
    ],
  },
  closing: {
    title: 'Ship your first web application',
    text: 'Batches take at most thirty students. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
