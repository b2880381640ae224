import { createContext, type ReactNode, useContext } from 'react';

const PreviewModeContext = createContext(false);

/**
 * Marks what it wraps as an editor's preview of a draft: screens then leave out what belongs to a signed-in account
 * (a star, a CPD completion, paging through live lists), since the preview is read as nobody.
 */
export function PreviewMode({ children }: { children: ReactNode }) {
  return <PreviewModeContext value={true}>{children}</PreviewModeContext>;
}

/** Whether this screen is drawn inside an editor's preview. */
export function usePreviewMode(): boolean {
  return useContext(PreviewModeContext);
}
