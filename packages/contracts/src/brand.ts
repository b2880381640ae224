import { z } from 'zod';

/** The portal's own colour, used when the brand settings name none: white text on it reads at 7.4:1. */
export const DEFAULT_BRAND_COLOUR = '#005a8c';
export const DEFAULT_BRAND_NAME = 'HCP Portal';

const HEX = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(hex: string, other: [number, number, number], share: number): string {
  const [red, green, blue] = channels(hex);
  const blend = (own: number, theirs: number) => own * (1 - share) + theirs * share;
  return toHex([blend(red, other[0]), blend(green, other[1]), blend(blue, other[2])]);
}

/**
 * The three brand tokens the portal's stylesheet uses, from one colour: the colour itself (buttons, the header bar,
 * with white text), a darker one (hovers, text on the light tint) and a light tint (highlighted surfaces).
 */
export function brandPalette(colour: string): { brand: string; brandDark: string; brandSurface: string } {
  return {
    brand: colour.toLowerCase(),
    brandDark: mix(colour, [0, 0, 0], 0.25),
    brandSurface: mix(colour, [255, 255, 255], 0.9),
  };
}

/** Why a brand colour cannot be used, or undefined when every pair it makes meets WCAG 2.2 AA (4.5:1). */
export function brandColourProblem(colour: string): string | undefined {
  if (!HEX.test(colour)) return 'Enter a colour as # and six hexadecimal digits, such as #005a8c.';
  const palette = brandPalette(colour);
  if (contrastRatio(palette.brand, '#ffffff') < 4.5)
    return `White text on ${colour} reads at ${contrastRatio(colour, '#ffffff').toFixed(1)}:1; choose a darker colour (4.5:1 at least).`;
  if (contrastRatio(palette.brandDark, palette.brandSurface) < 4.5)
    return `Text in the darker shade on the light tint of ${colour} is too faint; choose a darker colour.`;
  return undefined;
}

export const BrandLogoSchema = z
  .object({ url: z.string(), alt: z.string(), width: z.number().int().positive(), height: z.number().int().positive() })
  .meta({ id: 'BrandLogo' });

/** `GET api/v1/brand`: the name, colour and logo editors set in the CMS; public, since the sign-in screen shows them. */
export const BrandSchema = z
  .object({
    name: z.string().min(1).max(60),
    primaryColour: z.string().regex(HEX),
    logo: BrandLogoSchema.nullable(),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof BrandSchema>;
