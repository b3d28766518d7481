import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { paths } from '../../domain/paths.ts';
import { ButtonLink, type ButtonLook, type ButtonSize } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';

interface DownloadCoursePlanProps {
  course: CoursePage;
  look?: ButtonLook;
  size?: ButtonSize;
  'aria-describedby'?: string;
}

/** What the plan's page is told when the visitor asked for the print dialog. */
export interface CoursePlanArrival {
  print?: boolean;
}

/**
 * "Download Course Plan": a link to the course's printable plan page, so it works before the
 * app has started, without JavaScript and in a new tab. Once the app runs, the plan's page
 * also opens the browser's print dialog at once (which "Save as PDF" turns into a file).
 */
export function DownloadCoursePlan({ course, ...buttonProps }: DownloadCoursePlanProps) {
  const navigate = useNavigate();
  const plan = paths.coursePlan(course.slug);

  function openAndPrint(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window was asked for: the plan's page opens there, without printing.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const arrival: CoursePlanArrival = { print: true };
    void navigate(plan, { state: arrival });
  }

  return (
    <ButtonLink
      to={plan}
      leftSection={<Icon name="file-download" size={20} />}
      onClick={openAndPrint}
      {...buttonProps}
    >
      Download Course Plan
    </ButtonLink>
  );
}
