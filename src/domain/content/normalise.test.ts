import { afterEach, expect, test } from 'vitest';
import { defaultPageContent } from './defaults.ts';
import { defaultAboutContent } from './defaults-about.ts';
import { defaultCoursesContent } from './defaults-courses.ts';
import { defaultHomeContent } from './defaults-home.ts';
import { defaultStatsContent } from './defaults-stats.ts';
import { normalisePageContent } from './normalise.ts';
import { toPageDocument } from './page-sections.ts';
import { longTextMax, shortTextMax } from './schema-text.ts';
import { pageNames } from './types.ts';
import { validatePageContent } from './validate.ts';

const home = (raw: unknown) => normalisePageContent('home', raw);

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('backend values are used, and fields it leaves out keep their defaults', () => {
  const content = home({
    heroSection: { title: 'New batches from 3 March', subtitle: 'Apply before 20 February.' },
    ctaSection: { buttonText: 'Book a demo class', buttonLink: '/contact' },
  });
  expect(content.heroSection.title).toBe('New batches from 3 March');
  expect(content.heroSection.subtitle).toBe('Apply before 20 February.');
  expect(content.heroSection.studentCountText).toBe(
    defaultHomeContent.heroSection.studentCountText,
  );
  expect(content.ctaSection.buttonText).toBe('Book a demo class');
  expect(content.ctaSection.buttonLink).toBe('/contact');
  expect(content.ctaSection.title).toBe(defaultHomeContent.ctaSection.title);
  expect(content.whyChooseUs).toEqual(defaultHomeContent.whyChooseUs);
});

test('backend lists replace the default lists', () => {
  const content = home({
    testimonials: {
      testimonials: [{ content: 'The weekend batch fitted my job.', author: 'Kavya S' }],
    },
  });
  expect(content.testimonials.testimonials).toEqual([
    { content: 'The weekend batch fitted my job.', author: 'Kavya S' },
  ]);
  expect(content.testimonials.title).toBe(defaultHomeContent.testimonials.title);
});

test('content that is not an object, or is missing, gives the defaults', () => {
  for (const raw of [undefined, null, 0, 42, 'home', true, [], [{ heroSection: {} }]]) {
    expect(home(raw)).toEqual(defaultHomeContent);
  }
});

test('a section of the wrong type falls back to its default', () => {
  const content = home({ heroSection: 'Welcome', stats: [1, 2, 3], whyChooseUs: null });
  expect(content.heroSection).toEqual(defaultHomeContent.heroSection);
  expect(content.stats).toEqual(defaultHomeContent.stats);
  expect(content.whyChooseUs).toEqual(defaultHomeContent.whyChooseUs);
});

test('a field of the wrong type or empty text falls back to its default', () => {
  const content = home({
    heroSection: { title: 42, subtitle: '   ', backgroundImage: { url: '/x.webp' } },
  });
  expect(content.heroSection.title).toBe(defaultHomeContent.heroSection.title);
  expect(content.heroSection.subtitle).toBe(defaultHomeContent.heroSection.subtitle);
  expect(content.heroSection.backgroundImage).toBe(defaultHomeContent.heroSection.backgroundImage);
});

test('text is trimmed and cut to length, and kept as plain text', () => {
  const markup = '<img src=x onerror=alert(1)>';
  const content = home({
    heroSection: { title: `  ${'T'.repeat(shortTextMax + 50)}  `, subtitle: ` ${markup} ` },
  });
  expect(content.heroSection.title).toBe('T'.repeat(shortTextMax));
  expect(content.heroSection.subtitle).toBe(markup);
});

test('cutting long text never leaves half an emoji', () => {
  const content = normalisePageContent('about', [
    {
      sectionId: 'ourStory',
      type: 'text',
      content: { storyParagraph1: `${'a'.repeat(longTextMax - 1)}😀` },
    },
  ]);
  expect(content.ourStory.storyParagraph1).toBe('a'.repeat(longTextMax - 1));
});

test('bad list items are dropped and the good ones kept', () => {
  const content = home({
    featuredCourses: {
      courses: [
        { title: 'Drone Building', description: 'Build and fly a quadcopter.' },
        { title: 'No description' },
        'Robotics',
        null,
        { title: 'Cyber Security', description: 'Defend a network.', path: '/courses/cyber' },
      ],
    },
  });
  expect(content.featuredCourses.courses.map((course) => course.title)).toEqual([
    'Drone Building',
    'Cyber Security',
  ]);
});

test('a list with no usable items, or an empty list, falls back to the default list', () => {
  expect(home({ stats: { stats: [{ value: 5 }, 'x'] } }).stats.stats).toEqual(
    defaultStatsContent.stats,
  );
  expect(home({ testimonials: { testimonials: [] } }).testimonials.testimonials).toEqual(
    defaultHomeContent.testimonials.testimonials,
  );
});

test('optional item fields that are missing or unusable are left out', () => {
  const [course] = home({
    featuredCourses: {
      courses: [
        {
          title: 'Drone Building',
          description: 'Build and fly a quadcopter.',
          path: 'javascript:alert(1)',
          imageUrl: 'http://insecure.example/a.jpg',
          level: '',
          category: 'hobby',
        },
      ],
    },
  }).featuredCourses.courses;
  expect(course).toEqual({ title: 'Drone Building', description: 'Build and fly a quadcopter.' });
});

test('hero buttons without a usable link or variant get # and primary', () => {
  const buttons = home({
    heroSection: {
      ctaButtons: [
        { text: 'Explore', link: '//evil.example', variant: 'danger' },
        { text: 'Apply', link: '/apply', variant: 'outline' },
        { text: 'Call us' },
      ],
    },
  }).heroSection.ctaButtons;
  expect(buttons).toEqual([
    { text: 'Explore', link: '#', variant: 'primary' },
    { text: 'Apply', link: '/apply', variant: 'outline' },
    { text: 'Call us', link: '#', variant: 'primary' },
  ]);
});

test('hostile links and images fall back to the defaults', () => {
  const content = home({
    heroSection: {
      backgroundImage: 'javascript:alert(1)',
      studentImages: ['data:image/png;base64,AAAA', '//evil.example/a.webp'],
    },
    ctaSection: { buttonLink: 'java\nscript:alert(1)', imageUrl: 'http://plain.example/a.jpg' },
  });
  expect(content.heroSection.backgroundImage).toBe(defaultHomeContent.heroSection.backgroundImage);
  expect(content.heroSection.studentImages).toEqual(defaultHomeContent.heroSection.studentImages);
  expect(content.ctaSection.buttonLink).toBe('/apply');
  expect(content.ctaSection.imageUrl).toBe(defaultHomeContent.ctaSection.imageUrl);
});

test('stat values keep numbers and numeric text, and anything else becomes 0', () => {
  const stats = normalisePageContent('stats', {
    stats: [
      { label: 'Students', value: 250 },
      { label: 'Success Rate', value: ' 97 ' },
      { label: 'Courses', value: 'seven' },
      { label: 'Years' },
      { label: 'Mentors', value: -3 },
      { label: 'Hours', value: Number.NaN },
    ],
  }).stats;
  expect(stats.map((stat) => stat.value)).toEqual([250, '97', 0, 0, 0, 0]);
});

test('unknown icon names are kept for the UI to map', () => {
  const [feature] = home({
    whyChooseUs: {
      features: [{ icon: 'Sparkles', title: 'Mentors', description: 'One per ten.' }],
    },
  }).whyChooseUs.features;
  expect(feature?.icon).toBe('Sparkles');
});

test('list-of-sections pages find their sections by id, in any order', () => {
  const content = normalisePageContent('about', [
    { sectionId: 'communityCta', type: 'cta', content: { ctaTitle: 'Visit us this Saturday' } },
    { sectionId: 'hero', type: 'hero', content: { heroTitle: 'Who we are' } },
    { sectionId: 'mystery', type: 'text', content: { heroTitle: 'Ignored' } },
  ]);
  expect(content.hero.heroTitle).toBe('Who we are');
  expect(content.hero.heroSubtitle).toBe(defaultAboutContent.hero.heroSubtitle);
  expect(content.communityCta.ctaTitle).toBe('Visit us this Saturday');
  expect(content.team).toEqual(defaultAboutContent.team);
});

test('the first section with an id wins, and malformed entries are skipped', () => {
  const content = normalisePageContent('courses', [
    null,
    { sectionId: 7, content: {} },
    { sectionId: 'headerBanner', content: { title: 'Courses for 2025' } },
    { sectionId: 'headerBanner', content: { title: 'Second copy' } },
    { sectionId: 'coursesList', content: 'not an object' },
  ]);
  expect(content.headerBanner.title).toBe('Courses for 2025');
  expect(content.coursesList).toEqual(defaultCoursesContent.coursesList);
});

test('list-of-sections pages sent as an object give the defaults', () => {
  expect(normalisePageContent('contact', { hero: { heroTitle: 'Hi' } })).toEqual(
    defaultPageContent.contact,
  );
});

test('course features drop bad entries and may be empty', () => {
  const [first, second] = normalisePageContent('courses', [
    {
      sectionId: 'coursesList',
      content: {
        courses: [
          { title: 'Drones', description: 'Fly them.', features: ['Flight basics', 3, ''] },
          { title: 'Chess', description: 'Think ahead.', features: 'Openings' },
        ],
      },
    },
  ]).coursesList.courses;
  expect(first?.features).toEqual(['Flight basics']);
  expect(second?.features).toEqual([]);
});

test('prototype-pollution keys are ignored', () => {
  const raw: unknown = JSON.parse(
    '{"__proto__": {"polluted": true}, "heroSection": {"__proto__": {"polluted": true}, "title": "Safe", "constructor": {"prototype": {"polluted": true}}}}',
  );
  const content = home(raw);
  expect(content.heroSection.title).toBe('Safe');
  expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
  expect(Object.getPrototypeOf(content.heroSection)).toBe(Object.prototype);
  expect(Object.hasOwn(content, '__proto__')).toBe(false);
  expect((content as unknown as Record<string, unknown>).polluted).toBeUndefined();
});

test('values no JSON could hold still give the defaults rather than an exception', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('boom');
      },
      ownKeys() {
        throw new Error('boom');
      },
    },
  );
  const getter = {
    get heroSection() {
      throw new Error('boom');
    },
  };
  expect(home(hostile)).toEqual(defaultHomeContent);
  expect(home(getter)).toEqual(defaultHomeContent);
  expect(home(Symbol('x'))).toEqual(defaultHomeContent);
  expect(home(() => ({}))).toEqual(defaultHomeContent);
});

// A fuzz: random values, and the defaults with random parts swapped for random values.

function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const oddStrings = [
  '',
  '   ',
  'javascript:alert(1)',
  '//evil.example',
  '/courses/ai-ml',
  'https://example.in/a.webp',
  '<script>alert(1)</script>',
  '98',
  'Brain',
  'primary',
  'technical',
  '__proto__',
  '😀'.repeat(3000),
  'x'.repeat(100_000),
];
const oddKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'title',
  'subtitle',
  'heroSection',
  'stats',
  'value',
  'courses',
  'features',
  'sectionId',
  'content',
  'hero',
  'faqs',
];
const oddNumbers = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0, 1e308, 2 ** 53];

function randomValue(random: () => number, depth: number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const roll = random();
  if (depth <= 0 || roll < 0.35) {
    return pick<unknown>([null, undefined, true, false, pick(oddNumbers), pick(oddStrings)]);
  }
  if (roll < 0.6) {
    return Array.from({ length: Math.floor(random() * 6) }, () => randomValue(random, depth - 1));
  }
  const record: Record<string, unknown> = {};
  for (let index = Math.floor(random() * 6); index > 0; index -= 1) {
    Object.defineProperty(record, pick(oddKeys), {
      value: randomValue(random, depth - 1),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return record;
}

/** A deep copy of `value` with some nodes replaced by random values. */
function mutate(value: unknown, random: () => number): unknown {
  if (random() < 0.1) return randomValue(random, 3);
  if (Array.isArray(value)) return value.map((item) => mutate(item, random));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mutate(v, random)]));
  }
  return value;
}

test('never throws on a fuzz of odd values, and what it returns is stable and usable', () => {
  const random = randomSource(20240601);
  for (const page of pageNames) {
    const document = toPageDocument(page, defaultPageContent[page]);
    for (let round = 0; round < 150; round += 1) {
      const raw = round % 2 === 0 ? randomValue(random, 5) : mutate(document, random);
      const content = normalisePageContent(page, raw);
      // Normalising its own output changes nothing.
      expect(normalisePageContent(page, toPageDocument(page, content))).toEqual(content);
      // The only thing the strict validator may still object to is an unknown icon name.
      const verdict = validatePageContent(page, toPageDocument(page, content));
      const complaints = verdict.ok ? [] : verdict.errors.filter((e) => !/\.icon must be/.test(e));
      expect(complaints).toEqual([]);
    }
  }
});
