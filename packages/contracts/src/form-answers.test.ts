import { describe, expect, it } from 'vitest';

import { checkAnswer, isValidPhone } from './form-answers';
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

describe('isValidPhone, the one phone rule (form answers and team members)', () => {
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
