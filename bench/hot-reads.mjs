// The hot reads issue 16 names, shared by bench/api.mjs (under load) and bench/cold.mjs (first read after a change).
import { createClient } from '@libsql/client';
import pg from 'pg';

/** Signs the demo clinician in and lists the calls to measure, with their headers; the first is the reference. */
export async function hotReads(baseUrl) {
  const signIn = await fetch(`${baseUrl}/json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'clinician@example.com', password: 'portal-demo-2026' }),
  });
  const { token } = await signIn.json();

  const signedIn = { authorization: `Bearer ${token}` };
  /** The first item of a list, for the item calls: the demo's content, whatever its slugs. */
  const first = async (path, pick = (answer) => answer.items[0]) => {
    const response = await fetch(`${baseUrl}/json/api/v1/${path}`, { headers: signedIn });
    const item = pick(await response.json());
    if (!item) throw new Error(`${path} listed nothing to read`);
    return item.slug;
  };
  const educationCourse = await first('education');
  const ySiteProduct = 'meropendra-1-g';
  const matrix = await (await fetch(`${baseUrl}/json/api/v1/stability/${ySiteProduct}`, { headers: signedIn })).json();
  const calculatorRow = matrix.matrix[0]?.id;
  if (!calculatorRow) throw new Error(`${ySiteProduct} has no matrix row to calculate from`);
  const educationItem = await first(`education/${educationCourse}`, (answer) => answer.items.items[0]);
  const api = (name, path) => ({ name, path: `/json/api/v1/${path}`, headers: signedIn });
  return [
    { name: 'GET /json/health (reference)', path: '/json/health' },
    api('account', 'account'),
    api('roles', 'account/roles'),
    api('stability list, page 1', 'stability'),
    api('stability item', `stability/${await first('stability')}`),
    api('stability search ?q=vanc', 'stability?q=vanc'),
    api('education list', 'education'),
    api('education course', `education/${educationCourse}`),
    api('education item', `education-item/${educationItem}`),
    api('clinical resources', 'clinical-resources'),
    api('clinical trials', 'clinical-trials'),
    api('important updates', 'important-updates'),
    api('teams', 'teams'),
    api('product catalogue', 'product-catalogue'),
    api('quick links', 'quick-links'),
    api('submenu: stability', 'menu/stability'),
    api('submenu: education', 'menu/education'),
    api('submenu: clinical resources', 'menu/clinical-resources'),
    api('submenu: clinical trials', 'menu/clinical-trials'),
    api('dashboard', 'account/dashboard'),
    api('pinned clinical requests', 'account/pinned-clinical-requests'),
    api('search ?q=vancomycin', 'search?q=vancomycin'),
    api('Y-site of a product', `stability/${ySiteProduct}/y-site`),
    api('Y-site check, 3 drugs', `y-site?product=${ySiteProduct}&drugs=furosemide,ondansetron,paracetamol`),
    // A POST: bench/api.mjs sends it with its body; bench/cold.mjs, which times reads, leaves it out.
    {
      ...api('calculate a preparation (POST)', `stability/${ySiteProduct}/calculate`),
      method: 'POST',
      body: JSON.stringify({
        rowId: calculatorRow,
        dose: { value: 1, unit: 'g' },
        basis: 'total',
        weightKg: null,
        final: { kind: 'volume', volumeMl: 100 },
        administration: { kind: 'duration', minutes: 30 },
        preparedAt: '2026-11-28T10:15:00+00:00',
      }),
    },
    { name: 'GET /education/a/b (SPA deep link)', path: '/education/a/b' },
  ];
}

/**
 * Moves the server's read model to its next generation from outside, as an editor's change in another process would:
 * every process drops its ready answers on its next request.
 */
export async function readModelBumper(database) {
  const statement = 'UPDATE read_model SET generation = generation + 1';
  if (database.startsWith('file:')) {
    const client = createClient({ url: database });
    return { bump: () => client.execute(statement), close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  return { bump: () => client.query(statement), close: () => client.end() };
}
