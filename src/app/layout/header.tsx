import { useWindowEvent, useWindowScroll } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { OutboxControl } from '../../features/outbox/outbox-control.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { CollapsePanel } from '../../ui/collapse-panel.tsx';
import { Container } from '../../ui/container.tsx';
import { CoursesMenu } from './courses-menu.tsx';
import classes from './header.module.css';
import { contactNav, courseNav, primaryNav } from './nav-items.ts';

export function Header() {
  const [{ y }] = useWindowScroll();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [coursesOpen, setCoursesOpen] = useState(false);
  const menuOpen = menuOpenOn === pathname;

  function closeMenu() {
    setMenuOpenOn(null);
    setCoursesOpen(false);
  }

  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  });

  const coursesActive = pathname.toLowerCase().startsWith(paths.courses);

  return (
    <header className={classes.header} data-scrolled={y > 8 || menuOpen || undefined}>
      <Container size="xl" className={classes.bar}>
        <Link to={paths.home} className={classes.logo} onClick={closeMenu}>
          <img src="/logo.svg" alt={`${site.name} home`} width={168} height={36} />
        </Link>

        <nav aria-label="Main" className={classes.desktopNav}>
          {primaryNav.map((item) => (
            <NavLink key={item.to} to={item.to} end className={classes.link}>
              {item.label}
            </NavLink>
          ))}
          <CoursesMenu active={coursesActive} />
          <NavLink to={contactNav.to} className={classes.link}>
            {contactNav.label}
          </NavLink>
        </nav>

        <div className={classes.actions}>
          <OutboxControl />
          <ButtonLink to={paths.apply} look="accent" className={classes.apply}>
            Apply Now
          </ButtonLink>
          <button
            type="button"
            className={classes.burger}
            data-open={menuOpen || undefined}
            onClick={() => (menuOpen ? closeMenu() : setMenuOpenOn(pathname))}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <span className={classes.burgerBars} aria-hidden />
          </button>
        </div>
      </Container>

      <CollapsePanel open={menuOpen} className={classes.mobileWrap}>
        <nav id="mobile-menu" aria-label="Mobile" className={classes.mobileNav}>
          {primaryNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={classes.mobileLink}
              onClick={closeMenu}
            >
              {item.label}
            </NavLink>
          ))}
          <button
            type="button"
            className={`${classes.mobileLink} ${classes.mobileToggle}`}
            aria-expanded={coursesOpen}
            aria-controls="mobile-courses"
            onClick={() => setCoursesOpen((open) => !open)}
          >
            Courses
            <IconChevronDown
              size={18}
              aria-hidden
              className={classes.chevron}
              data-open={coursesOpen || undefined}
            />
          </button>
          <CollapsePanel open={coursesOpen}>
            <ul id="mobile-courses" className={classes.submenu}>
              <li>
                <Link to={paths.courses} className={classes.subLink} onClick={closeMenu}>
                  All courses
                </Link>
              </li>
              {courseNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.subLink} onClick={closeMenu}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </CollapsePanel>
          <NavLink to={contactNav.to} className={classes.mobileLink} onClick={closeMenu}>
            {contactNav.label}
          </NavLink>
          <ButtonLink to={paths.apply} look="accent" fullWidth onClick={closeMenu}>
            Apply Now
          </ButtonLink>
        </nav>
      </CollapsePanel>
    </header>
  );
}
