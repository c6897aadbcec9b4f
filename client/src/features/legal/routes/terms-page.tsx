import { LegalPage } from './legal-page';

/** /terms: the plain terms a visitor accepts when registering (linked from the registration form). */
export default function TermsPage() {
  return <LegalPage page="terms" sections={['bookings', 'prices', 'cancellations', 'account', 'safety']} />;
}
