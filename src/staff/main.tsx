// The staff workspace's start: its own build (decision 055), its own styles.
import mantineStyles from '@mantine/core/styles.css?inline';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/staff-app.tsx';
import staffStyles from './staff.css?inline';

/**
 * The styles arrive with the code, not as a stylesheet in the page's head: a stylesheet there
 * would hold the page's first paint, and on a slow link the HTML's own "Opening the staff
 * workspace…" (styled in the page) shows a round trip or two sooner. The workspace renders
 * once both are here, so it never shows unstyled.
 */
function addStyles(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

const container = document.getElementById('root');
if (container) {
  addStyles(mantineStyles);
  addStyles(staffStyles);
  createRoot(container).render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}
