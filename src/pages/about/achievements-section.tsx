import { useId } from 'react';
import type {
  AchievementsSection as AchievementsContent,
  Award,
} from '../../domain/content/model-about.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-names.ts';
import { keyed } from '../../ui/keyed.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import classes from './achievements-section.module.css';

/** The first four awards get an icon each; later ones show their picture alone. */
const awardIcons: readonly IconName[] = ['trophy', 'medal', 'certificate', 'star'];

function AwardCard({ award, index }: { award: Award; index: number }) {
  const titleId = useId();
  const icon = awardIcons[index];
  return (
    // Focusable so keyboard and touch visitors can reveal the picture as a pointer does.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the card's reveal must work on focus too
    <article className={classes.card} tabIndex={0} aria-labelledby={titleId}>
      <div className={classes.media} data-with-image={award.imageUrl ? true : undefined}>
        {award.imageUrl && (
          <SafeImage
            src={award.imageUrl}
            alt=""
            width={800}
            height={600}
            className={classes.image}
            fallback={null}
          />
        )}
        <div className={classes.cover} aria-hidden>
          {icon && <Icon name={icon} size={48} stroke={1.5} className={classes.icon} />}
        </div>
      </div>
      <div className={classes.body}>
        <h3 id={titleId} className={classes.cardTitle}>
          {award.title}
        </h3>
        {award.description && <p className={classes.description}>{award.description}</p>}
      </div>
    </article>
  );
}

export function AchievementsSection({ content }: { content: AchievementsContent }) {
  const titleId = useId();
  const backdrop = content.awards[0]?.imageUrl;
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      {backdrop && (
        <SafeImage
          src={backdrop}
          alt=""
          width={800}
          height={600}
          className={classes.backdrop}
          fallback={null}
        />
      )}
      <div className={classes.shade} aria-hidden />
      <Container size="lg">
        <div className={classes.heading}>
          <h2 id={titleId} className={classes.title}>
            {content.achievementsTitle}
          </h2>
          <p className={classes.subtitle}>{content.achievementsSubtitle}</p>
        </div>
        <ul className={classes.grid}>
          {keyed(content.awards, (award) => award.title).map(({ key, item: award }, index) => (
            <li key={key}>
              <AwardCard award={award} index={index} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
