/** The home page's statistics, counted up as they come into view; their code loads when near. */
export const loadStatsSection = () =>
  import('./stats-section.tsx').then((module) => module.StatsSection);
