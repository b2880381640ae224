import { describe, expect, it } from 'vitest';

import { pseudonymOf, pseudonymousAddress, scrubText, scrubValue } from './pseudonym';

const who = {
  email: 'ann.lee@hospital.test',
  firstName: 'Ann',
  lastName: 'Lee',
  registrationNumber: 'GPH-2041',
  otherValues: ['020 7946 0417'],
};

describe('scrubbing a person out of kept text', () => {
  it('cuts the full name in either order, each name, the address, the registration and phone numbers', () => {
    expect(scrubText('Reported by Ann Lee (GPH-2041), ann.lee@hospital.test, 020 7946 0417.', who)).toBe(
      'Reported by [erased] ([erased]), [erased], [erased].',
    );
    expect(scrubText('LEE, ANN called; Lee Ann too', who)).toBe('[erased] called; [erased] too');
  });

  it('leaves words that only contain a name alone', () => {
    expect(scrubText('Annual review of Leeds stock by Annabel', who)).toBe('Annual review of Leeds stock by Annabel');
  });

  it('scrubs every string inside answers, keeping their shape', () => {
    expect(scrubValue({ note: 'Ann saw it', lines: [{ by: 'Lee' }], count: 2, harmed: false }, who)).toEqual({
      note: '[erased] saw it',
      lines: [{ by: '[erased]' }],
      count: 2,
      harmed: false,
    });
  });
});

describe('the pseudonym', () => {
  it('is the same for an address however it is spelt, different for another, and never the address', () => {
    expect(pseudonymOf(' Ann.Lee@Hospital.test ')).toBe(pseudonymOf('ann.lee@hospital.test'));
    expect(pseudonymOf('ann.lee@hospital.test')).not.toBe(pseudonymOf('ann.leigh@hospital.test'));
    expect(pseudonymOf('ann.lee@hospital.test')).toMatch(/^erased-[0-9a-f]{16}$/);
    expect(pseudonymousAddress('ann.lee@hospital.test')).toMatch(/^erased-[0-9a-f]{16}@erased\.invalid$/);
  });
});
