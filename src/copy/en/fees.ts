// Words of the fees page and of the fees on each service page. The fees themselves are in src/content/fees.yaml,
// the payment methods in src/content/clinic.yaml. {brand}, {town}, {date}, {from}, {to}, {amount}, {methods} and
// {phone} are filled in by the site.
import type { PaymentMethod } from '@/model';

export const fees = {
  meta: {
    title: 'Fees - {brand}',
    description:
      'Consultation, treatment and package fees in rupees at {brand}, {town}. Your dentist confirms the final cost after examining you.',
  },
  hero: {
    eyebrow: 'Fees',
    title: 'Our Fees',
    intro: 'What a consultation and each treatment costs at the clinic, so that you can plan before you visit.',
  },
  lastUpdated: 'Fees last updated on {date}.',
  consultation: 'Consultation and X-rays',
  packages: 'Package rates',
  columns: { treatment: 'Treatment', fee: 'Fee' },
  amount: { range: '{from}–{to}', from: 'from {amount}', changing: '{fee}; {next} from {date}' },
  examination:
    'These are our usual fees. The final cost depends on what your teeth need: your dentist confirms it after examining you, before any treatment begins.',
  payment: {
    title: 'How you can pay',
    text: 'You can pay by {methods}. For longer treatments, ask us about paying in instalments.',
    // Each way to pay a clinic can list (paymentMethods in src/model/clinic.ts), as this page names it.
    methods: {
      Cash: 'cash',
      'Debit card': 'debit card',
      'Credit card': 'credit card',
      UPI: 'UPI',
      Cheque: 'cheque',
      'Net banking': 'net banking',
    } satisfies Record<PaymentMethod, string>,
  },
  law: 'As Kerala’s Clinical Establishments Act, 2018 asks of every clinic, these fees are shown in English and in Malayalam, and at the clinic.',
  questions: 'Questions about a fee? Call {phone}.',
  service: {
    title: 'Fees',
    all: 'See all our fees',
  },
};
