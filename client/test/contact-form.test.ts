import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, validateContact } from '@/features/contact/components/contact-form-state';

const TODAY = '2026-03-10';
const valid = {
  ...EMPTY_CONTACT,
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.com',
  phone: '+91 98260-12345',
  subject: 'Family trip',
  message: 'We would like a room for four people in May.',
};

describe('validateContact', () => {
  it('when everything is empty, then each required field has the spec message', () => {
    const r = validateContact(EMPTY_CONTACT, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('when values are only spaces, then they count as empty (trimmed first)', () => {
    const r = validateContact({ ...valid, firstName: '   ' }, TODAY);
    expect(!r.ok && r.errors.firstName).toBe('First name is required');
  });
  it('when the email, phone and message are malformed, then the shape messages show', () => {
    const r = validateContact({ ...valid, email: 'asha@', phone: '12345', message: 'Too short' }, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.email).toBe('Please enter a valid email address');
    expect(r.errors.phone).toBe('Please enter a valid phone number (minimum 10 digits)');
    expect(r.errors.message).toBe('Message must be at least 20 characters long');
  });
  it('when the phone has letters, then it is refused', () => {
    const r = validateContact({ ...valid, phone: '98260abc12345' }, TODAY);
    expect(!r.ok && r.errors.phone).toBe('Please enter a valid phone number (minimum 10 digits)');
  });
  it('when the form is valid, then the trimmed values are returned with defaults', () => {
    const r = validateContact({ ...valid, firstName: '  Asha ' }, TODAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({
      firstName: 'Asha',
      preferredContact: 'email',
      serviceType: 'general',
      travelDate: '',
    });
    expect(r.data.numberOfPeople).toBeUndefined();
  });
  it('when the travel date is in the past or people is out of 1..50, then it is refused', () => {
    const r = validateContact({ ...valid, travelDate: '2026-03-09', numberOfPeople: '51' }, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.travelDate).toBeTruthy();
    expect(r.errors.numberOfPeople).toBe('Number of people must be between 1 and 50');
  });
});
