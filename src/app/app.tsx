import { useRoutes } from 'react-router-dom';
import { routes } from './router.tsx';

/** The routes; the router around them is the browser's or, pre-rendering, a static one. */
export function AppRoutes() {
  return useRoutes(routes);
}
