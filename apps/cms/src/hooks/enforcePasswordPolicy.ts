import { type CollectionBeforeValidateHook, ValidationError } from 'payload';

import { passwordProblem } from '../utilities/passwordPolicy';

/** Every password set on an account, from the portal or the admin UI, meets the same rule. */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const password: unknown = data?.password;
  if (typeof password !== 'string' || password === '') return data;
  const problem = passwordProblem(password);
  if (problem) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: problem }] }, req.t);
  }
  return data;
};
