import type { CpdTarget, WidgetType } from '@hcp/contracts/dashboard';
import type { ComponentType } from 'react';

/** What the dashboard hands every widget; each widget takes what it needs. */
export type WidgetProps = { cpdTarget: CpdTarget };

/** The widget components by type. The app composes it from the features that own each widget's data. */
export type WidgetRegistry = Record<WidgetType, ComponentType<WidgetProps>>;
