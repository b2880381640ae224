import { AMOUNT_UNITS, labelOf, type Reconstitution, STABILITY_DILUENTS } from '@hcp/contracts/stability';

import { formatConcentration } from '../matrix';
import { stabilityTexts } from '../texts';

const texts = stabilityTexts.reconstitution;
const volume = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** How a vial is made ready to draw up: what it holds, what to add, the displacement and the resulting concentration. */
export function ReconstitutionFacts({ reconstitution }: { reconstitution: Reconstitution }) {
  const { vialContent, diluent, volumeAddedMl, displacementMl, concentration } = reconstitution;
  return (
    <section className="stability-reconstitution" aria-labelledby="stability-reconstitution-heading">
      <h2 id="stability-reconstitution-heading">{texts.heading}</h2>
      <dl className="stability-facts">
        <dt>{texts.vialContent}</dt>
        <dd>
          {volume.format(vialContent.value)} {labelOf(AMOUNT_UNITS, vialContent.unit)}
        </dd>
        <dt>{texts.add}</dt>
        <dd>
          {diluent === null || volumeAddedMl === 0
            ? texts.addNothing
            : texts.addVolume(volume.format(volumeAddedMl), labelOf(STABILITY_DILUENTS, diluent).toLowerCase())}
        </dd>
        <dt>{texts.displacement}</dt>
        <dd>{texts.displacementValue(volume.format(displacementMl))}</dd>
        <dt>{texts.concentration}</dt>
        <dd>{formatConcentration(concentration)}</dd>
      </dl>
    </section>
  );
}
