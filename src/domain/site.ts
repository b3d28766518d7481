/**
 * The academy's facts, in one place: change an address, number or link here and every page,
 * the footer, the chat assistant and the server's structured data follow.
 */

export const site = {
  name: 'RAAM Academy',
  shortName: 'RAAM',
  title: 'Excellence in Education',
  tagline: 'Allow your passion to become your purpose and it will one day become your profession.',
  description:
    'RAAM Academy, Kodambakkam, Chennai: courses in AI & ML, Robotics, Data Science, Python, Full Stack, OOP and Soft Skills, with mentoring and career guidance.',
  blurb:
    'A technology training academy in Kodambakkam, Chennai. Small batches, hands-on projects and mentors who have built real products — so you leave with skills employers ask for.',
  address: {
    street: '42, Arcot Road',
    locality: 'Kodambakkam',
    city: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600024',
    country: 'IN',
  },
  phone: '+91 98400 12345',
  email: 'info@raamacademy.in',
  /**
   * Who answers complaints about personal data (DPDP Act, section 8(10)): the privacy page, the
   * "Your data" page and the forms' notices name them from here, mid-sentence ("write to … at").
   * The academy puts the person's own name here once appointed; until then the role answers.
   */
  grievanceOfficer: { name: 'our Grievance Officer', email: 'grievance@raamacademy.in' },
  /** Where a person complains about the academy's handling of their data (DPDP Act, s. 27). */
  dataProtectionBoardUrl: 'https://www.dpb.gov.in/',
  mapUrl:
    'https://www.google.com/maps/search/?api=1&query=42+Arcot+Road+Kodambakkam+Chennai+600024',
  social: {
    facebook: 'https://www.facebook.com/raamacademy',
    instagram: 'https://www.instagram.com/raamacademy',
    linkedin: 'https://www.linkedin.com/company/raamacademy',
    youtube: 'https://www.youtube.com/@raamacademy',
  },
  officeHours: [
    { days: 'Mon-Fri', hours: '9:30 AM-9:30 PM' },
    { days: 'Sat', hours: '9:00 AM-9:30 PM' },
    { days: 'Sun', hours: '9:00 AM-7:00 PM' },
  ],
  helpHours: 'Mon-Sat 9:30 AM-9:30 PM',
} as const;

export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.locality}, ${a.city} ${a.postalCode}, ${a.region}`;
}

/** The phone number in the form a `tel:` link needs: digits and a leading plus only. */
export function telHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string = site.email): string {
  return `mailto:${email}`;
}
