import type { DocumentLink } from '@hcp/contracts/content';

import type { Document } from '../../payload-types';

/**
 * An item's attachments (read at depth 1) as download links. A document the caller may not read stays an id after
 * population, and a record without a file cannot be downloaded, so neither is listed.
 */
export function documentLinksOf(documents: (number | Document)[] | null | undefined): DocumentLink[] {
  return (documents ?? []).flatMap((document) =>
    typeof document === 'object' && document.filename
      ? [
          {
            id: document.id,
            title: document.title,
            filename: document.filename,
            mimeType: document.mimeType ?? 'application/octet-stream',
            filesize: document.filesize ?? 0,
          },
        ]
      : [],
  );
}
