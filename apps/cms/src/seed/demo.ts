import { CAPABILITIES, type Capability } from '@hcp/contracts/capabilities';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';

import { CERTIFICATION_STAFF, certifyDemoContentAs, seedReviews } from './certification';
import { type ContentArea, seedContent } from './content';
import { seedPublicPages } from './pages';

export const DEMO_PASSWORD = 'portal-demo-2026';

type DemoRole = { name: string; description: string; capabilities: readonly Capability[] };

const FULL_ACCESS: DemoRole = {
  name: 'Healthcare professional: full access',
  description: 'Approved clinicians with every portal area.',
  capabilities: CAPABILITIES,
};

const PHARMACIST: DemoRole = {
  name: 'Pharmacist',
  description: 'Hospital pharmacists: stability data, education, quick links, key contacts and issue reports.',
  capabilities: [
    'read',
    'wb_edit_current_user',
    'wb_read_stability_matrix',
    'wb_read_education',
    'wb_read_quick_links',
    'wb_read_key_contacts',
    'wb_read_report_issue',
  ],
};

const STAFF = [
  { email: 'admin@example.com', name: 'Alex Morgan', role: 'admin' },
  { email: 'editor@example.com', name: 'Eleanor Price', role: 'editor' },
] as const;

const PORTAL_ACCOUNTS = [
  {
    email: 'clinician@example.com',
    firstName: 'Clara',
    lastName: 'Whitfield',
    profession: 'doctor',
    organisation: 'Northbridge General Hospital, Critical Care',
    regulator: 'GMC',
    registrationNumber: '7034512',
    status: 'approved',
    role: FULL_ACCESS,
  },
  {
    email: 'pharmacist@example.com',
    firstName: 'Priya',
    lastName: 'Raman',
    profession: 'pharmacist',
    organisation: 'St Aldric University Hospital, Aseptic Services',
    regulator: 'GPhC',
    registrationNumber: '2087731',
    status: 'approved',
    role: PHARMACIST,
  },
  {
    email: 'lapsed@example.com',
    firstName: 'Leo',
    lastName: 'Marsh',
    profession: 'pharmacist',
    organisation: 'Northbridge General Hospital, Pharmacy',
    regulator: 'GPhC',
    registrationNumber: '2045518',
    status: 'approved',
    role: PHARMACIST,
    // What the monthly register check records for a number no longer on the register (docs/identity.md).
    registerCheck: { result: 'lapsed', checkedNumber: 'GPhC 2045518', daysAgo: 3 },
  },
  {
    email: 'noroles@example.com',
    firstName: 'Noah',
    lastName: 'Bennett',
    profession: 'nurse',
    organisation: 'Harrowgate Community Trust',
    regulator: 'NMC',
    registrationNumber: '19C4411E',
    // Confirmed their email, waiting for an editor to approve them with roles.
    status: 'pending',
    role: undefined,
  },
] as const;

/**
 * Fills an empty database with the demo roles and accounts, in one transaction so a failed seed leaves nothing behind.
 * A database that already has any CMS or portal account is left alone.
 */
export async function seedDemo(
  payload: Payload,
  { content = true }: { content?: boolean | readonly ContentArea[] } = {},
): Promise<'seeded' | 'skipped'> {
  const [staff, accounts] = await Promise.all([
    payload.count({ collection: 'admins', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
  ]);
  if (staff.totalDocs > 0 || accounts.totalDocs > 0) return 'skipped';

  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    // Seeding is a trusted bootstrap with no caller, so it writes with access control overridden.
    const roleIds = new Map<DemoRole, number>();
    for (const role of [FULL_ACCESS, PHARMACIST]) {
      const created = await payload.create({
        collection: 'roles',
        data: { name: role.name, description: role.description, capabilities: [...role.capabilities] },
        overrideAccess: true,
        req,
      });
      roleIds.set(role, created.id);
    }
    const staffIds = new Map<string, number>();
    for (const member of [...STAFF, ...CERTIFICATION_STAFF]) {
      const created = await payload.create({
        collection: 'admins',
        data: { ...member, password: DEMO_PASSWORD },
        overrideAccess: true,
        req,
      });
      staffIds.set(member.email, created.id);
    }
    const staff = {
      editor: staffIds.get('editor@example.com') ?? 0,
      reviewer: staffIds.get('reviewer@example.com') ?? 0,
      signatory: staffIds.get('signatory@example.com') ?? 0,
    };
    for (const account of PORTAL_ACCOUNTS) {
      const roleId = account.role ? roleIds.get(account.role) : undefined;
      await payload.create({
        collection: 'users',
        data: {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          profession: account.profession,
          organisation: account.organisation,
          regulator: account.regulator,
          registrationNumber: account.registrationNumber,
          status: account.status,
          roles: roleId === undefined ? [] : [roleId],
          ...('registerCheck' in account
            ? {
                registerCheck: {
                  result: account.registerCheck.result,
                  checkedNumber: account.registerCheck.checkedNumber,
                  checkedAt: new Date(Date.now() - account.registerCheck.daysAgo * 86_400_000).toISOString(),
                },
              }
            : {}),
          password: DEMO_PASSWORD,
        },
        overrideAccess: true,
        req,
      });
    }
    await seedPublicPages(payload, req);
    // Tests seed only the areas they read: the areas' content takes most of the seeding time.
    if (content !== false) {
      // The demo content comes certified by the demo signatory, with one draft in review and one pending change.
      certifyDemoContentAs(req, staff.signatory);
      await seedContent(payload, req, content === true ? undefined : content);
      await seedReviews(payload, req, staff);
    }
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  payload.logger.info(
    'Demo content seeded: roles, the demo accounts (see README), the public pages and every area’s content.',
  );
  return 'seeded';
}
