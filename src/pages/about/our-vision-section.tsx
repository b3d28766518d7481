import { useId } from 'react';
import type { OurVision } from '../../domain/content/model-about.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-names.ts';
import { keyed } from '../../ui/keyed.ts';
import sections from '../../ui/sections.module.css';
import classes from './our-vision-section.module.css';

/** Each value card gets its own icon: experience, quality, empowerment, then spares. */
const valueIcons: readonly IconName[] = [
  'briefcase',
  'rosette',
  'bolt',
  'heart-handshake',
  'target',
  'sparkles',
];

function valueIcon(index: number): IconName {
  return valueIcons[index % valueIcons.length] ?? 'sparkles';
}

export function OurVisionSection({ vision }: { vision: OurVision }) {
  const titleId = useId();
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={sections.heading}>
          <h2 id={titleId} className={`${sections.title} ${classes.title}`}>
            {vision.visionTitle}
          </h2>
          <p className={`${sections.subtitle} ${classes.subtitle}`}>{vision.visionSubtitle}</p>
        </div>
        <ul className={classes.grid}>
          {keyed(vision.values, (value) => value.title).map(({ key, item: value }, index) => {
            const icon = valueIcon(index);
            return (
              <li key={key} className={classes.card}>
                <span className={classes.icon}>
                  <Icon name={icon} size={28} stroke={1.75} />
                </span>
                <h3 className={classes.cardTitle}>{value.title}</h3>
                <p className={classes.description}>{value.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
