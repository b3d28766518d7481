import { Carousel } from '@mantine/carousel';
import { Button, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { TeamMember } from '../../domain/content/model-about.ts';
import { Icon } from '../../ui/icon.tsx';
import { keyed } from '../../ui/keyed.ts';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import { useHeld } from '../../ui/use-held.ts';
import classes from './team-section.module.css';

/** Product §4.3, §9: the team moves on every 2.5 s, and dragging or clicking does not stop it. */
export const teamAutoplayMs = 2500;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={classes.card}>
      <div className={classes.photo}>
        <SafeImage
          src={member.image}
          alt=""
          width={400}
          height={400}
          className={classes.image}
          fallback={
            <span className={classes.initial} aria-hidden>
              {firstName(member.name)}
            </span>
          }
        />
      </div>
      <div className={classes.body}>
        <Title order={3} className={classes.name}>
          {member.name}
        </Title>
        {member.role && <Text className={classes.role}>{member.role}</Text>}
        {member.bio && <Text className={classes.bio}>{member.bio}</Text>}
      </div>
    </article>
  );
}

/**
 * Keeps the autoplay plugin in step with what the visitor wants: it runs unless the pointer or
 * keyboard focus is on the carousel, the visitor paused it, or they prefer reduced motion. The
 * plugin restarts itself after a drag or a resize; that restart is undone when it is unwanted.
 */
function useAutoplay(embla: EmblaCarouselType | null, playing: boolean) {
  const wanted = useRef(playing);

  useEffect(() => {
    wanted.current = playing;
    const plugin = embla?.plugins().autoplay;
    if (!embla || !plugin || embla.scrollSnapList().length < 2) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing]);

  useEffect(() => {
    if (!embla) return;
    const enforce = () =>
      queueMicrotask(() => {
        if (!wanted.current) embla.plugins().autoplay?.stop();
      });
    embla.on('autoplay:play', enforce);
    return () => {
      embla.off('autoplay:play', enforce);
    };
  }, [embla]);
}

/**
 * The core team, a few cards at a time, moving on by itself, with its Pause/Play button above.
 * A deferred widget (see team-section.tsx): the page never imports this module itself.
 */
export function TeamCarousel({ members }: { members: readonly TeamMember[] }) {
  const { ref: rootRef, held, handlers } = useHeld<HTMLDivElement>();
  const autoplay = useRef(
    Autoplay({ delay: teamAutoplayMs, stopOnInteraction: false, stopOnFocusIn: false }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [stopped, setStopped] = useState(false);
  const reduceMotion = useReducedMotion();
  const playing = !held && !stopped && !reduceMotion;
  const count = members.length;

  useAutoplay(embla, playing);

  // Mantine's slide announcer is always polite; it must stay quiet while slides move by themselves.
  useEffect(() => {
    const announcer = rootRef.current?.querySelector('[aria-live]');
    announcer?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [playing, rootRef]);

  return (
    <MantineScope>
      {count > 1 && !reduceMotion && (
        <div className={classes.toggleRow}>
          <Button
            variant="default"
            radius="xl"
            className={classes.toggle}
            onClick={() => setStopped((value) => !value)}
            leftSection={
              stopped ? (
                <Icon name="player-play" size={16} />
              ) : (
                <Icon name="player-pause" size={16} />
              )
            }
          >
            {stopped ? 'Play slideshow' : 'Pause slideshow'}
          </Button>
        </div>
      )}
      <Carousel
        ref={rootRef}
        aria-label="Team members"
        style={{ '--team-count': count } as CSSProperties}
        classNames={{
          root: classes.carousel,
          controls: classes.controls,
          control: classes.control,
          indicators: classes.indicators,
          indicator: classes.indicator,
        }}
        slideSize={{ base: '100%', sm: '50%', md: '33.333333%', lg: '25%' }}
        slideGap={{ base: 20, sm: 30, md: 40, lg: 50 }}
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        withControls={count > 1}
        withIndicators={count > 1}
        controlSize={44}
        previousControlProps={{ 'aria-label': 'Previous team member' }}
        nextControlProps={{ 'aria-label': 'Next team member' }}
        {...handlers}
      >
        {keyed(members, (member) => member.name).map(({ key, item: member }, index) => (
          <Carousel.Slide key={key} aria-label={`${index + 1} of ${count}`}>
            <MemberCard member={member} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </MantineScope>
  );
}
