import { courseImages } from '../content/images.ts';
import { site } from '../site.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const aiMlPage: CoursePage = {
  slug: 'ai-ml',
  hero: {
    title: catalogueTitle('ai-ml'),
    tagline: 'From your first data set to a deployed model in twelve weeks.',
    summary:
      'Learn how machines learn from data by doing it: clean real data sets, train and tune models with scikit-learn and PyTorch, try large language models, and finish with a project you can demonstrate in an interview.',
    imageUrl: courseImages['ai-ml'],
    cta: 'Enroll Now',
  },
  facts: {
    durationWeeks: 12,
    hours: 100,
    seats: 50,
    level: 'Beginner Buddy',
    mode: 'Classroom in Kodambakkam, or live online',
    schedule: 'Weekday batch: Mon-Thu, 7:00-9:00 PM. Weekend batch: Sat and Sun, 9:30 AM-1:30 PM.',
  },
  prerequisites: ['Python', 'Basic statistics'],
  curriculum: {
    title: 'Course Plan',
    modules: [
      {
        weeks: { from: 1, to: 2 },
        title: 'Python for Data and the Maths You Need',
        topics: [
          'NumPy arrays and vectorised operations',
          'pandas: loading, cleaning, filtering and grouping data',
          'Vectors, matrices and dot products, with code',
          'Distributions, mean and variance, correlation',
        ],
      },
      {
        weeks: { from: 3, to: 4 },
        title: 'Exploring Data and Engineering Features',
        topics: [
          'Charts with Matplotlib and Seaborn',
          'Missing values, outliers and duplicates',
          'Encoding categories and scaling numbers',
          'Train, validation and test splits; avoiding data leakage',
        ],
      },
      {
        weeks: { from: 5, to: 6 },
        title: 'Supervised Learning',
        topics: [
          'Linear and logistic regression',
          'Decision trees, random forests and gradient boosting',
          'k-nearest neighbours and support vector machines',
          'scikit-learn pipelines',
        ],
      },
      {
        weeks: { from: 7, to: 7 },
        title: 'Evaluating Models — Mid-term Project',
        topics: [
          'Accuracy, precision, recall, F1, ROC-AUC and RMSE',
          'Cross-validation and hyperparameter search',
          'Mid-term project: a prediction model on a public Indian data set',
        ],
      },
      {
        weeks: { from: 8, to: 8 },
        title: 'Unsupervised Learning',
        topics: [
          'k-means and hierarchical clustering',
          'Dimensionality reduction with PCA',
          'Finding anomalies in transaction data',
        ],
      },
      {
        weeks: { from: 9, to: 10 },
        title: 'Deep Learning',
        topics: [
          'Neurons, layers, loss functions and backpropagation',
          'Training networks in PyTorch',
          'Convolutional networks for image classification',
          'Transfer learning with pre-trained models',
        ],
      },
      {
        weeks: { from: 11, to: 11 },
        title: 'Language Models',
        topics: [
          'Text preprocessing, tokens and embeddings',
          'How transformers work, at the level a practitioner needs',
          'Using LLM APIs responsibly: prompts, evaluation and costs',
          'Retrieval-augmented generation over your own documents',
        ],
      },
      {
        weeks: { from: 12, to: 12 },
        title: 'Deployment — Final Project',
        topics: [
          'Serving a model with FastAPI and a Streamlit front end',
          'Versioning code and models with Git and GitHub',
          'Final project presentation to mentors and guests',
        ],
      },
    ],
  },
  assessment: [
    { percent: 30, label: 'Daily coding' },
    { percent: 20, label: 'Mid-term project' },
    { percent: 50, label: 'Final project' },
  ],
  projects: [
    {
      title: 'Chennai house-price estimator',
      description:
        'Predict flat prices across Chennai localities from size, age and amenities, and explain which features drive the estimate.',
    },
    {
      title: 'Customer churn classifier',
      description:
        'Find which telecom customers are likely to leave, and choose a decision threshold that balances cost against recall.',
    },
    {
      title: 'Handwritten Tamil character recognition',
      description:
        'Train a convolutional network to read handwritten Tamil letters, then improve it with data augmentation and transfer learning.',
    },
    {
      title: 'Course-guide chatbot',
      description:
        'Build a question-answering assistant over a set of documents with embeddings and a language model, with answers that cite their sources.',
    },
  ],
  careers: {
    roles: [
      'Machine Learning Engineer (entry level)',
      'Data Analyst',
      'AI Application Developer',
      'Computer Vision Trainee',
    ],
    tools: [
      'Python',
      'NumPy',
      'pandas',
      'scikit-learn',
      'PyTorch',
      'Jupyter',
      'FastAPI',
      'Streamlit',
      'Git',
    ],
  },
  faqs: [
    {
      question: 'What does "Beginner Buddy" mean?',
      answer:
        'You do not need any machine-learning background. If you can write small Python programs and remember school statistics, a mentor pairs with you through the first weeks until you are comfortable.',
    },
    {
      question: 'My Python is rusty. Can I still join?',
      answer:
        'Yes. The first two weeks revise the Python you need, and we share a short practice set before the batch starts. If you have never programmed, begin with our Python Programming course.',
    },
    {
      question: 'Do I need a powerful laptop or a GPU?',
      answer:
        'No. A laptop with 8 GB of RAM is enough. For deep-learning weeks we use free cloud notebooks with GPUs, and we show you how to set them up.',
    },
  ],
  video: {
    label: 'Watch the course introduction on YouTube',
    url: site.social.youtube,
  },
  closing: {
    title: 'Start your AI journey this intake',
    text: 'Seats are limited to fifty per batch. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
