import type { Account } from '@hcp/contracts/account';
import { CAPABILITIES } from '@hcp/contracts/capabilities';
import type { CpdInfo } from '@hcp/contracts/cpd';
import type { ReactNode } from 'react';

import { CpdLabel } from '../../components/ui/cpd-label/cpd-label';
import { FormAlert } from '../../components/ui/form-alert/form-alert';
import { RichTextView } from '../../components/ui/rich-text/rich-text';
import { SelectField } from '../../components/ui/select-field/select-field';
import {
  AreaFailure,
  Loading,
  LoadError,
  LostConnection,
  ModuleError,
  Withdrawn,
} from '../../components/ui/status-screens/status-screens';
import { TextField } from '../../components/ui/text-field/text-field';
import { ToastCard } from '../../components/ui/toaster/toaster';
import { useAppDispatch } from '../../lib/hooks';
import { professionOptions } from '../../lib/professional-labels';
import { showToast } from '../../lib/show-toast';
import type { Toast } from '../../lib/toasts';
import { SearchBox } from '../search-box';
import { SideMenu } from '../side-menu';
import { appTexts } from '../texts';

const texts = appTexts.gallery;

const SAMPLE_ACCOUNT: Account = {
  id: 7,
  firstName: 'Sam',
  lastName: 'Sample',
  email: 'sam.sample@example.org',
  profession: 'pharmacist',
  organisation: 'Sample Hospital',
  regulator: 'GPhC',
  registrationNumber: '2000000',
  status: 'approved',
  roles: ['Sample role'],
  capabilities: [...CAPABILITIES],
  twoFactorEnabled: false,
};

/** The CPD label's four shapes: self-directed; a category with points; time without a category; time in hours. */
const CPD_SAMPLES: CpdInfo[] = [
  { type: 'self-directed', display: 'time', category: null, points: 0, time: { value: 45, unit: 'minutes' } },
  { type: 'accredited', display: 'points', category: 1, points: 2, time: { value: 60, unit: 'minutes' } },
  { type: 'accredited', display: 'time', category: null, points: 0, time: { value: 30, unit: 'minutes' } },
  { type: 'accredited', display: 'time', category: 2, points: 0, time: { value: 3, unit: 'hours' } },
];

const VARIANTS: Toast['variant'][] = ['information', 'success', 'warning', 'error'];

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = `specimen-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="specimen" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="specimen-body">{children}</div>
    </section>
  );
}

/** A living gallery of the portal's building blocks in their states, for designers and for the accessibility check. */
export function ComponentsGallery() {
  const dispatch = useAppDispatch();
  return (
    <div className="gallery">
      <h1>{texts.heading}</h1>
      <p className="muted">{texts.intro}</p>

      <Specimen title={texts.buttons.title}>
        <div className="specimen-row">
          <button type="button" className="button button-primary">
            {texts.buttons.primary}
          </button>
          <button type="button" className="button">
            {texts.buttons.secondary}
          </button>
          <button type="button" className="button button-primary" disabled>
            {texts.buttons.busy}
          </button>
          <button type="button" className="button button-link">
            {texts.buttons.linkStyle}
          </button>
        </div>
      </Specimen>

      <Specimen title={texts.fields.title}>
        <form className="auth-form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField label={texts.fields.plain} name="plain" />
          <TextField label={texts.fields.hinted} name="hinted" hint={texts.fields.hint} />
          <TextField
            label={texts.fields.withError}
            name="wrong"
            defaultValue="not-an-email"
            error={texts.fields.error}
          />
          <SelectField
            label={texts.fields.select}
            name="select"
            placeholder={texts.fields.selectPlaceholder}
            options={professionOptions}
          />
          <SelectField
            label={texts.fields.selectWithError}
            name="select-error"
            placeholder={texts.fields.selectPlaceholder}
            options={professionOptions}
            error={texts.fields.selectError}
          />
        </form>
      </Specimen>

      <Specimen title={texts.formMessages.title}>
        <FormAlert error={texts.formMessages.error} />
        <FormAlert success={texts.formMessages.success} />
      </Specimen>

      <Specimen title={texts.toasts.title}>
        <div className="specimen-stack">
          {VARIANTS.map((variant, index) => (
            <ToastCard
              key={variant}
              toast={{
                id: -1 - index,
                title: texts.toasts.sample(variant),
                text: texts.toasts.sampleText,
                variant,
                timeout: 5000,
                fixed: true,
                animation: 'none',
              }}
            />
          ))}
          <ToastCard
            toast={{
              id: -10,
              title: texts.toasts.option,
              variant: 'warning',
              type: 'option',
              timeout: 5000,
              fixed: true,
              animation: 'none',
            }}
          />
          <ToastCard
            toast={{
              id: -11,
              title: texts.toasts.confirm,
              variant: 'success',
              type: 'confirm',
              timeout: 5000,
              fixed: true,
              animation: 'none',
            }}
          />
        </div>
        <div className="specimen-row">
          {VARIANTS.map((variant) => (
            <button
              key={variant}
              type="button"
              className="button"
              onClick={() =>
                void dispatch(showToast({ title: texts.toasts.live(variant), text: texts.toasts.liveText, variant }))
              }
            >
              {texts.toasts.show(variant)}
            </button>
          ))}
        </div>
      </Specimen>

      <Specimen title={texts.menus.title}>
        <div className="specimen-row specimen-menus">
          <SideMenu account={SAMPLE_ACCOUNT} label={texts.menus.sideMenu} />
          <div className="specimen-search">
            <SearchBox capabilities={SAMPLE_ACCOUNT.capabilities} />
          </div>
        </div>
      </Specimen>

      <Specimen title={texts.richText.title}>
        <RichTextView
          content={[
            { type: 'heading', level: 3, children: [{ type: 'text', text: 'A heading' }] },
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Text can be ' },
                { type: 'text', text: 'bold', bold: true },
                { type: 'text', text: ', ' },
                { type: 'text', text: 'italic', italic: true },
                { type: 'text', text: ' or a ' },
                { type: 'link', url: '/contact', newTab: false, children: [{ type: 'text', text: 'link' }] },
                { type: 'text', text: '.' },
              ],
            },
            {
              type: 'list',
              ordered: false,
              items: [[{ type: 'text', text: 'A list item' }], [{ type: 'text', text: 'Another' }]],
            },
          ]}
        />
      </Specimen>

      <Specimen title={texts.cpdLabels.title}>
        <div className="specimen-row">
          {CPD_SAMPLES.map((cpd, index) => (
            <CpdLabel key={index} cpd={cpd} />
          ))}
        </div>
      </Specimen>

      <Specimen title={texts.screens.title}>
        <Loading label={texts.screens.loading} />
        <div className="specimen-screen">
          <ModuleError detail={texts.screens.moduleErrorDetail} headingLevel={3} />
        </div>
        <div className="specimen-screen">
          <AreaFailure
            what={texts.screens.areaFailure}
            headingLevel={3}
            retry={{ onRetry: () => undefined, retrying: false }}
          />
        </div>
        <div className="specimen-screen">
          <Withdrawn headingLevel={3} />
        </div>
        <div className="specimen-screen">
          <LostConnection headingLevel={3} />
        </div>
        <div className="specimen-screen">
          <LoadError headingLevel={3} />
        </div>
      </Specimen>
    </div>
  );
}
