import { expect, test } from 'vitest';
import { findCourse } from '../courses.ts';
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import { defaultPageContent } from './defaults.ts';
import { defaultAboutContent } from './defaults-about.ts';
import { defaultApplyContent } from './defaults-apply.ts';
import { defaultContactContent } from './defaults-contact.ts';
import { defaultCourseCards, defaultCoursesContent } from './defaults-courses.ts';
import { defaultHomeContent, defaultHomeCourses } from './defaults-home.ts';
import { defaultStatsContent, statsFailureFallback } from './defaults-stats.ts';
import { contentImagePaths } from './images.ts';
import { pageNames } from './types.ts';

const statLine = (stat: { value: unknown; suffix?: string }) => `${stat.value}${stat.suffix ?? ''}`;

test('home stats are the seed numbers: 100 students, 98% success, 5+ courses, 2 years', () => {
  expect(defaultHomeContent.stats.stats.map(statLine)).toEqual(['100+', '98%', '5+', '2']);
  expect(defaultHomeContent.stats).toBe(defaultStatsContent);
});

test('the stats failure fallback is the second set: 1000+, 95%, 50+, 20+', () => {
  expect(statsFailureFallback.stats.map(statLine)).toEqual(['1000+', '95%', '50+', '20+']);
});

test('the home hero invites with the seed text and three student photos', () => {
  const hero = defaultHomeContent.heroSection;
  expect(hero.studentCountText).toBe('Join 100+ students already learning with us');
  expect(hero.studentImages).toHaveLength(3);
  expect(hero.ctaButtons.map((button) => button.link)).toEqual([paths.courses, paths.apply]);
});

test('why choose us has the three seed features with their icons', () => {
  expect(
    defaultHomeContent.whyChooseUs.features.map((feature) => [feature.title, feature.icon]),
  ).toEqual([
    ['IKIGAI', 'Lightbulb'],
    ['HANDS-ON-LEARNING', 'Rocket'],
    ['REDEFINITION', 'ArrowUpNarrowWide'],
  ]);
});

test('the home course set has the seed durations, levels and paths', () => {
  expect(
    defaultHomeCourses.map((course) => [
      course.title,
      course.duration,
      course.level,
      course.category,
      course.path,
    ]),
  ).toEqual([
    ['AI and Machine Learning', '16 weeks', 'Beginner to Advanced', 'technical', '/courses/ai-ml'],
    ['Robotics', '12 weeks', 'Intermediate', 'technical', '/courses/robotics'],
    ['Data Science', '14 weeks', 'Beginner to Intermediate', 'technical', '/courses/data-science'],
    [
      'Full Stack Web Development',
      '20 weeks',
      'Beginner',
      'technical',
      '/courses/full-stack-development',
    ],
    ['Python Programming', '10 weeks', 'Beginner', 'technical', '/courses/python'],
    [
      'Object-Oriented Programming C++/Java',
      '12 weeks',
      'Intermediate',
      'technical',
      '/courses/oops',
    ],
    ['Soft Skills Training', '8 weeks', 'All Levels', 'professional', '/courses/soft-skills'],
  ]);
});

test('the courses page set has the seed durations, icons and paths, and real features', () => {
  expect(
    defaultCourseCards.map((course) => [course.title, course.duration, course.icon, course.path]),
  ).toEqual([
    ['AI & Machine Learning', '16 weeks', 'Brain', '/courses/ai-ml'],
    ['Robotics', '16 weeks', 'Robot', '/courses/robotics'],
    ['Data Science', '14 weeks', 'Database', '/courses/data-science'],
    ['Soft Skills Training', '8 weeks', 'MessageSquare', '/courses/soft-skills'],
    ['Python Programming', '10 weeks', 'Code', '/courses/python'],
    ['Full Stack Development', '10 weeks', 'Globe', '/courses/FullStackDevelopment'],
    ['Object-Oriented Programming', '10 weeks', 'Code2', '/courses/Oops'],
  ]);
  const softSkills = defaultCourseCards.find((course) => course.title === 'Soft Skills Training');
  expect(softSkills).toMatchObject({ category: 'non-technical', level: 'All Levels' });
  for (const course of defaultCourseCards) expect(course.features.length).toBeGreaterThanOrEqual(4);
});

test('every course link of both sets reaches a course page', () => {
  for (const course of [...defaultHomeCourses, ...defaultCourseCards]) {
    const segment = course.path?.replace(/^\/courses\//, '') ?? '';
    expect(findCourse(segment), course.path).toBeDefined();
  }
});

test('the application call to action lists the three intakes', () => {
  expect(defaultCoursesContent.applicationCta.keyMonths).toEqual([
    'Spring Intake: March',
    'Summer Intake: May',
    'Fall Intake: September',
  ]);
});

test('the about page has the seed values, five team members and four awards', () => {
  expect(defaultAboutContent.ourVision.values.map((value) => value.title)).toEqual([
    'EXPERIENCE',
    'QUALITY',
    'EMPOWERMENT',
  ]);
  expect(defaultAboutContent.team.members).toHaveLength(5);
  expect(defaultAboutContent.team.members[0]?.role).toBe('Founder & CEO');
  expect(defaultAboutContent.achievements.awards).toHaveLength(4);
  expect(defaultHomeContent.testimonials.testimonials).toHaveLength(3);
});

test('contact and help panels use the site facts', () => {
  expect(defaultContactContent.contactInfo.phone).toBe(site.phone);
  expect(defaultContactContent.contactInfo.email).toBe(site.email);
  expect(defaultContactContent.contactInfo.address).toContain('Kodambakkam');
  expect(defaultApplyContent.help).toMatchObject({
    phone: site.phone,
    email: site.email,
    hours: 'Mon-Sat 9:30 AM-9:30 PM',
  });
  expect(defaultContactContent.faqs.faqs.length).toBeGreaterThanOrEqual(6);
});

test('the apply steps promise the 2-3 business day call', () => {
  const steps = defaultApplyContent.processSteps.steps;
  expect(steps.length).toBeGreaterThanOrEqual(3);
  expect(steps.some((step) => step.description.includes('2-3 business days'))).toBe(true);
});

test('every image in the defaults is one of the local content images', () => {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('/images/')) found.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const page of pageNames) walk(defaultPageContent[page]);
  for (const path of found) expect(contentImagePaths()).toContain(path);
  expect(found.size).toBeGreaterThan(20);
});

test('the defaults read as finished copy, without placeholders', () => {
  const text = JSON.stringify(defaultPageContent);
  expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder|example\.com/i);
});
