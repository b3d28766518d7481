import { preload } from 'react-dom';
import { avifTwin } from '../../domain/content/avif-twins.ts';
import { courseCtaHref } from '../../domain/course-pages/format.ts';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { paths } from '../../domain/paths.ts';
import { DownloadCoursePlan } from '../../features/course-plan/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Link } from '../../ui/link.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import { CourseFacts } from './course-facts.tsx';
import classes from './course-hero.module.css';

/**
 * Only the Robotics page has a mascot: the other course pages never download its code. Its
 * bobbing and blinking are CSS, on the page from the start; the code only makes it greet, so it
 * loads when the visitor reaches for the robot (the pointer, a tap, a tab onto it).
 */
const RobotMascot = deferred(
  () => import('./robot-mascot.tsx').then((module) => module.RobotMascot),
  // A wave is all it misses without its code: not worth a line under the hero.
  { loadWhen: 'used', quiet: true },
);

/** The course's name, promise and key facts, with the ways to act on them. */
export function CourseHero({ course }: { course: CoursePage }) {
  const { hero, video, mascot } = course;
  const avif = avifTwin(hero.imageUrl);
  // The picture is asked for from the head (see SafeImage's `avif`).
  if (avif) preload(avif.src, { as: 'image', type: 'image/avif', fetchPriority: 'high' });
  return (
    <section aria-labelledby="course-title" className={classes.hero}>
      <Container size="lg">
        <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
          <ol>
            <li>
              <Link to={paths.courses} className={classes.crumb}>
                Courses
              </Link>
              <Icon name="chevron-right" size={14} />
            </li>
            <li aria-current="page">{hero.title}</li>
          </ol>
        </nav>
        <div className={classes.grid}>
          <div className={classes.copy}>
            <h1 id="course-title" className={classes.title}>
              {hero.title}
            </h1>
            <p className={classes.tagline}>{hero.tagline}</p>
            <p className={classes.summary}>{hero.summary}</p>
            <div className={classes.actions}>
              <ButtonLink
                to={courseCtaHref}
                size="md"
                className={classes.cta}
                rightSection={<Icon name="arrow-right" size={18} />}
              >
                {hero.cta}
              </ButtonLink>
              <DownloadCoursePlan
                course={course}
                size="md"
                look="outline"
                aria-describedby="course-plan-hint"
              />
            </div>
            <p id="course-plan-hint" className={classes.hint}>
              The course plan opens ready to print or save as a PDF, even offline.
            </p>
            {video && (
              <ExternalLink href={video.url} className={classes.video}>
                <span className={classes.play} aria-hidden>
                  <Icon name="player-play-filled" size={16} />
                </span>
                {video.label}
              </ExternalLink>
            )}
          </div>
          <div className={classes.media}>
            <SafeImage
              src={hero.imageUrl}
              avif={avif}
              alt=""
              width={800}
              height={500}
              priority
              className={classes.image}
            />
            {mascot && (
              <div className={classes.mascot}>
                <RobotMascot name={mascot.name} greeting={mascot.greeting} />
              </div>
            )}
          </div>
        </div>
        <CourseFacts facts={course.facts} />
      </Container>
    </section>
  );
}
