import { paths } from './domain/paths.ts';

export const home = paths.home;
