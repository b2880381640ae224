import { type SubmitEvent, useState } from 'react';
import type { z } from 'zod';

import { fieldMessages } from '@hcp/contracts/errors';

import { formValues } from './form-data';

/**
 * A form's submit handler: reads the fields, checks them with the contract's schema (messages show beside the fields
 * at once, without a round trip), and only then calls `submit`, whose failure the caller's mutation state shows.
 * `failures` counts failed submits (refused by the schema or by `submit`), for an error summary to take the focus.
 */
export function useValidatedSubmit<Schema extends z.ZodType>(
  /** The schema, or a loader of it for a form on a first screen, which should not wait for zod (issue 16). */
  schema: Schema | (() => Promise<Schema>),
  submit: (data: z.output<Schema>, form: HTMLFormElement) => Promise<unknown>,
  select: (values: Record<string, string>) => unknown = (values) => values,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((count) => count + 1);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = select(formValues(form));
    const check = (loaded: Schema) => {
      const parsed = loaded.safeParse(values);
      if (!parsed.success) {
        setClientErrors(fieldMessages(parsed.error.issues));
        failed();
        return;
      }
      setClientErrors({});
      void submit(parsed.data, form).catch(failed);
    };
    if (typeof schema === 'function') void schema().then(check, failed);
    else check(schema);
  };
  return { clientErrors, onSubmit, failures };
}
