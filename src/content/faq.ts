// Contact page questions; edit or add freely, but keep phone numbers, hours and the address out (clinic.ts has them).
import type { Faq } from './schema';

export const faq = [
  {
    id: 'appointments',
    question: { en: 'Do I need an appointment?' },
    answer: {
      en: 'An appointment is best, as it keeps your waiting time short. You can call our appointments number or send a request on WhatsApp from this website. We also see walk-in patients when a consultant is free, though you may have to wait.',
    },
  },
  {
    id: 'dental-emergency',
    question: { en: 'What should I do in a dental emergency?' },
    answer: {
      en: 'Call our appointments number as soon as you can. We keep same-day slots for severe pain, swelling and broken teeth, and will see you at the earliest time we can. Outside clinic hours, send us a WhatsApp message describing the problem, and our team will reply when the clinic opens. For heavy bleeding, a serious injury to the face, or swelling that makes it hard to breathe or swallow, go to the nearest hospital emergency department straight away.',
    },
  },
  {
    id: 'payment-methods',
    question: { en: 'What payment methods do you accept?' },
    answer: {
      en: 'We accept cash, debit cards, UPI and cheques. For longer treatments such as implants, braces or several root canals, we offer flexible payment plans. We always explain the cost before treatment begins, so please ask us about a plan at that time.',
    },
  },
  {
    id: 'when-to-arrive',
    question: { en: 'How early should I arrive for my appointment?' },
    answer: {
      en: 'For your first visit, please arrive 15 minutes early so that we can note your medical history and any medicines you take. For follow-up visits, 5 to 10 minutes early is enough. Please bring any earlier dental X-rays or reports you have.',
    },
  },
  {
    id: 'whatsapp-booking',
    question: { en: 'How does a WhatsApp appointment request work?' },
    answer: {
      en: 'Fill in the appointment form on this website and send it. WhatsApp opens with your request already written; check it and send it to us. Our team will reply on WhatsApp to confirm a time. Nothing you type is stored on this website.',
    },
  },
  {
    id: 'child-first-visit',
    question: { en: 'When should my child first see a dentist?' },
    answer: {
      en: 'We suggest a first visit when the first tooth appears, or by your child’s first birthday. Early visits are short and gentle. They help your child get used to the clinic, and let us check that the teeth are growing well.',
    },
  },
  {
    id: 'parking',
    question: { en: 'Is there parking at the clinic?' },
    answer: {
      en: 'Yes, the clinic has parking for patients. If you are bringing an older relative, you are welcome to drop them at the entrance first, and our staff will help them inside.',
    },
  },
  {
    id: 'access-for-older-patients',
    question: { en: 'Is the clinic easy to reach for older patients?' },
    answer: {
      en: 'Yes. There is lift access to the clinic, and a ground-floor treatment room is available on request. Please mention it when you book, and our staff will be glad to help.',
    },
  },
] satisfies Faq[];
