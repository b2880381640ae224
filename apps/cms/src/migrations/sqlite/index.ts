import * as migration_20261121_230928_initial from './20261121_230928_initial';
import * as migration_20261121_234517_identity_profile from './20261121_234517_identity_profile';

export const migrations = [
  {
    up: migration_20261121_230928_initial.up,
    down: migration_20261121_230928_initial.down,
    name: '20261121_230928_initial',
  },
  {
    up: migration_20261121_234517_identity_profile.up,
    down: migration_20261121_234517_identity_profile.down,
    name: '20261121_234517_identity_profile'
  },
];
