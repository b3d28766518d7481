import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths.ts';
import classes from './courses-menu.module.css';
import headerClasses from './header.module.css';
import { courseNav } from './nav-items.ts';

const openDelayMs = 50;
const closeDelayMs = 150;

interface CoursesMenuProps {
  /** The Courses entry is marked while the visitor is on a course page. */
  active: boolean;
}

/**
 * The header's Courses entry: a link to the courses page (which works before the app has
 * started, and without JavaScript) and beside it a menu button for the dropdown of the seven
 * courses (WAI-ARIA menu button): opens on click, on hover over either and from the keyboard;
 * arrow keys move between the courses, Escape and Tab close it. Plain positioning:
 * the header always has room below, so no floating-ui is needed in the first download.
 */
export function CoursesMenu({ active }: CoursesMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  function later(next: boolean, delayMs: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delayMs);
  }

  function close({ restoreFocus = false } = {}) {
    clearTimeout(timer.current);
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }

  function openWithKeyboard() {
    clearTimeout(timer.current);
    setOpen(true);
    // The menu takes focus; the arrow keys then walk its items.
    requestAnimationFrame(() => menuRef.current?.focus());
  }

  // A click or a tap anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (open && event.key !== 'ArrowDown') close();
      else openWithKeyboard();
    } else if (event.key === 'Escape' && open) {
      close();
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(current + 1);
        break;
      case 'ArrowUp':
        focus(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        close({ restoreFocus: true });
        break;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, openDelayMs)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, closeDelayMs)}
    >
      <Link
        to={paths.courses}
        className={`${headerClasses.link} ${classes.label}`}
        data-active={active || undefined}
      >
        Courses
      </Link>
      <button
        ref={triggerRef}
        type="button"
        className={`${headerClasses.link} ${classes.trigger}`}
        data-active={active || undefined}
        aria-label="Courses menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
      >
        <IconChevronDown size={16} aria-hidden />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Courses"
          tabIndex={-1}
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          <Link
            role="menuitem"
            tabIndex={-1}
            to={paths.courses}
            className={classes.item}
            onClick={() => close()}
          >
            All courses
          </Link>
          <hr className={classes.divider} />
          {courseNav.map((item) => (
            <Link
              key={item.to}
              role="menuitem"
              tabIndex={-1}
              to={item.to}
              className={classes.item}
              onClick={() => close()}
            >
              {item.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
