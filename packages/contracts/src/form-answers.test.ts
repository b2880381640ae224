import { describe, expect, it } from 'vitest';

import { checkAnswer, isValidPhone, isValidPhoneAnswer } from './form-answers';
import { ANSWER_CASES, titleOf } from './form-answers.cases';

describe('checkAnswer', () => {
  it.each(ANSWER_CASES.map((answer) => [titleOf(answer), answer] as const))('%s', (_title, answer) => {
    const check = checkAnswer(answer.field, answer.value);
    if (answer.problem === null) {
      expect(check).toEqual({ ok: true, value: 'kept' in answer ? answer.kept : answer.value });
    } else {
      expect(check).toEqual({ ok: false, problem: answer.problem });
    }
  });
});

describe('isValidPhoneAnswer, a form’s phone answer with an extension or bleep', () => {
  it.each([
    '0161 496 0000 ext 4412',
    '0161 496 0000 EXT. 4412',
    '0161 496 0000 extension 4412',
    '+44 161 496 0000 x4412',
    '+44 161 496 0000 X 4412',
    '0161 496 0000x4412',
    '0161 496 0000 bleep 2345',
    'bleep 2345',
    'Bleep 2345',
    '0161 496 0000 ext 1',
    '0161 496 0000 ext 123456',
    ' +44 (0)161 496 0000 ext 4412 ',
  ])('accepts %s', (phone) => {
    expect(isValidPhoneAnswer(phone)).toBe(true);
  });

  it.each([
    // Letters other than the markers
    '0161 496 0000 ward 4',
    '0161 496 0000 ext 44a2',
    '0161 496 0000 extn 4412',
    '0161 496 0000 xx4412',
    '0161 496 0000 box 4412',
    '0161 496 0000 ext 4412 bleep 2345',
    // An empty extension or bleep
    '0161 496 0000 ext',
    '0161 496 0000 ext.',
    '0161 496 0000 x',
    'bleep',
    // Too long: the extension, or the number before it
    '0161 496 0000 ext 1234567',
    'bleep 1234567',
    '0161 496 0000 0000 0000 ext 4412',
    // An extension needs its switchboard's number; the number itself must still be one
    'ext 4412',
    'x4412',
    '123456 ext 4412',
    '0161 496 0000 ext 44 12',
  ])('refuses %s', (phone) => {
    expect(isValidPhoneAnswer(phone)).toBe(false);
  });

  it('keeps the answer as typed, extension and all', () => {
    const field = ANSWER_CASES.find((answer) => answer.field.type === 'phone')?.field;
    if (!field) throw new Error('No phone field among the cases.');
    expect(checkAnswer(field, '+44 161 496 0000 x4412')).toEqual({ ok: true, value: '+44 161 496 0000 x4412' });
  });
});

describe('isValidPhone, the rule for numbers that become tel: links (team members, the medical information line)', () => {
  it.each([
    '+44 1632 960 118',
    '01632 960118',
    '+44 (0)1632 960118',
    '+353 1 555 0142',
    '1632.960.118',
    ' 0161-496-0000 ',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '',
    'call me',
    '+44 1632 960 118 ext 4',
    '123456',
    '+44 1632 960 118 960 118 00',
    '++44 1632 960118',
    '0161+496',
  ])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
