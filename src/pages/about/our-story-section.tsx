import { useId } from 'react';
import type { OurStory } from '../../domain/content/model-about.ts';
import { Container } from '../../ui/container.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import sections from '../../ui/sections.module.css';
import classes from './our-story-section.module.css';

const paragraphSlots = ['storyParagraph1', 'storyParagraph2', 'storyParagraph3'] as const;

export function OurStorySection({ story }: { story: OurStory }) {
  const titleId = useId();
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <Container size="lg" className={classes.layout}>
        <div>
          <h2 id={titleId} className={`${sections.title} ${classes.title}`}>
            {story.storyTitle}
          </h2>
          {paragraphSlots.map((slot) => (
            <p key={slot} className={classes.paragraph}>
              {story[slot]}
            </p>
          ))}
        </div>
        <div className={classes.media}>
          <SafeImage
            src={story.storyImageUrl}
            alt=""
            width={800}
            height={600}
            className={classes.image}
          />
        </div>
      </Container>
    </section>
  );
}
