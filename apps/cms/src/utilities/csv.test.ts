import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hello", then leave')).toBe('"say ""hello"", then leave"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('keeps %j from being read as a formula', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it('leaves numbers and harmless text alone', () => {
    expect(csvCell(2.5)).toBe('"2.5"');
    expect(csvCell('2026-03-01')).toBe('"2026-03-01"');
    expect(csvCell('Café – über')).toBe('"Café – über"');
  });
});

describe('toCsv', () => {
  it('writes a UTF-8 byte-order mark, commas between cells and CRLF after every row', () => {
    expect(
      toCsv([
        ['Date', 'Title'],
        ['2026-03-01', '=HYPERLINK("x")'],
      ]),
    ).toBe('\ufeff"Date","Title"\r\n"2026-03-01","\'=HYPERLINK(""x"")"\r\n');
  });
});
