import type { ComponentPropsWithoutRef, Ref } from 'react';
import classes from './typography.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

interface TitleProps extends ComponentPropsWithoutRef<'h2'> {
  /** The heading level: h1 … h6, sized by the theme's heading scale. */
  order?: HeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading in the theme's heading font, size and weight for its level. */
export function Title({ order = 1, className, ...props }: TitleProps) {
  const Heading = `h${order}` as const;
  const names = className ? `${classes.title} ${className}` : classes.title;
  return <Heading {...props} data-order={order} className={names} />;
}
