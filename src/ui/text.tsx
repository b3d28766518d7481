import type { ComponentPropsWithoutRef } from 'react';
import classes from './typography.module.css';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface TextProps extends ComponentPropsWithoutRef<'p'> {
  /** The element: a paragraph unless the text sits inside one. */
  component?: 'p' | 'span' | 'div';
  /** A step on the theme's font-size scale. */
  size?: TextSize;
  /** Secondary text, in the theme's dimmed colour (AA on white). */
  dimmed?: boolean;
}

/** Body text on the theme's type scale. */
export function Text({ component: Element = 'p', size, dimmed, className, ...props }: TextProps) {
  const names = className ? `${classes.text} ${className}` : classes.text;
  return (
    <Element {...props} data-size={size} data-dimmed={dimmed || undefined} className={names} />
  );
}
