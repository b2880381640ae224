import type { Account } from '@hcp/contracts/account';
import { CAPABILITIES } from '@hcp/contracts/capabilities';
import type { ReactNode } from 'react';

import { FormAlert } from '../../components/ui/form-alert/form-alert';
import { RichTextView } from '../../components/ui/rich-text/rich-text';
import { SelectField } from '../../components/ui/select-field/select-field';
import { Loading, LoadError, LostConnection, ModuleError } from '../../components/ui/status-screens/status-screens';
import { TextField } from '../../components/ui/text-field/text-field';
import { ToastCard } from '../../components/ui/toaster/toaster';
import { useAppDispatch } from '../../lib/hooks';
import { professionOptions } from '../../lib/professional-labels';
import { showToast } from '../../lib/show-toast';
import type { Toast } from '../../lib/toasts';
import { SearchBox } from '../search-box';
import { SideMenu } from '../side-menu';

const SAMPLE_ACCOUNT: Account = {
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
};

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
      <h1>Components</h1>
      <p className="muted">The portal’s building blocks, in the states people meet them in.</p>

      <Specimen title="Buttons">
        <div className="specimen-row">
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button">
            Secondary
          </button>
          <button type="button" className="button button-primary" disabled>
            Busy…
          </button>
          <button type="button" className="button button-link">
            Link-style
          </button>
        </div>
      </Specimen>

      <Specimen title="Fields">
        <form className="auth-form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField label="Plain field" name="plain" />
          <TextField label="Field with a hint" name="hinted" hint="A hint says what to enter." />
          <TextField
            label="Field with an error"
            name="wrong"
            defaultValue="not-an-email"
            error="Enter a valid email address."
          />
          <SelectField label="Select" name="select" placeholder="Choose one" options={professionOptions} />
          <SelectField
            label="Select with an error"
            name="select-error"
            placeholder="Choose one"
            options={professionOptions}
            error="Choose your profession."
          />
        </form>
      </Specimen>

      <Specimen title="Form messages">
        <FormAlert error="Please correct the fields marked below." />
        <FormAlert success="Your details have been saved." />
      </Specimen>

      <Specimen title="Toasts">
        <div className="specimen-stack">
          {VARIANTS.map((variant, index) => (
            <ToastCard
              key={variant}
              toast={{
                id: -1 - index,
                title: `A ${variant} toast`,
                text: 'Its text explains what happened.',
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
              title: 'An option toast',
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
              title: 'A confirm toast',
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
                void dispatch(showToast({ title: `Live ${variant} toast`, text: 'It goes after 5 seconds.', variant }))
              }
            >
              Show {variant}
            </button>
          ))}
        </div>
      </Specimen>

      <Specimen title="Menus">
        <div className="specimen-row specimen-menus">
          <SideMenu account={SAMPLE_ACCOUNT} label="Sample side menu" />
          <div className="specimen-search">
            <SearchBox capabilities={SAMPLE_ACCOUNT.capabilities} />
          </div>
        </div>
      </Specimen>

      <Specimen title="Rich text">
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

      <Specimen title="Loading and failure screens">
        <Loading label="Loading…" />
        <ModuleError detail="The server answered 502 with content that could not be read." />
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
