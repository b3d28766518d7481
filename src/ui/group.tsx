import type { ComponentPropsWithoutRef } from 'react';
import classes from './group.module.css';

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface GroupProps extends ComponentPropsWithoutRef<'div'> {
  gap?: Spacing;
  justify?: 'start' | 'center' | 'end' | 'space-between';
}

/** A row of items (buttons, badges) that wraps onto more lines when narrow. */
export function Group({ gap = 'md', justify = 'start', className, ...props }: GroupProps) {
  const names = className ? `${classes.group} ${className}` : classes.group;
  return <div {...props} data-gap={gap} data-justify={justify} className={names} />;
}
