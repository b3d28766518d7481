import type { StatsContent } from './model-stats.ts';

/** The statistics section's built-in numbers (product §3.3): on the home page and on a 404. */
export const defaultStatsContent: StatsContent = {
  title: 'RAAM Academy in Numbers',
  subtitle: 'Two years of small-batch teaching in Kodambakkam, in four numbers.',
  stats: [
    { icon: 'Users', value: 100, suffix: '+', label: 'Students Trained', color: 'bg-blue-500' },
    { icon: 'Award', value: 98, suffix: '%', label: 'Success Rate', color: 'bg-green-500' },
    { icon: 'BookOpen', value: 5, suffix: '+', label: 'Courses', color: 'bg-purple-500' },
    { icon: 'GraduationCap', value: 2, label: 'Years of Teaching', color: 'bg-orange-500' },
  ],
};

/**
 * The second set of numbers, for a failed standalone stats load (product §3.3, §4.1:
 * 1000+, 95%, 50+, 20+). The labels count workshop participants, workshops and mentors, so
 * they do not contradict the 100 students of the main set.
 */
export const statsFailureFallback: StatsContent = {
  title: defaultStatsContent.title,
  subtitle: defaultStatsContent.subtitle,
  stats: [
    {
      icon: 'Users',
      value: 1000,
      suffix: '+',
      label: 'Workshop Participants',
      color: 'bg-blue-500',
    },
    { icon: 'Award', value: 95, suffix: '%', label: 'Would Recommend Us', color: 'bg-green-500' },
    {
      icon: 'BookOpen',
      value: 50,
      suffix: '+',
      label: 'Workshops and Seminars',
      color: 'bg-purple-500',
    },
    {
      icon: 'GraduationCap',
      value: 20,
      suffix: '+',
      label: 'Industry Mentors',
      color: 'bg-orange-500',
    },
  ],
};
