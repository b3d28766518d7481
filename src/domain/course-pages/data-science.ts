import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const dataSciencePage: CoursePage = {
  slug: 'data-science',
  hero: {
    title: catalogueTitle('data-science'),
    tagline: 'Turn raw data into decisions people act on.',
    summary:
      "Learn the working analyst's toolkit — Excel, SQL, Python and Power BI — then statistics and predictive models, and finish with an end-to-end analysis you present as you would to a manager.",
    imageUrl: courseImages['data-science'],
    cta: 'Enroll Now',
  },
  facts: {
    durationWeeks: 14,
    hours: 112,
    seats: 30,
    level: 'Beginner to Intermediate',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule: 'Weekday batch: Mon-Thu, 7:00-9:00 PM. Weekend batch: Sat and Sun, 9:30 AM-1:30 PM.',
  },
  prerequisites: [
    'School-level mathematics: percentages, averages and reading graphs',
    'Basic computer skills; no programming experience needed',
  ],
  curriculum: {
    title: 'Curriculum',
    modules: [
      {
        weeks: { from: 1, to: 2 },
        title: 'Excel and Thinking in Data',
        topics: [
          'Asking a question the data can answer',
          'Formulas, lookups and pivot tables',
          'Cleaning messy spreadsheets',
          'Charts that make one point clearly',
        ],
      },
      {
        weeks: { from: 3, to: 4 },
        title: 'SQL for Analysis',
        topics: [
          'SELECT, WHERE, GROUP BY and ORDER BY',
          'Joins across several tables',
          'Subqueries, CTEs and window functions',
          'Practice on a retail sales database in PostgreSQL',
        ],
      },
      {
        weeks: { from: 5, to: 6 },
        title: 'Python for Data Analysis',
        topics: [
          'Python essentials in Jupyter notebooks',
          'pandas: reading, reshaping, merging and grouping',
          'Dates, text and missing values',
          'Automating a weekly report',
        ],
      },
      {
        weeks: { from: 7, to: 8 },
        title: 'Statistics for Decisions',
        topics: [
          'Distributions, sampling and confidence intervals',
          'Hypothesis tests and A/B testing',
          'Correlation and why it is not causation',
          'Reading and reporting uncertainty honestly',
        ],
      },
      {
        weeks: { from: 9, to: 10 },
        title: 'Visualisation and Dashboards',
        topics: [
          'Matplotlib and Seaborn for analysis charts',
          'Power BI: data models, measures and interactive dashboards',
          'Designing a dashboard for a busy reader',
          'Dashboard project for a business case',
        ],
      },
      {
        weeks: { from: 11, to: 12 },
        title: 'Predictive Modelling',
        topics: [
          'Linear and logistic regression with scikit-learn',
          'Decision trees and random forests',
          'Evaluating a model and explaining it to non-specialists',
          'Time-series forecasting for sales and demand',
        ],
      },
      {
        weeks: { from: 13, to: 14 },
        title: 'Capstone Project',
        topics: [
          'Choosing a data set and a business question',
          'End-to-end analysis: data, model and dashboard',
          'Writing a one-page summary of findings',
          'Presenting to mentors and answering questions',
        ],
      },
    ],
  },
  assessment: [
    { percent: 30, label: 'Weekly assignments' },
    { percent: 30, label: 'Dashboard project' },
    { percent: 40, label: 'Capstone project' },
  ],
  projects: [
    {
      title: 'Retail sales analysis',
      description:
        'Use SQL and pandas to find which products, stores and months drive revenue for a chain of shops, and where it is leaking.',
    },
    {
      title: 'Power BI management dashboard',
      description:
        'Build an interactive dashboard that lets a manager compare branches, spot trends and drill into the numbers behind them.',
    },
    {
      title: 'Loan default prediction',
      description:
        'Train and evaluate a model that flags risky loan applications, and explain its trade-offs in plain language.',
    },
    {
      title: 'Demand forecast',
      description:
        "Forecast next quarter's demand from three years of sales, and show how confident the forecast is.",
    },
  ],
  careers: {
    roles: ['Data Analyst', 'Business Analyst', 'MIS Executive', 'Junior Data Scientist'],
    tools: [
      'Excel',
      'SQL',
      'PostgreSQL',
      'Python',
      'pandas',
      'Power BI',
      'scikit-learn',
      'Jupyter',
    ],
  },
  closing: {
    title: 'Become the person who knows what the numbers say',
    text: 'Batches take at most thirty students. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
