/// <reference types="node" />
// Read from disk: Vitest turns CSS imports (even `?raw`) into empty modules.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const styles = readFileSync(`${import.meta.dirname}/styles.css`, 'utf8');

/** The design tokens declared in the global stylesheet's `:root`, as name -> value. */
function readTokens(css: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const match of root.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    tokens.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return tokens;
}

function channel(hex: string, index: number): number {
  const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** The WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const tokens = readTokens(styles);

function colour(name: string): string {
  const value = tokens.get(`--colour-${name}`);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--colour-${name} is not a #rrggbb token`);
  return value;
}

// Every text colour on every background it is drawn on (WCAG 1.4.3, 4.5:1).
const textPairs: [string, string][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'brand-surface'],
  ['text', 'highlight'],
  ['text', 'warning-surface'],
  ['text', 'error-surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['link', 'background'],
  ['link', 'surface'],
  ['link', 'brand-surface'],
  ['link-hover', 'surface'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-dark'],
  ['brand-dark', 'surface'],
  ['brand-dark', 'brand-surface'],
  ['error', 'surface'],
  ['error', 'error-surface'],
  ['error-text', 'error-surface'],
  ['success-text', 'success-surface'],
  ['warning-text', 'warning-surface'],
  // The warning callout's label: white words on the warning colour.
  ['surface', 'warning-text'],
  ['accent-text', 'accent-surface'],
  ['neutral-text', 'neutral-surface'],
];

// Borders of controls and the two-tone focus ring against what surrounds them (WCAG 1.4.11, 3:1).
const nonTextPairs: [string, string][] = [
  ['control-border', 'surface'],
  ['control-border', 'background'],
  ['focus', 'brand'],
  ['focus', 'brand-dark'],
  ['text', 'surface'],
  ['error', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
];

describe('design tokens', () => {
  it.each(textPairs)('%s text on %s meets 4.5:1', (foreground, background) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s against %s meets 3:1', (foreground, background) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(3);
  });

  it('knows a failing pair when it sees one', () => {
    expect(contrast('#ffbf47', '#ffffff')).toBeLessThan(3);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('leaves no hard-coded colour in any stylesheet outside the tokens and the print styles', () => {
    const sheets = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    );
    expect(sheets.length).toBeGreaterThan(10);
    const found = sheets.flatMap((file) => {
      const css = readFileSync(`${import.meta.dirname}/${file}`, 'utf8')
        .replace(/:root\s*\{[^}]*\}/, '')
        .replace(/@media print \{[\s\S]*?\n\}\n/g, '');
      return (css.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? []).map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);
  });

  it('uses no custom property that no stylesheet declares (a misspelt token falls back silently)', () => {
    const sheets = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ file, css: readFileSync(`${import.meta.dirname}/${file}`, 'utf8') }));
    const declared = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const undeclared = sheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--[\w-]+)/g)].flatMap((m) => (declared.has(m[1]) ? [] : [`${file}: ${m[1]}`])),
    );
    expect(declared.has('--colour-surface')).toBe(true);
    expect(undeclared).toEqual([]);
  });
});
