import type { DocumentLink } from '@hcp/contracts/content';

import { useDocumentDownload } from '../../../lib/document-download';
import { usePreviewMode } from '../preview/preview-mode';
import { uiTexts } from '../texts';

const texts = uiTexts.documentList;

const KIND_BY_MIME: Record<string, string> = texts.kinds;

function kindOf(document: DocumentLink): string {
  return KIND_BY_MIME[document.mimeType] ?? document.filename.split('.').pop()?.toUpperCase() ?? texts.unknownKind;
}

function sizeOf(bytes: number): string {
  if (bytes < 1024) return texts.bytes(bytes);
  if (bytes < 1024 * 1024) return texts.kilobytes(Math.round(bytes / 1024));
  return texts.megabytes(bytes / (1024 * 1024));
}

/**
 * Downloadable attachments, each as a button: downloads go through the authorised call. An editor's preview lists
 * them without the button, as the download needs a professional's session.
 */
export function DocumentList({ documents, heading = texts.heading }: { documents: DocumentLink[]; heading?: string }) {
  const { download, pending } = useDocumentDownload();
  const preview = usePreviewMode();
  if (documents.length === 0) return null;
  return (
    <section className="document-list" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            {preview ? (
              <strong>{document.title}</strong>
            ) : (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void download(document)}
                aria-busy={pending === document.id}
                disabled={pending === document.id}
              >
                {texts.download(document.title)}
              </button>
            )}{' '}
            <span className="muted">
              {texts.kindAndSize(kindOf(document), sizeOf(document.filesize))}
              {preview && `, ${texts.inPortalOnly}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
