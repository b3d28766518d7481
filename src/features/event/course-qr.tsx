import { useEffect, useRef, useState } from 'react';
import { findCourse } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { config } from '../../lib/config.ts';
import classes from './course-qr.module.css';
import { QrCode } from './qr-code.tsx';

/** The course page's public address (its canonical path), or undefined off a course page. */
export function courseAddress(pathname: string): string | undefined {
  const segment = /^\/courses\/([^/]+)\/?$/.exec(pathname)?.[1];
  const course = segment ? findCourse(segment) : undefined;
  return course ? `${config.siteUrl}${paths.course(course.slug)}` : undefined;
}

/**
 * On a course page in event mode: a student takes the course home by scanning its address from
 * the counsellor's screen with their own phone.
 */
export function CourseQr({ address }: { address: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  return (
    <>
      <button type="button" className={classes.open} onClick={() => setOpen(true)}>
        QR code
      </button>
      {open && (
        <dialog
          ref={dialog}
          className={classes.dialog}
          aria-labelledby="course-qr-caption"
          onClose={() => setOpen(false)}
        >
          <figure className={classes.figure}>
            <div className={classes.code}>
              <QrCode text={address} label={`QR code of ${address}`} />
            </div>
            <figcaption id="course-qr-caption" className={classes.caption}>
              Scan to open this course on your phone
            </figcaption>
            <p className={classes.address}>{address}</p>
          </figure>
          <button type="button" className={classes.close} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </dialog>
      )}
    </>
  );
}
