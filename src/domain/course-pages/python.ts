import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const pythonPage: CoursePage = {
  slug: 'python',
  hero: {
    title: catalogueTitle('python'),
    tagline: 'Your first programming language, learnt properly.',
    summary:
      'Start from zero and learn to think like a programmer: write, test and debug Python programs, work with files, data and web APIs, and build a small application of your own by week ten.',
    imageUrl: courseImages.python,
    cta: 'Start Learning',
  },
  facts: {
    durationWeeks: 10,
    hours: 60,
    seats: 30,
    level: 'Beginner',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule:
      'Weekday batch: Mon, Wed, Fri, 10:00 AM-12:00 PM or 7:00-9:00 PM. Weekend batch: Sat and Sun, 9:30 AM-12:30 PM.',
  },
  prerequisites: ['None — basic computer use is enough'],
  curriculum: {
    title: 'Curriculum',
    modules: [
      {
        weeks: { from: 1, to: 1 },
        title: 'Getting Started',
        topics: [
          'Installing Python and VS Code',
          'Variables, numbers, text and input',
          'Your first programs',
        ],
      },
      {
        weeks: { from: 2, to: 2 },
        title: 'Making Decisions and Repeating Work',
        topics: ['if, elif and else', 'for and while loops', 'Tracing a program by hand'],
      },
      {
        weeks: { from: 3, to: 3 },
        title: 'Functions and Modules',
        topics: [
          'Writing functions with parameters and return values',
          'Scope and why global variables bite',
          'Importing and writing modules',
        ],
      },
      {
        weeks: { from: 4, to: 4 },
        title: 'Data Structures',
        topics: [
          'Lists, tuples, dictionaries and sets',
          'Comprehensions',
          'Choosing the right structure for a problem',
        ],
      },
      {
        weeks: { from: 5, to: 5 },
        title: 'Strings and Files',
        topics: [
          'String methods and formatting',
          'Reading and writing text, CSV and JSON files',
          'Mini project: a marks register for a class',
        ],
      },
      {
        weeks: { from: 6, to: 6 },
        title: 'Errors, Debugging and Testing',
        topics: [
          'Reading tracebacks',
          'try, except and raising your own errors',
          'Writing tests with pytest',
        ],
      },
      {
        weeks: { from: 7, to: 7 },
        title: 'Object-Oriented Python',
        topics: [
          'Classes, objects and methods',
          'Inheritance and composition',
          'Mini project: a library management system',
        ],
      },
      {
        weeks: { from: 8, to: 8 },
        title: 'Libraries and Web APIs',
        topics: [
          'Virtual environments and pip',
          'Calling web APIs with requests',
          'Working with dates and times',
        ],
      },
      {
        weeks: { from: 9, to: 9 },
        title: 'Automation and Data',
        topics: [
          'Automating Excel sheets with openpyxl',
          'A first look at pandas',
          'Scheduling scripts to run on their own',
        ],
      },
      {
        weeks: { from: 10, to: 10 },
        title: 'Final Project',
        topics: [
          'Planning a program before writing it',
          'Building and testing your project',
          'Presenting it to the batch',
        ],
      },
    ],
  },
  assessment: [
    { percent: 30, label: 'Weekly exercises' },
    { percent: 30, label: 'Mini projects' },
    { percent: 40, label: 'Final project' },
  ],
  projects: [
    {
      title: 'Class marks register',
      description:
        'Read marks from a CSV file, calculate totals and grades, and write a report for each student.',
    },
    {
      title: 'Library management system',
      description:
        'Model books, members and loans with classes, and keep the records in a JSON file between runs.',
    },
    {
      title: 'Weather and rainfall alert',
      description:
        'Call a public weather API every morning and send yourself an alert when heavy rain is forecast for Chennai.',
    },
  ],
  careers: {
    roles: [
      'Python Developer (trainee)',
      'Automation and scripting roles',
      'A foundation for Data Science, AI & ML and Full Stack courses',
    ],
    tools: ['Python', 'VS Code', 'pytest', 'pip', 'requests', 'openpyxl', 'Git'],
  },
  faqs: [
    {
      question: 'I have never written code. Is this course for me?',
      answer:
        'Yes. The course assumes no programming experience at all; it is the course we recommend before any other technical course.',
    },
    {
      question: 'Is it suitable for school students?',
      answer:
        'Yes. Students from Class 8 upwards do well in it, and the weekend batch fits around school.',
    },
  ],
  closing: {
    title: 'Write your first program this month',
    text: 'Batches take at most thirty students. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
