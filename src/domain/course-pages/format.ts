import { paths } from '../paths.ts';
import type { CourseFacts, CurriculumModule } from './types.ts';

/** Where every Apply Now / Enroll Now / Start Learning button on a course page leads. */
export const courseCtaHref = paths.apply;

export function formatWeeks({ weeks }: CurriculumModule): string {
  return weeks.from === weeks.to ? `Week ${weeks.from}` : `Weeks ${weeks.from}-${weeks.to}`;
}

/** The course facts as labelled lines, for the fact panel and the printable course plan. */
export function factLines(facts: CourseFacts): { label: string; value: string }[] {
  return [
    { label: 'Duration', value: `${facts.durationWeeks} weeks` },
    { label: 'Hours', value: `${facts.hours} hours` },
    { label: 'Batch size', value: `${facts.seats} students max` },
    { label: 'Level', value: facts.level },
    { label: 'Mode', value: facts.mode },
    { label: 'Schedule', value: facts.schedule },
  ];
}
