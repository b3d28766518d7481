import { paths } from '../../src/domain/paths.ts';
import { keptRecord, submissions } from './device-storage.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { applicationForm } from './forms-helpers.ts';

test.use(pageOnly);

test('a half-filled application comes back after a reload, every field as typed', async ({
  page,
}) => {
  await page.goto(paths.apply);
  const f = applicationForm(page);
  await f.fullName.fill('Divya Krishnan');
  await f.phone.fill('+91 98400 33333');
  await f.address.fill('4, Pillaiyar Koil Street, Vadapalani, Chennai');
  await f.course.selectOption('Data Science');
  await f.level.selectOption('High School');
  await f.message.fill('Can I join after my exams in April?');
  // The draft is written a moment after typing stops.
  await expect
    .poll(() => keptRecord(page, submissions, 'draft:application'))
    .toMatchObject({ values: { message: 'Can I join after my exams in April?' } });

  await page.reload();
  await expect(f.fullName).toHaveValue('Divya Krishnan');
  await expect(f.email).toHaveValue('');
  await expect(f.phone).toHaveValue('+91 98400 33333');
  await expect(f.address).toHaveValue('4, Pillaiyar Koil Street, Vadapalani, Chennai');
  await expect(f.course).toHaveValue('Data Science');
  await expect(f.level).toHaveValue('High School');
  await expect(f.message).toHaveValue('Can I join after my exams in April?');
});
