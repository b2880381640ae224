import type { Brand } from '@hcp/contracts/brand';
import { Link } from 'react-router';

import { BrandMark } from '../../../components/ui/brand-mark/brand-mark';
import { paths } from '../../../config/paths';
import { pagesTexts } from '../texts';
import { MedicalInformationLine } from './medical-information-line';
import './landing-page.css';

const texts = pagesTexts.landing;

/**
 * The portal's front door for a visitor who is not signed in (/): the provider's name and logo from the brand
 * settings, what professionals find inside, who may register and how approval works, with Register and Sign in side
 * by side (docs/design-system.md, "The landing page").
 */
export function LandingPage({ brand }: { brand: Brand }) {
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="home-heading">
        <BrandMark brand={brand} size="large" />
        <p className="landing-eyebrow">{texts.eyebrow}</p>
        <h1 id="home-heading">{texts.heading(brand.name)}</h1>
        <p className="landing-lead">{texts.lead}</p>
        <div className="landing-actions" role="group" aria-label={texts.actions}>
          <Link className="button button-primary" to={paths.register}>
            {texts.register}
          </Link>
          <Link className="button" to={paths.login}>
            {texts.signIn}
          </Link>
        </div>
      </section>

      <section aria-labelledby="landing-inside">
        <h2 id="landing-inside">{texts.insideHeading}</h2>
        <ul className="landing-inside">
          {texts.inside.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="landing-columns">
        <section aria-labelledby="landing-who">
          <h2 id="landing-who">{texts.whoHeading}</h2>
          <p>{texts.who}</p>
        </section>
        <section aria-labelledby="landing-approval">
          <h2 id="landing-approval">{texts.approvalHeading}</h2>
          <ol className="landing-steps">
            {texts.approval.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <MedicalInformationLine lead={texts.questions} leadWithoutLine={texts.questionsNoLine} />
    </div>
  );
}
