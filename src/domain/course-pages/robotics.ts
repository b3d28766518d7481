import { courseImages } from '../content/images.ts';
import { catalogueTitle } from './catalogue-title.ts';
import type { CoursePage } from './types.ts';

export const roboticsPage: CoursePage = {
  slug: 'robotics',
  hero: {
    title: catalogueTitle('robotics'),
    tagline: 'Sixteen weeks from a blinking LED to an autonomous robot.',
    summary:
      'Learn electronics, embedded programming, ROS 2 and computer vision in our Kodambakkam lab, one working robot at a time — and finish by building an autonomous robot with your team.',
    imageUrl: courseImages.robotics,
    cta: 'Enroll Now',
  },
  facts: {
    durationWeeks: 16,
    hours: 120,
    seats: 50,
    level: 'Intermediate to Advanced',
    mode: 'Classroom and lab in Kodambakkam (the lab hardware is needed in person)',
    schedule:
      'Weekday batch: Mon, Wed, Fri, 7:00-9:30 PM. Weekend batch: Sat and Sun, 9:30 AM-1:15 PM.',
  },
  prerequisites: [
    'Class 12 physics and mathematics, or equivalent',
    'Basic programming in C, C++ or Python',
  ],
  curriculum: {
    title: 'Syllabus',
    modules: [
      {
        weeks: { from: 1, to: 2 },
        title: 'Electronics and Arduino Foundations',
        topics: [
          "Ohm's law, breadboards and using a multimeter",
          'Digital and analogue input and output',
          'Sensors: infrared, ultrasonic, light and temperature',
          'Arduino programming in C++',
        ],
      },
      {
        weeks: { from: 3, to: 4 },
        title: 'Motors and Actuators',
        topics: [
          'DC motors and H-bridge motor drivers',
          'Servo and stepper motors',
          'Speed control with PWM',
          'Batteries, power supplies and working safely',
          'Build: a line-following robot',
        ],
      },
      {
        weeks: { from: 5, to: 7 },
        title: 'Embedded Programming and Control',
        topics: [
          'Interrupts and timers',
          'I2C, SPI and UART communication',
          'Encoders and inertial measurement units',
          'PID control and tuning',
          'Build: an obstacle-avoiding robot',
        ],
      },
      {
        weeks: { from: 8, to: 10 },
        title: 'ROS 2 and Robot Software',
        topics: [
          'Linux and Python for robotics on a Raspberry Pi',
          'ROS 2 nodes, topics, services and launch files',
          'Robot models in URDF and simulation in Gazebo',
          'Forward and inverse kinematics of a robot arm',
        ],
      },
      {
        weeks: { from: 11, to: 13 },
        title: 'Perception and Navigation',
        topics: [
          'Computer vision with OpenCV: colour and shape detection',
          'Cameras and depth sensing',
          'Mapping and localisation (SLAM) with ROS 2',
          'Path planning with A* and the Nav2 stack',
        ],
      },
      {
        weeks: { from: 14, to: 16 },
        title: 'Capstone Project',
        topics: [
          'Team design review with mentors',
          'Building, integrating and testing your robot',
          'Tuning for reliability on a real course',
          'Demo day for parents, schools and industry guests',
        ],
      },
    ],
  },
  assessment: [
    { percent: 40, label: 'Daily lab assignments' },
    { percent: 20, label: 'Weekly project' },
    { percent: 40, label: 'Final group project' },
  ],
  projects: [
    {
      title: 'Line-following robot',
      description:
        'Wire infrared sensors and a motor driver, then program a robot that follows a track and recovers when it loses the line.',
    },
    {
      title: 'Self-balancing robot',
      description:
        'Read an inertial sensor and tune a PID controller until a two-wheeled robot stands upright on its own.',
    },
    {
      title: 'Pick-and-place robot arm',
      description:
        'Model a four-axis arm in ROS 2, solve its kinematics, and move objects to positions chosen by a camera.',
    },
    {
      title: 'Capstone: autonomous delivery robot',
      description:
        'With your team, build a robot that maps a room, plans a route and delivers a parcel to a marked spot without help.',
    },
  ],
  careers: {
    roles: [
      'Robotics Engineer (entry level)',
      'Embedded Systems Developer',
      'Automation Engineer',
      'IoT Developer',
    ],
    tools: ['Arduino', 'Raspberry Pi', 'C++', 'Python', 'ROS 2', 'Gazebo', 'OpenCV', 'Linux'],
  },
  faqs: [
    {
      question: 'Do I need to buy a robotics kit?',
      answer:
        'No. Every kit, sensor and motor you use in class is provided in the lab. You only need a laptop for programming.',
    },
    {
      question: 'I am in Class 11. Can I join?',
      answer:
        'Yes, if you are comfortable with physics and a little programming. Many school students join the weekend batch; a counsellor can help you decide.',
    },
  ],
  mascot: {
    name: 'Rivet',
    greeting:
      "Beep boop! I'm Rivet, the robotics lab's robot. In sixteen weeks you'll build one like me.",
  },
  closing: {
    title: 'Build your first robot this intake',
    text: 'Each batch takes at most fifty students so everyone gets time at the lab bench. Apply now and a counsellor will call you within 2-3 business days.',
    cta: 'Apply Now',
  },
};
