import { iconsUrl } from 'virtual:icons';
import type { ContentIconName } from '../domain/content/icon-names.ts';
import classes from './icon.module.css';
import type { IconName } from './icon-names.ts';

/**
 * One of the site's icons, a `<use>` of its symbol in the icon sprite (tools/icons): decorative,
 * so hidden from assistive technology; what it stands for is said by the text or the label of
 * the control around it.
 */
export function Icon({
  name,
  size = 24,
  stroke = 2,
  className,
}: {
  name: IconName | ContentIconName;
  size?: number;
  stroke?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth={stroke}
      aria-hidden="true"
      className={className ? `${classes.icon} ${className}` : classes.icon}
    >
      <use href={`${iconsUrl}#${name}`} />
    </svg>
  );
}
