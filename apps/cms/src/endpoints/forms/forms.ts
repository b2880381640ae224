import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { FormDefinitionSchema } from '@hcp/contracts/forms';

import type { PortalApiEnv } from '../context';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';
import { resolveFormCaller } from './caller';
import { formDefinitionOf } from './present';
import { catalogueProductOptions, readFormFor } from './read-form';

export const FormSlugSchema = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use the form’s slug.'),
});

const definitionRoute = createRoute({
  method: 'get',
  path: '/api/v1/forms/{slug}',
  tags: ['Forms'],
  summary: 'A form’s definition',
  description:
    'Everything the portal needs to render a published form: its fields (catalogue-products fields list the published catalogue products as options), submit label, bot check and confirmation. A public form (`capability` null) answers anyone; any other needs a bearer token whose account holds the form’s capability (or an integration client’s API key, `Authorization: integration-clients API-Key <key>`, holding it).',
  security: [{}, ...bearerSecurity],
  request: { params: FormSlugSchema },
  responses: {
    200: jsonResponse(FormDefinitionSchema, 'The form.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      errorResponses.unauthorized.content['application/json'].schema,
      'The form needs a capability and no token was sent.',
    ),
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

/** `GET api/v1/forms/{slug}`. */
export function registerFormDefinition(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(definitionRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const resolved = await resolveFormCaller(c);
    if ('refusal' in resolved) return resolved.refusal;
    const read = await readFormFor(c, slug, resolved.caller);
    if ('refusal' in read) return read.refusal;
    return c.json(formDefinitionOf(read.form, await catalogueProductOptions(c, read.form)), 200);
  });
}
