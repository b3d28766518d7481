export const imageHostName: string;

export interface ImageHost {
  origin: string;
  /** Paths asked for so far; empty it to watch what comes next. */
  requested: string[];
  /** What a browser needs to reach the host under its name and accept its certificate. */
  browserArgs: string[];
  close(): Promise<void>;
}

/** Another site serving pictures over HTTPS as images.example.org, on a free loopback port. */
export function startImageHost(
  answer: (path: string) => { body: Buffer; type: string; cors: boolean } | undefined,
): Promise<ImageHost>;
