import { isContentIconName } from '../domain/content/icon-names.ts';
import { Icon } from './icon.tsx';

/**
 * The icon a content record names, from the icon sprite (tools/icons); an unknown or missing
 * name shows a graduation cap.
 */
export function ContentIcon({
  name,
  size,
  stroke,
}: {
  name: string | undefined;
  size: number;
  stroke: number;
}) {
  const symbol = name && isContentIconName(name) ? name : 'GraduationCap';
  return <Icon name={symbol} size={size} stroke={stroke} />;
}
