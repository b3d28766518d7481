import { formatAddress, site } from '../site.ts';
import type { ContactContent, Faq } from './model-contact.ts';

/** The questions students and parents ask most often when they call or visit. */
export const defaultFaqs: readonly Faq[] = [
  {
    question: 'How much do the courses cost, and can I pay in instalments?',
    answer:
      'Fees depend on the course and its duration. A counsellor will share the current fee in writing before you enrol, with nothing added later. You can pay in full or in monthly instalments spread across the course, and EMI through most bank credit cards is also available.',
  },
  {
    question: 'What are the batch timings?',
    answer:
      'Weekday batches meet in the morning (10:00 AM-12:00 PM) or the evening (7:00-9:00 PM), two to four days a week depending on the course. The exact timings for the next intake are confirmed when a counsellor calls you.',
  },
  {
    question: 'Do you have weekend batches?',
    answer:
      'Yes. Weekend batches meet on Saturday and Sunday mornings and suit college students and working professionals. They cover the same syllabus as the weekday batches in the same number of weeks.',
  },
  {
    question: 'Do you offer placement support?',
    answer:
      'We do not promise jobs, and we would be wary of anyone who does. What we do offer is concrete: resume and LinkedIn reviews, mock technical and HR interviews, a portfolio of projects from your course, and referrals to companies we work with when an opening matches your profile.',
  },
  {
    question: 'Do I need my own laptop?',
    answer:
      'For programming courses, please bring a laptop with at least 8 GB of RAM running Windows 10 or later, macOS or Linux; we help you install everything in the first class. If you do not have one yet, you can use our lab computers during class. Robotics kits and components are provided in the lab.',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      'Yes. You receive a RAAM Academy certificate when you complete the course with at least 75% attendance and submit the final project. The certificate names the course, its duration and the project you built.',
  },
  {
    question: 'Are classes online or in the classroom?',
    answer:
      'Classes are held in our Kodambakkam classroom, and most courses also run a live online batch for students outside Chennai, with the same mentors, assignments and project reviews. Robotics is classroom-only because it needs the lab hardware.',
  },
  {
    question: 'Can I attend a demo class before I join?',
    answer:
      'Yes. Every course has a free demo class before each intake. Call us or send a message through the form on this page, and we will book a demo session at a time that suits you.',
  },
  {
    question: 'My child is in school. Which course should they start with?',
    answer:
      'Students in Classes 8 to 12 usually start with Python Programming or Robotics. A counsellor can talk with you and your child about their interests and suggest a course and batch that fits around school.',
  },
];

export const defaultContactContent: ContactContent = {
  hero: {
    heroTitle: 'Contact Us',
    heroSubtitle:
      'Questions about a course, fees or batch timings? Write to us, call us, or visit our centre in Kodambakkam.',
  },
  contactInfo: {
    address: formatAddress(),
    phone: site.phone,
    email: site.email,
  },
  faqs: {
    faqTitle: 'Frequently Asked Questions',
    faqs: defaultFaqs,
  },
};
