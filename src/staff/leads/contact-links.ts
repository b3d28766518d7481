/**
 * Acting from a lead: a call, a WhatsApp message with a short greeting, an email. Indian mobile
 * numbers are written many ways ("098400 11111", "+91-98400-11111"); WhatsApp's link needs the
 * country code and digits only.
 */
import { site } from '../../domain/site.ts';

const indiaCountryCode = '91';

/** The number as WhatsApp's link takes it: digits with the country code; null if too short. */
export function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `${indiaCountryCode}${digits}`;
  if (digits.length === 11 && digits.startsWith('0'))
    return `${indiaCountryCode}${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith(indiaCountryCode)) return digits;
  // Another country's number, given with its code ("+44 …"): as typed.
  if (phone.trim().startsWith('+') && digits.length >= 8) return digits;
  return null;
}

/** A `tel:` link: the number's digits and a leading +, nothing else. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The greeting the counsellor starts from, naming the course; they may change it before sending. */
export function greeting(fullName: string, course: string, staffName: string): string {
  const about = course === '' || course === 'Other' ? 'our courses' : `the ${course} course`;
  return `Hello ${firstName(fullName)}, this is ${firstName(staffName)} from ${site.name}. Thank you for your interest in ${about}. When would be a good time to talk?`;
}

export function whatsAppHref(phone: string, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string, subject: string): string | null {
  const address = email.trim();
  if (!/^[^\s@?#&/]+@[^\s@?#&/]+$/.test(address)) return null;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
