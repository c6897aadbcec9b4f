import { LegalPage } from './legal-page';

/** /privacy: what the site stores about visitors and why (linked from the registration form). */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy" updated="November 2026">
      <h2>What we keep</h2>
      <p>When you register we keep your name, your email address and your password in a protected (hashed) form. When you write to us through the contact form we keep your name, your email or phone number and your message.</p>
      <h2>Why</h2>
      <p>Only to answer you and to arrange your stay, tours and transport. We do not sell your details or share them with advertisers.</p>
      <h2>Cookies</h2>
      <p>The site stores your sign-in in your browser so you stay signed in. It uses no advertising or tracking cookies.</p>
      <h2>Your choices</h2>
      <p>Ask us at any time to show you, correct or delete what we hold about you.</p>
    </LegalPage>
  );
}
