import { images } from './images.ts';
import type { AboutContent, Award, TeamMember } from './model-about.ts';

/** The core team (product §3.4: five people, a founder and team leads). */
export const defaultTeam: readonly TeamMember[] = [
  {
    name: 'Ramkumar Subramanian',
    role: 'Founder & CEO',
    image: images.team[0],
    bio: 'Spent twelve years building software for banks and logistics firms in Chennai before starting RAAM Academy to teach the way engineers learn on the job.',
  },
  {
    name: 'Priya Venkatesan',
    role: 'Lead, AI & Data Science',
    image: images.team[1],
    bio: 'A data scientist who has built forecasting and recommendation models for retail; she designs the AI & Machine Learning and Data Science syllabi.',
  },
  {
    name: 'Karthik Rajendran',
    role: 'Lead, Robotics Lab',
    image: images.team[2],
    bio: 'An embedded-systems engineer who runs the robotics lab, from the first breadboard circuit to the capstone demo day.',
  },
  {
    name: 'Anitha Krishnan',
    role: 'Lead, Programming & Web Development',
    image: images.team[3],
    bio: 'A full stack developer who teaches Python, Full Stack Development and Object-Oriented Programming, and reviews every capstone pull request.',
  },
  {
    name: 'Meera Sundaram',
    role: 'Lead, Soft Skills & Careers',
    image: images.team[4],
    bio: 'A communication trainer and former HR recruiter who runs the Soft Skills course, mock interviews and career guidance sessions.',
  },
];

/** Four milestones for the achievements grid (product §3.4: four awards). */
export const defaultAwards: readonly Award[] = [
  {
    title: '100+ Students Trained',
    description:
      'School students, college students and working professionals have completed a course with us since we opened in Kodambakkam.',
    imageUrl: images.awards[0],
  },
  {
    title: 'Robotics Demo Day',
    description:
      'Our Robotics batches present their autonomous capstone robots to parents, schools and industry guests at a public demo day.',
    imageUrl: images.awards[1],
  },
  {
    title: 'Industry-Reviewed Projects',
    description:
      'Final projects in AI & Machine Learning and Full Stack Development are reviewed by working engineers before students present them.',
    imageUrl: images.awards[2],
  },
  {
    title: 'Hackathon Finalists',
    description:
      'Student teams have reached the finals of inter-college hackathons in Chennai with projects they started during their course.',
    imageUrl: images.awards[3],
  },
];

export const defaultAboutContent: AboutContent = {
  hero: {
    heroTitle: 'About RAAM Academy',
    heroSubtitle:
      'A technology training academy in Kodambakkam, Chennai, helping students and professionals turn curiosity into a career.',
    heroImageUrl: images.aboutHero,
  },
  ourStory: {
    storyTitle: 'Our Story',
    storyParagraph1:
      'RAAM Academy began with a question we kept hearing from employers in Chennai: why do so many capable graduates struggle in their first technical interview? Most of them knew the theory well. Very few had ever built something on their own and made it work.',
    storyParagraph2:
      'So we built the academy around projects. Every course is taught in small batches by mentors who have worked as engineers, data scientists and trainers, and every student leaves with work to show — a trained model, a working robot, a deployed web application, a confident mock interview.',
    storyParagraph3:
      'Today our students include school students preparing for engineering, college students getting ready for placements, and professionals changing careers. Alongside the seven courses we run career guidance, weekend workshops and one-to-one mentoring, because finishing a course is only the first step.',
    storyImageUrl: images.aboutStory,
  },
  ourVision: {
    visionTitle: 'Our Vision',
    visionSubtitle:
      "To make Chennai's students ready for work in the technologies that matter, by teaching the way engineers actually work.",
    values: [
      {
        title: 'EXPERIENCE',
        description:
          'Our mentors teach from work they have done — production code, deployed models, robots that had to work on the day — not from slides alone.',
      },
      {
        title: 'QUALITY',
        description:
          'Batches stay small, every assignment gets written feedback, and we revise each syllabus before every intake.',
      },
      {
        title: 'EMPOWERMENT',
        description:
          'We teach you to learn the next tool on your own and to show clearly what you can do, so you keep growing after the course ends.',
      },
    ],
  },
  team: {
    teamTitle: 'Our Core Team',
    teamSubtitle: 'The people who teach, mentor and run RAAM Academy.',
    members: defaultTeam,
  },
  achievements: {
    achievementsTitle: 'Our Achievements',
    achievementsSubtitle: 'Milestones our students and mentors have reached together.',
    awards: defaultAwards,
  },
  communityCta: {
    ctaTitle: 'Join Our Community of Learners',
    ctaSubtitle:
      'Explore the courses or apply for the next batch — a counsellor will help you decide where to start.',
  },
};
