import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const oopsPage: CoursePage = {
  slug: 'oops',
  hero: {
    title: catalogueTitle('oops'),
    tagline: 'Design programs the way large software is built.',
    summary:
      'Learn object-oriented programming side by side in C++ and Java — classes, inheritance, polymorphism, memory and the standard libraries — and practise the questions that placement coding rounds ask.',
    imageUrl: courseImages.oops,
    cta: 'Start Learning',
  },
  facts: {
    durationWeeks: 10,
    hours: 60,
    seats: 30,
    level: 'Intermediate',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule:
      'Weekday batch: Mon, Wed, Fri, 7:00-9:00 PM. Weekend batch: Sat and Sun, 9:30 AM-12:30 PM.',
  },
  prerequisites: [
    'Programming basics in C, Python or another language: variables, loops and functions',
    'Working with arrays and strings',
  ],
  curriculum: {
    title: 'Curriculum',
    modules: [
      {
        weeks: { from: 1, to: 1 },
        title: 'From Procedures to Objects',
        topics: [
          'Why object-oriented programming exists',
          'Classes and objects in C++ and Java',
          'Setting up g++, the JDK and an IDE',
        ],
      },
      {
        weeks: { from: 2, to: 2 },
        title: 'Encapsulation',
        topics: [
          'Access specifiers, getters and setters',
          'Constructors, destructors and initialiser lists',
          'static members and this',
        ],
      },
      {
        weeks: { from: 3, to: 3 },
        title: 'Inheritance',
        topics: [
          'Single, multilevel and hierarchical inheritance',
          'Multiple inheritance in C++ and why Java avoids it',
          'Composition versus inheritance',
        ],
      },
      {
        weeks: { from: 4, to: 4 },
        title: 'Polymorphism',
        topics: [
          'Function and operator overloading',
          'Overriding, virtual functions and dynamic dispatch',
          'How a vtable works',
        ],
      },
      {
        weeks: { from: 5, to: 5 },
        title: 'Abstraction and Interfaces',
        topics: [
          'Abstract classes and pure virtual functions',
          'Java interfaces and default methods',
          'Programming to an interface',
        ],
      },
      {
        weeks: { from: 6, to: 6 },
        title: 'Memory and Resources',
        topics: [
          'Pointers, references and the heap in C++',
          'RAII and smart pointers',
          'Garbage collection in Java',
        ],
      },
      {
        weeks: { from: 7, to: 7 },
        title: 'Exceptions, Templates and Generics',
        topics: [
          'Exception handling in both languages',
          'C++ function and class templates',
          'Java generics',
        ],
      },
      {
        weeks: { from: 8, to: 8 },
        title: 'The Standard Libraries',
        topics: [
          'STL containers, iterators and algorithms',
          'Java Collections: List, Set, Map and Queue',
          'Choosing a data structure by its costs',
        ],
      },
      {
        weeks: { from: 9, to: 9 },
        title: 'Design Principles and Patterns',
        topics: [
          'The SOLID principles',
          'Factory, Singleton, Observer and Strategy',
          'Refactoring a tangled program',
        ],
      },
      {
        weeks: { from: 10, to: 10 },
        title: 'Project and Placement Practice',
        topics: [
          'Final project review',
          'Timed coding rounds in the style of placement tests',
          'Explaining OOP concepts in a technical interview',
        ],
      },
    ],
  },
  assessment: [
    { percent: 30, label: 'Lab exercises' },
    { percent: 30, label: 'Coding tests' },
    { percent: 40, label: 'Final project' },
  ],
  projects: [
    {
      title: 'Bank account system',
      description:
        'Model savings and current accounts with inheritance and polymorphism, with transactions that cannot leave an account in a bad state.',
    },
    {
      title: 'Parking lot design',
      description:
        'A classic interview design problem, built in Java with interfaces and the Strategy pattern for pricing.',
    },
    {
      title: 'Inventory manager in C++',
      description:
        'Track stock for a small shop with STL containers, smart pointers and file storage.',
    },
  ],
  careers: {
    roles: [
      'Software Engineer (entry level)',
      'Java Developer',
      'C++ Developer',
      'QA Automation Engineer',
    ],
    tools: [
      'C++',
      'Java',
      'STL',
      'Java Collections',
      'g++',
      'JDK',
      'IntelliJ IDEA',
      'VS Code',
      'Git',
    ],
  },
  closing: {
    title: 'Get ready for your placement coding rounds',
    text: 'Batches take at most thirty students. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
