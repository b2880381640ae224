import { privacyTexts } from '../texts';
import { ConsentRecords } from './consent-records';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccount } from './delete-account';
import '../privacy.css';

/** The account page's "Your data": a copy of one's data, one's consents, and erasure (GDPR articles 15, 17, 20). */
export function YourData({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return (
    <section className="your-data" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">{privacyTexts.heading}</h2>
      <p>{privacyTexts.intro}</p>
      <DataExportPanel />
      <ConsentRecords />
      <DeleteAccount twoFactorEnabled={twoFactorEnabled} />
    </section>
  );
}
