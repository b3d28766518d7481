import { paths } from '../paths.ts';
import { courseImages } from './images.ts';
import type { CourseCard, CoursesContent } from './model-courses.ts';

/**
 * The courses page's cards (product §3.8, "Courses page defaults"): durations as listed there,
 * which differ from the home page's set; paths as listed there too (two are aliases). Cards show
 * the first three features, so those carry the most weight.
 */
export const defaultCourseCards: readonly CourseCard[] = [
  {
    title: 'AI & Machine Learning',
    description:
      'Go from Python basics to training, evaluating and deploying machine-learning and deep-learning models on real data sets.',
    icon: 'Brain',
    path: paths.course('ai-ml'),
    color: 'bg-blue-500',
    imageUrl: courseImages['ai-ml'],
    duration: '16 weeks',
    level: 'Beginner to Advanced',
    category: 'technical',
    features: [
      'Python, NumPy and pandas for working with data',
      'Supervised and unsupervised learning with scikit-learn',
      'Neural networks and computer vision with PyTorch',
      'Large language models, embeddings and prompt design',
      'Final project reviewed by an industry mentor',
    ],
  },
  {
    title: 'Robotics',
    description:
      'Design, wire and program robots — from Arduino sensors and motors to autonomous navigation with ROS 2.',
    icon: 'Robot',
    path: paths.course('robotics'),
    color: 'bg-green-500',
    imageUrl: courseImages.robotics,
    duration: '16 weeks',
    level: 'Intermediate to Advanced',
    category: 'technical',
    features: [
      'Electronics, sensors and motor control with Arduino',
      'Embedded C++ and PID control on microcontrollers',
      'ROS 2, kinematics and simulation in Gazebo',
      'Computer vision and path planning for navigation',
      'Team capstone: an autonomous robot built in our lab',
    ],
  },
  {
    title: 'Data Science',
    description:
      'Clean, analyse and visualise data, build predictive models and present findings that support real business decisions.',
    icon: 'Database',
    path: paths.course('data-science'),
    color: 'bg-purple-500',
    imageUrl: courseImages['data-science'],
    duration: '14 weeks',
    level: 'Beginner to Intermediate',
    category: 'technical',
    features: [
      'Excel, SQL and Python for data analysis',
      'Statistics and hypothesis testing you will actually use',
      'Dashboards in Power BI, charts with Matplotlib and Seaborn',
      'Predictive models and forecasting with scikit-learn',
      'Case studies from retail, banking and healthcare',
    ],
  },
  {
    title: 'Soft Skills Training',
    description:
      'Speak with confidence, write clear professional emails and perform well in group discussions and interviews.',
    icon: 'MessageSquare',
    path: paths.course('soft-skills'),
    color: 'bg-pink-500',
    imageUrl: courseImages['soft-skills'],
    duration: '8 weeks',
    level: 'All Levels',
    category: 'non-technical',
    features: [
      'Spoken English and presentation practice every week',
      'Group discussion and interview preparation',
      'Professional emails and business writing',
      'Resume and LinkedIn profile review',
      'Teamwork, time management and workplace etiquette',
    ],
  },
  {
    title: 'Python Programming',
    description:
      'Learn to program from scratch in Python: write scripts, work with files and data, and build small applications of your own.',
    icon: 'Code',
    path: paths.course('python'),
    color: 'bg-yellow-500',
    imageUrl: courseImages.python,
    duration: '10 weeks',
    level: 'Beginner',
    category: 'technical',
    features: [
      'Variables, loops, functions and modules',
      'Lists, dictionaries, files, CSV and JSON',
      'Object-oriented programming and testing in Python',
      'Automation scripts and working with web APIs',
      'A mini project every two weeks',
    ],
  },
  {
    title: 'Full Stack Development',
    description:
      'Build and deploy complete web applications with HTML, CSS, JavaScript, React, Node.js and a database.',
    icon: 'Globe',
    path: paths.course('FullStackDevelopment'),
    color: 'bg-orange-500',
    imageUrl: courseImages.FullStackDevelopment,
    duration: '10 weeks',
    level: 'Beginner to Intermediate',
    category: 'technical',
    features: [
      'Responsive pages with HTML, CSS and JavaScript',
      'Single-page applications with React',
      'REST APIs with Node.js, Express and PostgreSQL',
      'Git, GitHub and automated testing',
      'Deploying a full stack capstone to the cloud',
    ],
  },
  {
    title: 'Object-Oriented Programming',
    description:
      'Classes, inheritance, polymorphism and design principles in C++ and Java — the foundation for placement coding rounds.',
    icon: 'Code2',
    path: paths.course('Oops'),
    color: 'bg-red-500',
    imageUrl: courseImages.oops,
    duration: '10 weeks',
    level: 'Intermediate',
    category: 'technical',
    features: [
      'Classes, objects and encapsulation in C++ and Java',
      'Inheritance, polymorphism and interfaces',
      'STL and Java Collections for everyday data structures',
      'Exceptions, templates and generics',
      'SOLID principles and placement-style coding practice',
    ],
  },
];

export const defaultCoursesContent: CoursesContent = {
  headerBanner: {
    title: 'Our Courses',
    subtitle:
      'Seven courses in technology and professional skills, taught in small batches in Kodambakkam with weekday and weekend timings.',
  },
  coursesList: { courses: defaultCourseCards },
  applicationCta: {
    title: 'Ready to Start Your Journey?',
    description:
      'Applications are open for every course. Apply online, or ask for more information and a counsellor will help you choose the right course and batch timing.',
    keyMonthsTitle: 'Key Months',
    keyMonths: ['Spring Intake: March', 'Summer Intake: May', 'Fall Intake: September'],
  },
};
