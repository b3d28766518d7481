/**
 * The icon names the content may use. Content keeps any name it is given; the UI renders these
 * from the icon sprite (tools/icons) and a fallback for anything else, and the
 * operator CLI refuses the rest. A module of its own: every page with content icons loads it.
 */
export const contentIconNames = [
  'Brain',
  'Bot',
  'Robot',
  'Database',
  'MessageSquare',
  'Code',
  'Code2',
  'Globe',
  'Binary',
  'Lightbulb',
  'Rocket',
  'ArrowUpNarrowWide',
  'Users',
  'Award',
  'BookOpen',
  'Bookmark',
  'GraduationCap',
] as const;
export type ContentIconName = (typeof contentIconNames)[number];

/** Whether content names an icon the site has (anything else shows the fallback). */
export const isContentIconName = (name: string): name is ContentIconName =>
  (contentIconNames as readonly string[]).includes(name);
