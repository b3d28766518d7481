// The staff workspace's start: its own build (decision 055), its own stylesheet.
import '@mantine/core/styles.css';
import './staff.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/staff-app.tsx';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}
