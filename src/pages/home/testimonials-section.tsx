import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { defaultTestimonials } from '../../domain/content/defaults-home.ts';
import type {
  Testimonial,
  TestimonialsSection as TestimonialsContent,
} from '../../domain/content/model-home.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import { keyed } from '../../ui/keyed.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import sections from '../../ui/sections.module.css';
import { useHeld } from '../../ui/use-held.ts';
import { SectionHeading } from './section-heading.tsx';
import classes from './testimonials-section.module.css';

/** How long each testimonial stays before the next one (product §4.3, §9). */
export const testimonialAdvanceMs = 3000;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={classes.card}>
      <Icon name="quote-filled" size={40} className={classes.quoteMark} />
      <blockquote className={classes.quote}>{testimonial.content}</blockquote>
      <figcaption className={classes.author}>
        {testimonial.image && (
          <SafeImage
            src={testimonial.image}
            alt=""
            width={96}
            height={96}
            className={classes.avatar}
          />
        )}
        <span>
          <span className={classes.name}>{testimonial.author}</span>
          {testimonial.role && <span className={classes.role}>{testimonial.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * One testimonial at a time, moving on every three seconds and wrapping round. It holds still
 * while the pointer or keyboard focus is on it, and whenever the visitor clicks Pause.
 */
function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const slides = keyed(testimonials, (testimonial) => testimonial.author);
  const [index, setIndex] = useState(0);
  const { ref, held, handlers } = useHeld<HTMLElement>();
  const [stopped, setStopped] = useState(false);
  const reduceMotion = useReducedMotion();
  const active = Math.min(index, count - 1);
  const withControls = count > 1;
  const rotating = withControls && !held && !stopped && !reduceMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((active + 1) % count), testimonialAdvanceMs);
    return () => clearTimeout(timer);
  }, [rotating, active, count]);

  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      className={classes.carousel}
      {...handlers}
    >
      <div className={classes.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map(({ key, item: testimonial }, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group, not a form fieldset
          <div
            key={key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${count}`}
            aria-hidden={slide !== active || undefined}
            inert={slide !== active}
            data-active={slide === active || undefined}
            className={classes.slide}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      {withControls && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
          >
            {stopped ? (
              <Icon name="player-play" size={18} />
            ) : (
              <Icon name="player-pause" size={18} />
            )}
          </button>
          <button
            type="button"
            className={classes.control}
            onClick={() => show(active - 1)}
            aria-label="Previous testimonial"
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <div className={classes.dots}>
            {slides.map(({ key }, slide) => (
              <button
                key={key}
                type="button"
                className={classes.dot}
                onClick={() => show(slide)}
                aria-label={`Show testimonial ${slide + 1} of ${count}`}
                aria-current={slide === active || undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={classes.control}
            onClick={() => show(active + 1)}
            aria-label="Next testimonial"
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  const titleId = useId();
  const testimonials = content.testimonials.length > 0 ? content.testimonials : defaultTestimonials;
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <Container size="md">
        <SectionHeading id={titleId} title={content.title} />
        <TestimonialCarousel testimonials={testimonials} />
      </Container>
    </section>
  );
}
