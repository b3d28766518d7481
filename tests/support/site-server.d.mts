export interface SiteServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Builds when the production build is missing or older than its sources. */
export function ensureProductionBuild(): void;

/**
 * The real server on a free loopback port (or on `port`, which must be free) with a throwaway
 * database.
 */
export function startSiteServer(
  extraEnv?: Record<string, string>,
  options?: { entry?: string; port?: number },
): Promise<SiteServer>;
