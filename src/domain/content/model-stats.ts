import { type Infer, list, object, optional } from './schema.ts';
import { icon, shortText, statValue, text } from './schema-text.ts';

/** The home page's statistics section, and the standalone stats content (product §3). */

const statItem = object({
  icon: optional(icon()),
  /** A number, or text the count-up reads as a number; anything else has become 0. */
  value: statValue(),
  label: shortText(),
  /** Shown after the number, e.g. `%` or `+`. */
  suffix: optional(shortText()),
  color: optional(shortText()),
});

export const statsContent = object({
  title: shortText(),
  subtitle: text(),
  stats: list(statItem),
});
export type StatsContent = Infer<typeof statsContent>;
