import { type Infer, list, object } from './schema.ts';
import { email, image, phone, shortText, text } from './schema-text.ts';

/** The apply page (product §3), sent by the backend as one object. */

const hero = object({ title: shortText(), subtitle: text(), imageUrl: image() });
export type ApplyHero = Infer<typeof hero>;

const processSteps = object({
  title: shortText(),
  steps: list(object({ title: shortText(), description: text() })),
});
export type ProcessSteps = Infer<typeof processSteps>;

const help = object({ title: shortText(), phone: phone(), email: email(), hours: shortText() });
export type HelpPanel = Infer<typeof help>;

export const applyContent = object({
  hero,
  form: object({ heading: shortText() }),
  processSteps,
  help,
});
export type ApplyContent = Infer<typeof applyContent>;
