import { describe, expect, it } from 'vitest';
import { enquiryForm } from '@/copy/en/enquiry-form';
import { emptyEnquiry, enquiryRules, type EnquiryInput } from '@/lib/forms/enquiry';
import { buildEnquiryMessage } from '@/lib/forms/messages';
import { firstErrors, requestOf } from '../../support/form-rules';

const rules = enquiryRules(enquiryForm.messages);
const valid: EnquiryInput = {
  name: 'Rahul Nair',
  email: 'rahul@example.com',
  phone: '',
  service: '',
  message: 'Do you open on public holidays?',
};
const errorsFor = (patch: Partial<EnquiryInput>) => firstErrors(rules, { ...valid, ...patch });

describe('enquiry rules and their messages', () => {
  it('accepts a request with only the required fields', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('gives the spec message for every empty required field', () => {
    expect(firstErrors(rules, emptyEnquiry)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each([
    ['  ', 'Name is required'],
    ['R', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'Name must be at most 100 characters'],
  ])('name %j → %s', (name, message) => {
    expect(errorsFor({ name }).name).toBe(message);
  });

  it.each([
    ['rahul@example', undefined],
    ['rahul@example.com', undefined],
    ['rahul', 'Invalid email address'],
    ['rahul @example.com', 'Invalid email address'],
    ['@example.com', 'Invalid email address'],
    ['  ', 'Email is required'],
  ])('email %j → %s', (email, message) => {
    expect(errorsFor({ email }).email).toBe(message);
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['984702199', 'Please enter a valid phone number'],
    ['9847021993', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', 'Please enter a valid phone number'],
    ['call me', 'Please enter a valid phone number'],
  ])('optional phone %j → %s', (phone, message) => {
    expect(errorsFor({ phone }).phone).toBe(message);
  });

  it('takes an empty service or one of its own distinct values (DECISIONS 14)', () => {
    for (const service of ['', 'dental-care', 'feedback', 'other']) expect(errorsFor({ service })).toEqual({});
    expect(errorsFor({ service: 'emergency' }).service).toBe('Please select a service from the list');
  });

  it.each([
    ['   \n ', 'Message is required'],
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), 'Your message is too long: please keep it to 1000 characters'],
  ])('message of %#', (message, expected) => {
    expect(errorsFor({ message }).message).toBe(expected);
  });
});

describe('enquiry message', () => {
  it('lays out a full enquiry with the service label', () => {
    const request = requestOf(rules, {
      name: ' Rahul Nair ',
      email: 'rahul@example.com',
      phone: '0481 256 3140',
      service: 'dental-care',
      message: 'Do you treat children?\nMy son is 6.',
    });
    expect(buildEnquiryMessage(request)).toBe(
      [
        '*New Enquiry from Website*',
        '',
        'Name: Rahul Nair',
        'Email: rahul@example.com',
        'Phone: 0481 256 3140',
        'Service Interest: Dental Care enquiry',
        '',
        '*Message*',
        '> Do you treat children?',
        '> My son is 6.',
        '',
        'Please get back to me at your earliest convenience.',
      ].join('\n'),
    );
  });

  it('fills the defaults of a minimal enquiry and has no date line', () => {
    const text = buildEnquiryMessage(requestOf(rules, valid));
    expect(text).toBe(
      [
        '*New Enquiry from Website*',
        '',
        'Name: Rahul Nair',
        'Email: rahul@example.com',
        'Phone: Not provided',
        'Service Interest: General Inquiry',
        '',
        '*Message*',
        '> Do you open on public holidays?',
        '',
        'Please get back to me at your earliest convenience.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/date/i);
  });

  it('falls back to "No additional message provided" for an empty message', () => {
    const text = buildEnquiryMessage({ ...requestOf(rules, valid), message: '' });
    expect(text).toContain('*Message*\nNo additional message provided\n');
  });

  it('reads the label of each enquiry topic', () => {
    const topics = (['feedback', 'other'] as const).map(
      (service) => buildEnquiryMessage({ ...requestOf(rules, valid), service }).match(/^Service Interest: (.*)$/m)?.[1],
    );
    expect(topics).toEqual(['Feedback', 'Other']);
  });
});
