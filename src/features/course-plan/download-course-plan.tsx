import { Button, type ButtonProps } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { CoursePlanDocument } from './course-plan-document.tsx';

interface DownloadCoursePlanProps extends Omit<ButtonProps, 'children'> {
  course: CoursePage;
  'aria-describedby'?: string;
}

/**
 * "Download Course Plan": opens the browser's print dialog on a clean, printable plan (which
 * "Save as PDF" turns into a file). The plan sits beside the app in the document and replaces
 * it only in print, so printing the course page any other way gives the plan too.
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
        type="button"
        leftSection={<IconFileDownload size={20} aria-hidden />}
        onClick={print}
        {...buttonProps}
      >
        Download Course Plan
      </Button>
      {mounted && createPortal(<CoursePlanDocument course={course} />, document.body)}
    </>
  );
}
