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
  schema: Schema,
  submit: (data: z.output<Schema>, form: HTMLFormElement) => Promise<unknown>,
  select: (values: Record<string, string>) => unknown = (values) => values,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((count) => count + 1);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(select(formValues(form)));
    if (!parsed.success) {
      setClientErrors(fieldMessages(parsed.error.issues));
      failed();
      return;
    }
    setClientErrors({});
    void submit(parsed.data, form).catch(failed);
  };
  return { clientErrors, onSubmit, failures };
}
