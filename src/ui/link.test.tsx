import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, test } from 'vitest';
import { isCurrentPath, Link, NavLink } from './link.tsx';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

test('a link is a real address, and a click opens its page inside the app', () => {
  renderAt('/', <Link to="/about">About Us</Link>);
  const link = screen.getByRole('link', { name: 'About Us' });
  expect(link).toHaveAttribute('href', '/about');
  fireEvent.click(link);
  expect(screen.getByRole('status')).toHaveTextContent('/about');
});

test('a click with a modifier key or on a new-tab link is left to the browser', () => {
  renderAt(
    '/',
    <>
      <Link to="/about">About Us</Link>
      <Link to="/terms" target="_blank">
        Terms
      </Link>
    </>,
  );
  const about = screen.getByRole('link', { name: 'About Us' });
  expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});

test("the link's own click handler runs first and can keep the app from navigating", () => {
  renderAt(
    '/',
    <Link to="/about" onClick={(event) => event.preventDefault()}>
      About Us
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});

test('a navigation link marks the page the visitor is on, and its section', () => {
  renderAt(
    '/courses/python',
    <nav>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/courses">Courses</NavLink>
      <NavLink to="/courses" end>
        All courses
      </NavLink>
      <NavLink to="/contact">Contact</NavLink>
    </nav>,
  );
  expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Home', 'All courses', 'Contact']) {
    expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  }
});

test.each([
  ['/', '/', false, true],
  ['/about', '/', false, false],
  ['/About', '/about', true, true],
  ['/courses/', '/courses', true, false],
  ['/courses/ai-ml', '/courses', false, true],
  ['/coursesx', '/courses', false, false],
])('at %s a link to %s (end %s) is current: %s', (pathname, to, end, current) => {
  expect(isCurrentPath(pathname, to, end)).toBe(current);
});
