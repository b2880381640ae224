import { uiTexts } from '../texts';
import './generic-name.css';

const texts = uiTexts.genericName;

/**
 * The generic name (INN) after the brand, "Vanclorin 1 g · vancomycin". The dot is decoration; a screen reader hears
 * "Vanclorin 1 g, generic name: vancomycin". Nothing is drawn for a product not yet given an INN.
 */
export function GenericName({ inn }: { inn: string | null }) {
  if (!inn) return null;
  return (
    <span className="generic-name">
      <span aria-hidden="true"> ·&nbsp;</span>
      <span className="visually-hidden">, {texts.genericName}: </span>
      <span className="generic-name-inn">{inn}</span>
    </span>
  );
}

/** "Also known as" the product's synonyms, when it has any. */
export function Synonyms({ synonyms }: { synonyms: readonly string[] }) {
  if (synonyms.length === 0) return null;
  return (
    <p className="generic-synonyms">
      {texts.alsoKnownAs} {synonyms.join(', ')}
    </p>
  );
}
