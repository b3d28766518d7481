import { type Infer, list, object, optional } from './schema.ts';
import { image, longText, shortText, text } from './schema-text.ts';

/** The about page (product §3), sent by the backend as a list of sections. */

const hero = object({ heroTitle: shortText(), heroSubtitle: text(), heroImageUrl: image() });
export type AboutHero = Infer<typeof hero>;

const ourStory = object({
  storyTitle: shortText(),
  storyParagraph1: longText(),
  storyParagraph2: longText(),
  storyParagraph3: longText(),
  storyImageUrl: image(),
});
export type OurStory = Infer<typeof ourStory>;

const ourVision = object({
  visionTitle: shortText(),
  visionSubtitle: text(),
  values: list(object({ title: shortText(), description: text() })),
});
export type OurVision = Infer<typeof ourVision>;

const teamMember = object({
  name: shortText(),
  role: optional(shortText()),
  image: optional(image()),
  bio: optional(text()),
});
export type TeamMember = Infer<typeof teamMember>;

const team = object({ teamTitle: shortText(), teamSubtitle: text(), members: list(teamMember) });
export type TeamSection = Infer<typeof team>;

const award = object({
  title: shortText(),
  description: optional(text()),
  imageUrl: optional(image()),
});
export type Award = Infer<typeof award>;

const achievements = object({
  achievementsTitle: shortText(),
  achievementsSubtitle: text(),
  awards: list(award),
});
export type AchievementsSection = Infer<typeof achievements>;

const communityCta = object({ ctaTitle: shortText(), ctaSubtitle: text() });
export type CommunityCta = Infer<typeof communityCta>;

export const aboutContent = object({
  hero,
  ourStory,
  ourVision,
  team,
  achievements,
  communityCta,
});
export type AboutContent = Infer<typeof aboutContent>;
