import {
  type Container,
  type Diluent,
  distinctInOrder,
  labelOf,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
} from '@hcp/contracts/stability';
import type { FieldHook } from 'payload';

type Row = { diluent?: Diluent | null; container?: Container | null };

/** The diluents and containers of a product's rows, in words, so editors see what the portal will list. */
export const describeStudiedWith: FieldHook = ({ data }) => {
  const rows = ((data as { matrix?: Row[] | null } | undefined)?.matrix ?? []).filter(Boolean);
  const diluents = distinctInOrder(
    STABILITY_DILUENTS,
    rows.flatMap((row) => (row.diluent ? [row.diluent] : [])),
  ).map((value) => labelOf(STABILITY_DILUENTS, value));
  const containers = distinctInOrder(
    STABILITY_CONTAINERS,
    rows.flatMap((row) => (row.container ? [row.container] : [])),
  ).map((value) => labelOf(STABILITY_CONTAINERS, value));
  if (diluents.length === 0) return 'No preparations yet.';
  return `${diluents.join(', ')} · ${containers.join(', ')}`;
};
