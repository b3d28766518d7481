/**
 * The server's tests that start a CLI or the server as a child process run its compiled
 * JavaScript. It is compiled once per run, before any file starts, so files can run side by
 * side without compiling over each other.
 */
import { compileServer } from './cli-process.ts';

export default async function setup(): Promise<void> {
  await compileServer();
}
