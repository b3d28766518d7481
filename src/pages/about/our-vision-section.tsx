import {
  IconBolt,
  IconBriefcase,
  IconHeartHandshake,
  type IconProps,
  IconRosette,
  IconSparkles,
  IconTarget,
} from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import type { OurVision } from '../../domain/content/model-about.ts';
import { Container } from '../../ui/container.tsx';
import { keyed } from '../../ui/keyed.ts';
import sections from '../../ui/sections.module.css';
import classes from './our-vision-section.module.css';

/** Each value card gets its own icon: experience, quality, empowerment, then spares. */
const valueIcons: readonly ComponentType<IconProps>[] = [
  IconBriefcase,
  IconRosette,
  IconBolt,
  IconHeartHandshake,
  IconTarget,
  IconSparkles,
];

function valueIcon(index: number): ComponentType<IconProps> {
  return valueIcons[index % valueIcons.length] ?? IconSparkles;
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
            const Icon = valueIcon(index);
            return (
              <li key={key} className={classes.card}>
                <span className={classes.icon}>
                  <Icon size={28} stroke={1.75} aria-hidden />
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
