import type { CSSProperties, ReactNode } from 'react';
import { preload } from 'react-dom';
import { avifTwin } from '../../domain/content/avif-twins.ts';
import type { CourseCard as CourseCardContent } from '../../domain/content/model-courses.ts';
import { isExternal, isSitePathHref } from '../../domain/content/safe-link.ts';
import { contentColour, contentTextColour } from '../../ui/content-colour.ts';
import { ContentIcon } from '../../ui/content-icon.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ImageUnavailable } from '../../ui/image-unavailable.tsx';
import { Link } from '../../ui/link.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import classes from './course-card.module.css';

/** A card lists only the first few features; the course page has the rest. */
export const cardFeatureLimit = 3;

/** The card's title, linked to its course when it has a (checked) path. */
function TitleLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (isSitePathHref(href)) {
    return (
      <Link to={href} className={classes.link}>
        {children}
      </Link>
    );
  }
  const external = isExternal(href);
  return (
    <a
      href={href}
      className={classes.link}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** `first`: the list's first card, whose picture is the largest thing on a phone's first screen. */
export function CourseCard({
  course,
  first = false,
}: {
  course: CourseCardContent;
  first?: boolean;
}) {
  const features = course.features.slice(0, cardFeatureLimit);
  const avif = avifTwin(course.imageUrl);
  // The first card's picture is asked for from the head (see SafeImage's `avif`).
  if (first && avif) preload(avif.src, { as: 'image', type: 'image/avif', fetchPriority: 'high' });
  const iconStyle = {
    '--course-colour': contentColour(course.color),
    color: contentTextColour(course.color),
  } as CSSProperties;

  return (
    <article className={classes.card} data-linked={course.path ? true : undefined}>
      <div className={classes.media}>
        {/* Below the first, a card's picture is laid out, and so loaded, only as it nears the
            screen: on a phone it does not share the first picture's bandwidth. */}
        <div className={first ? classes.frame : `${classes.frame} ${classes.later}`}>
          <SafeImage
            src={course.imageUrl}
            avif={avif}
            alt=""
            width={800}
            height={500}
            fallback={<ImageUnavailable className={classes.image} />}
            priority={first}
            className={classes.image}
          />
        </div>
        <span className={classes.icon} style={iconStyle}>
          <ContentIcon name={course.icon} size={26} stroke={1.8} />
        </span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <TitleLink href={course.path}>{course.title}</TitleLink>
        </h3>
        <p className={classes.description}>{course.description}</p>
        {(course.duration || course.level) && (
          <ul className={classes.meta} aria-label="Course facts">
            {course.duration && (
              <li>
                <Icon name="clock" size={16} />
                <span className="visually-hidden">Duration: </span>
                {course.duration}
              </li>
            )}
            {course.level && (
              <li>
                <Icon name="stairs-up" size={16} />
                <span className="visually-hidden">Level: </span>
                {course.level}
              </li>
            )}
          </ul>
        )}
        {features.length > 0 && (
          <ul className={classes.features} aria-label="What you will learn">
            {features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} stroke={2.4} className={classes.check} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        {course.path && (
          <span className={classes.more} aria-hidden>
            View course <Icon name="arrow-right" size={16} />
          </span>
        )}
      </div>
    </article>
  );
}
