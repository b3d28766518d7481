import type { ComponentPropsWithoutRef } from 'react';
import classes from './container.module.css';

export type ContainerSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** The widest the content gets, on the theme's container scale. */
  size?: ContainerSize;
}

/** Centres a page section's content at a readable width, with the theme's side padding. */
export function Container({ size = 'md', className, ...props }: ContainerProps) {
  const names = className ? `${classes.container} ${className}` : classes.container;
  return <div {...props} data-size={size} className={names} />;
}
