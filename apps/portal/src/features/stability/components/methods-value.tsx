import { labelOf, TEST_METHODS, type TestMethod } from '@hcp/contracts/stability';

import { stabilityTexts as texts } from '../texts';

/** How a study tested a preparation or a combination, in the vocabulary's order; "Not stated" when the source is silent. */
export function MethodsValue({ methods }: { methods: readonly TestMethod[] }) {
  if (methods.length === 0) return <>{texts.methodsNotStated}</>;
  const order = TEST_METHODS.map((method) => method.value);
  const sorted = [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return <>{sorted.map((method) => labelOf(TEST_METHODS, method)).join(', ')}</>;
}
