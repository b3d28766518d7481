import { useId } from 'react';
import type { TeamSection as TeamContent } from '../../domain/content/model-about.ts';
import { Container } from '../../ui/container.tsx';
import { deferred } from '../../ui/deferred.tsx';
import sections from '../../ui/sections.module.css';
import classes from './team-section.module.css';

/**
 * The carousel (Mantine's, with Embla and its autoplay) loads as the visitor nears it; until
 * then the pre-rendered team cards are there to read.
 */
const TeamCarousel = deferred(() =>
  import('./team-carousel.tsx').then((module) => module.TeamCarousel),
);

export function TeamSection({ team }: { team: TeamContent }) {
  const titleId = useId();
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.heading}>
          <h2 id={titleId} className={`${sections.title} ${classes.title}`}>
            {team.teamTitle}
          </h2>
          <p className={`${sections.subtitle} ${classes.subtitle}`}>{team.teamSubtitle}</p>
        </div>
        <TeamCarousel members={team.members} />
      </Container>
    </section>
  );
}
