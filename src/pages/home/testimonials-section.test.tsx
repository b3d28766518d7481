import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultTestimonials } from '../../domain/content/defaults-home.ts';
import { render } from '../../test/render.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

const title = 'What Our Students Say';

function renderCarousel(testimonials = defaultTestimonials) {
  return render(<TestimonialsSection content={{ title, testimonials }} />);
}

/** The slide a sighted visitor sees: the only one not hidden from everyone. */
function shownSlide() {
  return screen.getByRole('group').getAttribute('aria-label');
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

test('visitor sees the next testimonial after three seconds', () => {
  renderCarousel();
  expect(shownSlide()).toBe('1 of 3');
  expect(screen.getByText(/handwritten Tamil characters/)).toBeVisible();
  wait(2999);
  expect(shownSlide()).toBe('1 of 3');
  wait(1);
  expect(shownSlide()).toBe('2 of 3');
  expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Arjun Prakash');
});

test('visitor sees the carousel wrap from the last testimonial to the first', () => {
  renderCarousel();
  wait(3000);
  wait(3000);
  expect(shownSlide()).toBe('3 of 3');
  wait(3000);
  expect(shownSlide()).toBe('1 of 3');
});

test('visitor pointing at a testimonial keeps it still, and it moves on after they leave', () => {
  renderCarousel();
  const carousel = screen.getByRole('region', { name: 'Student testimonials' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  fireEvent.mouseEnter(carousel);
  wait(10_000);
  expect(shownSlide()).toBe('1 of 3');
  fireEvent.mouseLeave(carousel);
  wait(3000);
  expect(shownSlide()).toBe('2 of 3');
});

test('screen reader hears slide changes only while the carousel is paused', () => {
  renderCarousel();
  const slides = screen.getByRole('group', { name: '1 of 3' }).parentElement;
  expect(slides).toHaveAttribute('aria-live', 'off');
  fireEvent.mouseEnter(screen.getByRole('region', { name: 'Student testimonials' }));
  expect(slides).toHaveAttribute('aria-live', 'polite');
});

test('keyboard focus inside the carousel keeps it still until focus leaves', () => {
  renderCarousel();
  const next = screen.getByRole('button', { name: 'Next testimonial' });
  act(() => next.focus());
  wait(10_000);
  expect(shownSlide()).toBe('1 of 3');
  act(() => next.blur());
  wait(3000);
  expect(shownSlide()).toBe('2 of 3');
});

test('visitor stops the slide show with Pause and restarts it with Play', () => {
  renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  wait(10_000);
  expect(shownSlide()).toBe('1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
  wait(3000);
  expect(shownSlide()).toBe('2 of 3');
});

test('visitor sees one testimonial without any controls, and it stays', () => {
  renderCarousel([{ content: 'The weekend batch fitted my job.', author: 'Kavya S' }]);
  expect(screen.getByText('The weekend batch fitted my job.')).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  wait(10_000);
  expect(shownSlide()).toBe('1 of 1');
});

test('visitor sees the built-in testimonials when the list is empty', () => {
  renderCarousel([]);
  expect(shownSlide()).toBe('1 of 3');
  expect(screen.getByText('Divya Raghavan')).toBeInTheDocument();
});

describe('with real time', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  test('visitor jumps with the previous, next and dot buttons', async () => {
    const visitor = userEvent.setup();
    renderCarousel();
    await visitor.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownSlide()).toBe('3 of 3');
    await visitor.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownSlide()).toBe('1 of 3');
    const second = screen.getByRole('button', { name: 'Show testimonial 2 of 3' });
    await visitor.click(second);
    expect(shownSlide()).toBe('2 of 3');
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  test('keyboard user tabs to the controls and moves with Enter and Space', async () => {
    const visitor = userEvent.setup();
    renderCarousel();
    await visitor.tab();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
    await visitor.tab();
    await visitor.tab();
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).toHaveFocus();
    await visitor.keyboard(' ');
    await visitor.tab();
    await visitor.tab();
    await visitor.tab();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toHaveFocus();
    await visitor.keyboard('{Enter}');
    expect(shownSlide()).toBe('2 of 3');
    await visitor.keyboard(' ');
    expect(shownSlide()).toBe('3 of 3');
  });
});
