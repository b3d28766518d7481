import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** A stat's value as a number: numbers and numeric text count; anything else, or below 0, is 0. */
export function statNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0;
}

interface CountUpProps {
  value: unknown;
  suffix?: string;
  durationMs?: number;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 up to the value over two seconds once it scrolls into view. Screen readers and
 * visitors who prefer reduced motion get the final number straight away.
 */
export function CountUp({ value, suffix = '', durationMs = 2000 }: CountUpProps) {
  const target = statNumber(value);
  const decimals = Number.isInteger(target) ? 0 : 1;
  const reduceMotion = useReducedMotion();
  const { ref, inViewport } = useInViewport();
  const [started, setStarted] = useState(false);
  const [shown, setShown] = useState(0);

  if (inViewport && !started) setStarted(true);

  useEffect(() => {
    if (!started) return;
    if (reduceMotion || target === 0) {
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(target * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, target, durationMs, reduceMotion]);

  const final = `${target.toFixed(decimals)}${suffix}`;
  return (
    <span ref={ref}>
      <span className="visually-hidden">{final}</span>
      <span aria-hidden>
        {shown.toFixed(decimals)}
        {suffix}
      </span>
    </span>
  );
}
