import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { defaultHomeContent } from '../../domain/content/defaults-home.ts';
import { render } from '../../test/render.tsx';
import { CtaSection } from './cta-section.tsx';
import { HeroSection } from './hero-section.tsx';

test('visitor is offered "Apply Now" to /apply when the call to action names no button', () => {
  render(
    <CtaSection content={{ ...defaultHomeContent.ctaSection, buttonText: '', buttonLink: '' }} />,
  );
  expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
});

test('visitor following a hero button without a link stays on the page', () => {
  render(
    <HeroSection
      hero={{
        ...defaultHomeContent.heroSection,
        ctaButtons: [{ text: 'Open day soon', link: '', variant: 'secondary' }],
      }}
    />,
  );
  expect(screen.getByRole('link', { name: 'Open day soon' })).toHaveAttribute('href', '#');
});

test('visitor on a phone gets the smaller hero picture', () => {
  const { container } = render(<HeroSection hero={defaultHomeContent.heroSection} />);
  const picture = container.querySelector('img[src="/images/hero-home.webp"]');
  expect(picture).toHaveAttribute(
    'srcset',
    '/images/hero-home-800.webp 800w, /images/hero-home.webp 1600w',
  );
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('width', '1600');
  expect(picture).toHaveAttribute('height', '900');
  // Lighter still where the browser shows AVIF, which it takes first.
  expect(picture?.parentElement?.tagName).toBe('PICTURE');
  expect(picture?.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    '/images/hero-home-800.avif 800w, /images/hero-home.avif 1600w',
  );
});
