import { paths } from '../paths.ts';
import { defaultStatsContent } from './defaults-stats.ts';
import { courseImages, images } from './images.ts';
import type { HomeContent, HomeCourseCard, Testimonial } from './model-home.ts';

/** The home page's course cards (product §3.8, "Home defaults"): durations and levels as listed. */
export const defaultHomeCourses: readonly HomeCourseCard[] = [
  {
    title: 'AI and Machine Learning',
    description:
      'Work with real data sets and train, evaluate and deploy machine-learning and deep-learning models in Python.',
    icon: 'Brain',
    path: paths.course('ai-ml'),
    color: 'bg-blue-500',
    imageUrl: courseImages['ai-ml'],
    duration: '16 weeks',
    level: 'Beginner to Advanced',
    category: 'technical',
  },
  {
    title: 'Robotics',
    description:
      'Wire sensors and motors, program microcontrollers and build robots that see, decide and move on their own.',
    icon: 'Bot',
    path: paths.course('robotics'),
    color: 'bg-green-500',
    imageUrl: courseImages.robotics,
    duration: '12 weeks',
    level: 'Intermediate',
    category: 'technical',
  },
  {
    title: 'Data Science',
    description:
      'Clean, analyse and visualise data with SQL, Python and Power BI, and present findings a manager can act on.',
    icon: 'Database',
    path: paths.course('data-science'),
    color: 'bg-purple-500',
    imageUrl: courseImages['data-science'],
    duration: '14 weeks',
    level: 'Beginner to Intermediate',
    category: 'technical',
  },
  {
    title: 'Full Stack Web Development',
    description:
      'Build complete web applications with HTML, CSS, JavaScript, React, Node.js and a database, and put them online.',
    icon: 'Globe',
    path: paths.course('full-stack-development'),
    color: 'bg-orange-500',
    imageUrl: courseImages.FullStackDevelopment,
    duration: '20 weeks',
    level: 'Beginner',
    category: 'technical',
  },
  {
    title: 'Python Programming',
    description:
      'Learn to program from the first line: variables, loops, functions, files and small automation projects.',
    icon: 'Code',
    path: paths.course('python'),
    color: 'bg-yellow-500',
    imageUrl: courseImages.python,
    duration: '10 weeks',
    level: 'Beginner',
    category: 'technical',
  },
  {
    title: 'Object-Oriented Programming C++/Java',
    description:
      'Classes, inheritance, polymorphism and design principles in C++ and Java — the core of placement coding rounds.',
    icon: 'Binary',
    path: paths.course('oops'),
    color: 'bg-red-500',
    imageUrl: courseImages.oops,
    duration: '12 weeks',
    level: 'Intermediate',
    category: 'technical',
  },
  {
    title: 'Soft Skills Training',
    description:
      'Speak with confidence, write clear emails, and prepare for group discussions and interviews.',
    icon: 'MessageSquare',
    path: paths.course('soft-skills'),
    color: 'bg-pink-500',
    imageUrl: courseImages['soft-skills'],
    duration: '8 weeks',
    level: 'All Levels',
    category: 'professional',
  },
];

/** The three student testimonials the carousel shows when the backend sends none. */
export const defaultTestimonials: readonly Testimonial[] = [
  {
    content:
      'I joined the AI and Machine Learning course in my final year of B.E. The weekly projects gave me something concrete to talk about in interviews, and my final project — a model that reads handwritten Tamil characters — is the first thing recruiters ask about.',
    author: 'Divya Raghavan',
    role: 'AI & Machine Learning, B.E. Computer Science student',
    image: images.testimonials[0],
  },
  {
    content:
      'Building a line-following robot and then a robot arm with my team taught me more physics and programming than any textbook. The mentors explained every circuit until it made sense, and the lab was open on Saturdays when I needed extra time.',
    author: 'Arjun Prakash',
    role: 'Robotics, Class 12 student',
    image: images.testimonials[1],
  },
  {
    content:
      'I used to go quiet in meetings. Eight weeks of presentations, group discussions and mock interviews changed that — I cleared my next panel interview and now lead the weekly client call for my team.',
    author: 'Sangeetha Murali',
    role: 'Soft Skills Training, software tester',
    image: images.testimonials[2],
  },
];

export const defaultHomeContent: HomeContent = {
  heroSection: {
    title: 'Learn AI, Robotics and Coding by Building Real Projects',
    subtitle:
      'Small classroom batches in Kodambakkam, Chennai, taught by mentors who work in the industry. Weekday and weekend batches for school students, college students and working professionals.',
    backgroundImage: images.homeHero,
    studentImages: images.students,
    studentCountText: 'Join 100+ students already learning with us',
    ctaButtons: [
      { text: 'Explore Courses', link: paths.courses, variant: 'primary' },
      { text: 'Apply Now', link: paths.apply, variant: 'outline' },
    ],
  },
  whyChooseUs: {
    title: 'Why Choose RAAM Academy',
    subtitle: 'Three ideas shape how we teach every batch.',
    features: [
      {
        icon: 'Lightbulb',
        title: 'IKIGAI',
        description:
          'We help you find where what you enjoy, what you are good at and what employers need meet — and choose the course that leads there, not the one that is trending this month.',
      },
      {
        icon: 'Rocket',
        title: 'HANDS-ON-LEARNING',
        description:
          'Every class ends with code that runs or a circuit that works. You build projects from the first week and finish each course with work you can show an interviewer.',
      },
      {
        icon: 'ArrowUpNarrowWide',
        title: 'REDEFINITION',
        description:
          'We revise every syllabus before each intake to follow the tools companies actually use, so what you practise in class is what you meet on the job.',
      },
    ],
  },
  featuredCourses: {
    title: 'Our Courses',
    subtitle:
      'From your first line of Python to deploying machine-learning models — courses for school students, graduates and working professionals.',
    courses: defaultHomeCourses,
  },
  stats: defaultStatsContent,
  testimonials: {
    title: 'What Our Students Say',
    testimonials: defaultTestimonials,
  },
  ctaSection: {
    title: 'Start Your Journey with RAAM Academy',
    description:
      'New batches start in March, May and September. Apply online in five minutes, and a counsellor will call you within 2-3 business days to help you choose the right course and batch.',
    imageUrl: images.homeCta,
    buttonText: 'Apply Now',
    buttonLink: paths.apply,
  },
};
