import { expect, test } from 'vitest';
import { defaultCourseCards } from './defaults-courses.ts';
import {
  courseFilters,
  filterCourses,
  isCourseFilter,
  matchesCourseFilter,
  noCoursesForFilterMessage,
} from './filters.ts';

const titles = (filter: Parameters<typeof filterCourses>[1]) =>
  filterCourses(defaultCourseCards, filter).map((course) => course.title);

test('the five filters carry the spec labels, in order', () => {
  expect(courseFilters.map((filter) => filter.label)).toEqual([
    'All Courses',
    'Technical',
    'Non-Technical',
    'Beginner',
    'Advanced',
  ]);
  expect(noCoursesForFilterMessage).toBe('No courses found for the selected filter.');
});

test('All Courses shows every course', () => {
  expect(titles('all')).toHaveLength(defaultCourseCards.length);
});

test('Technical and Non-Technical match the category', () => {
  expect(titles('non-technical')).toEqual(['Soft Skills Training']);
  expect(titles('technical')).toHaveLength(6);
  expect(titles('technical')).not.toContain('Soft Skills Training');
});

test('Beginner and Advanced match the word in the level, so a range is under both', () => {
  expect(titles('beginner')).toEqual([
    'AI & Machine Learning',
    'Data Science',
    'Python Programming',
    'Full Stack Development',
  ]);
  expect(titles('advanced')).toEqual(['AI & Machine Learning', 'Robotics']);
});

test('level matching ignores case, and courses without a level or category match only All', () => {
  expect(matchesCourseFilter({ level: 'BEGINNER friendly' }, 'beginner')).toBe(true);
  expect(matchesCourseFilter({ level: 'advanced' }, 'advanced')).toBe(true);
  expect(matchesCourseFilter({ level: 'Intermediate' }, 'advanced')).toBe(false);
  expect(matchesCourseFilter({}, 'beginner')).toBe(false);
  expect(matchesCourseFilter({}, 'technical')).toBe(false);
  expect(matchesCourseFilter({}, 'all')).toBe(true);
});

test('a filter with no match gives an empty list', () => {
  expect(filterCourses([{ category: 'technical', level: 'Intermediate' }], 'beginner')).toEqual([]);
});

test('only the five filter names are filters', () => {
  expect(isCourseFilter('advanced')).toBe(true);
  expect(isCourseFilter('Advanced')).toBe(false);
  expect(isCourseFilter('intermediate')).toBe(false);
  expect(isCourseFilter(undefined)).toBe(false);
});
