import { IconFileDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { Button, type ButtonLook, type ButtonSize } from '../../ui/button.tsx';
import { CoursePlanDocument } from './course-plan-document.tsx';
import classes from './download-course-plan.module.css';

interface DownloadCoursePlanProps {
  course: CoursePage;
  look?: ButtonLook;
  size?: ButtonSize;
  'aria-describedby'?: string;
}

/**
 * "Download Course Plan": opens the browser's print dialog on a clean, printable plan (which
 * "Save as PDF" turns into a file). The plan sits beside the app in the document and replaces
 * it only in print, so printing the course page any other way gives the plan too. The plan's
 * code stays with the page: the browser's own Print asks for it synchronously.
 */
export function DownloadCoursePlan({ course, ...buttonProps }: DownloadCoursePlanProps) {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const mount = () => flushSync(() => setMounted(true));
    window.addEventListener('beforeprint', mount);
    return () => window.removeEventListener('beforeprint', mount);
  }, []);

  function print() {
    flushSync(() => setMounted(true));
    window.print();
  }

  return (
    <>
      <Button
        leftSection={<IconFileDownload size={20} aria-hidden />}
        onClick={print}
        className={classes.button}
        {...buttonProps}
      >
        Download Course Plan
      </Button>
      {mounted && createPortal(<CoursePlanDocument course={course} />, document.body)}
    </>
  );
}
