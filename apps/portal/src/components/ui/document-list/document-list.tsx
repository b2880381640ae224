import type { DocumentLink } from '@hcp/contracts/content';

import { useDocumentDownload } from '../../../lib/document-download';

const KIND_BY_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'text/plain': 'Text',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

function kindOf(document: DocumentLink): string {
  return KIND_BY_MIME[document.mimeType] ?? document.filename.split('.').pop()?.toUpperCase() ?? 'File';
}

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Downloadable attachments, each as a button: downloads go through the authorised call. */
export function DocumentList({ documents, heading = 'Documents' }: { documents: DocumentLink[]; heading?: string }) {
  const { download, pending } = useDocumentDownload();
  if (documents.length === 0) return null;
  return (
    <section className="document-list" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void download(document)}
              aria-busy={pending === document.id}
              disabled={pending === document.id}
            >
              Download {document.title}
            </button>{' '}
            <span className="muted">
              {kindOf(document)}, {sizeOf(document.filesize)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
