// Where `npm run bench` writes its figures for people: docs/performance.md, "Today's figures".
// Each section of the bench has its own block there, between `<!-- bench:<section> -->` and
// `<!-- /bench:<section> -->`, replaced whole by the section's last run, so a run of one
// section (`--only taps`) leaves the others' figures as they were. Nothing else is written.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/ensure-build.mjs';

const docFile = join(projectRoot, 'docs/performance.md');

const opening = (section) => `<!-- bench:${section} -->`;
const closing = (section) => `<!-- /bench:${section} -->`;

function git(...args) {
  const result = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The build measured, as its commit names it; "with uncommitted changes" when a tracked file
 * differs from it (the bench's own results and the docs do not count). Read before the run
 * writes anything.
 */
export function measuredBuild() {
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return 'an unknown build (no git)';
  const changed = git(
    'status',
    '--porcelain',
    '--untracked-files=no',
    '--',
    '.',
    ':!tests/perf/results',
    ':!docs',
  );
  return changed ? `build ${commit} with uncommitted changes` : `build ${commit}`;
}

/**
 * Replaces each measured section's block in docs/performance.md with its lines (the results'
 * `##` headings become `###`, under "Today's figures"), headed by the command, the time and the
 * build. A section whose block is missing is added after the last block there is.
 */
export function writeTodaysFigures({ command, measuredAt, build, figures }) {
  let doc = readFileSync(docFile, 'utf8');
  const when = `${measuredAt.slice(0, 16).replace('T', ' ')} UTC`;
  for (const [section, lines] of Object.entries(figures)) {
    // Sections with budgets mark each figure ✓ or ✗; the others measure only.
    const verdict = lines.some((line) => line.includes('✗'))
      ? ': not every check passed (✗)'
      : lines.some((line) => line.includes('✓'))
        ? ': every budget met'
        : '';
    const body = [
      `\`${command}\`, ${when}, ${build}${verdict}.`,
      '',
      ...lines.map((line) => line.replace(/^## /, '### ')),
    ]
      .join('\n')
      .replace(/\n+$/, '');
    const block = `${opening(section)}\n${body}\n${closing(section)}`;
    const start = doc.indexOf(opening(section));
    const end = doc.indexOf(closing(section));
    if (start >= 0 && end > start) {
      doc = `${doc.slice(0, start)}${block}${doc.slice(end + closing(section).length)}`;
    } else {
      const last = doc.lastIndexOf('<!-- /bench:');
      const at = last < 0 ? doc.length : doc.indexOf('-->', last) + '-->'.length;
      doc = `${doc.slice(0, at)}\n\n${block}${doc.slice(at)}`;
    }
  }
  writeFileSync(docFile, doc);
}
