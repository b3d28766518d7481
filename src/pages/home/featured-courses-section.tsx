import { type CSSProperties, useId } from 'react';
import { avifTwin } from '../../domain/content/avif-twins.ts';
import type {
  FeaturedCoursesSection as FeaturedCoursesContent,
  HomeCourseCard,
} from '../../domain/content/model-home.ts';
import { Button } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { contentColour, contentTextColour } from '../../ui/content-colour.ts';
import { ContentIcon } from '../../ui/content-icon.tsx';
import { Icon } from '../../ui/icon.tsx';
import { keyed } from '../../ui/keyed.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import sections from '../../ui/sections.module.css';
import { ContentButton } from './content-button.tsx';
import classes from './featured-courses-section.module.css';
import { SectionHeading } from './section-heading.tsx';

function CourseCard({ course }: { course: HomeCourseCard }) {
  const stripe = { '--course-colour': contentColour(course.color) } as CSSProperties;
  return (
    <li className={classes.card} style={stripe}>
      <div className={classes.media}>
        <SafeImage
          src={course.imageUrl}
          avif={avifTwin(course.imageUrl)}
          alt=""
          width={800}
          height={500}
          className={classes.image}
        />
        <span className={classes.icon} style={{ color: contentTextColour(course.color) }}>
          <ContentIcon name={course.icon} size={26} stroke={1.75} />
        </span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>{course.title}</h3>
        <p className={classes.description}>{course.description}</p>
        {(course.duration || course.level) && (
          <ul className={classes.facts}>
            {course.duration && (
              <li>
                <Icon name="clock" size={16} />
                <span className="visually-hidden">Duration: </span>
                {course.duration}
              </li>
            )}
            {course.level && (
              <li>
                <Icon name="chart-bar" size={16} />
                <span className="visually-hidden">Level: </span>
                {course.level}
              </li>
            )}
          </ul>
        )}
        <div className={classes.action}>
          {course.path ? (
            <ContentButton
              href={course.path}
              look="brand-light"
              className={classes.learnMore}
              rightSection={<Icon name="arrow-right" size={18} />}
            >
              Learn more <span className="visually-hidden">about {course.title}</span>
            </ContentButton>
          ) : (
            <Button disabled>Learn More (Coming Soon)</Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function FeaturedCoursesSection({ content }: { content: FeaturedCoursesContent }) {
  const titleId = useId();
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby={titleId}>
      <Container size="lg">
        <SectionHeading id={titleId} title={content.title} subtitle={content.subtitle} />
        <ul className={classes.grid}>
          {keyed(content.courses, (course) => course.title).map(({ key, item }) => (
            <CourseCard key={key} course={item} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
