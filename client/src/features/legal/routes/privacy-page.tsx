import { LegalPage } from './legal-page';

/** /privacy: what the site stores about visitors and why (linked from the registration form). */
export default function PrivacyPage() {
  return <LegalPage page="privacy" sections={['keep', 'why', 'cookies', 'choices']} />;
}
