import { site } from '../domain/site.ts';
import { ExternalLink } from './external-link.tsx';

/** The Board's web address as a person types it: "www.dpb.gov.in". */
const boardAddress = site.dataProtectionBoardUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * Where a complaint the academy has not resolved goes, mid-sentence ("complain online to …"): the
 * Data Protection Board of India works as a digital office and takes complaints on its website
 * (DPDP Act, sections 13(3) and 28). Its address is written out, for a notice read on paper or
 * in a screenshot, where the link cannot be followed.
 */
export function DataProtectionBoard() {
  return (
    <>
      the{' '}
      <ExternalLink href={site.dataProtectionBoardUrl}>Data Protection Board of India</ExternalLink>{' '}
      at {boardAddress}
    </>
  );
}
