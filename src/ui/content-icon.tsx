import {
  IconAward,
  IconBinary,
  IconBook2,
  IconBookmark,
  IconBrain,
  IconBulb,
  IconCode,
  IconDatabase,
  IconMessage,
  type IconProps,
  IconRobot,
  IconRocket,
  IconSchool,
  IconSourceCode,
  IconTrendingUp,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { ContentIconName } from '../domain/content/schema-text.ts';

/** Every name the content may use has its icon here: one missing fails the type check. */
const icons: Readonly<Record<ContentIconName, ComponentType<IconProps>>> = {
  Brain: IconBrain,
  Bot: IconRobot,
  Robot: IconRobot,
  Database: IconDatabase,
  MessageSquare: IconMessage,
  Code: IconCode,
  Code2: IconSourceCode,
  Globe: IconWorld,
  Binary: IconBinary,
  Lightbulb: IconBulb,
  Rocket: IconRocket,
  ArrowUpNarrowWide: IconTrendingUp,
  Users: IconUsers,
  Award: IconAward,
  BookOpen: IconBook2,
  Bookmark: IconBookmark,
  GraduationCap: IconSchool,
};

/** The icon a content record names; an unknown or missing name shows a graduation cap. */
export function ContentIcon({ name, ...props }: IconProps & { name: string | undefined }) {
  const Icon = name && Object.hasOwn(icons, name) ? icons[name as ContentIconName] : IconSchool;
  return <Icon aria-hidden {...props} />;
}
