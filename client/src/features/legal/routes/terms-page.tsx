import { LegalPage } from './legal-page';

/** /terms: the plain terms a visitor accepts when registering (linked from the registration form). */
export default function TermsPage() {
  return (
    <LegalPage title="Terms and conditions" updated="November 2026">
      <h2>Bookings</h2>
      <p>Rooms, tours and Gypsy rides are reserved with us directly, by phone or WhatsApp. Nothing is booked or paid on this website. A reservation is confirmed only when we confirm it to you.</p>
      <h2>Prices</h2>
      <p>Prices are in Indian rupees. Rooms are priced per night, Gypsy rides per day and tours per person. Weekend prices can be higher. The price we confirm to you is the one that counts.</p>
      <h2>Cancellations</h2>
      <p>Each room, tour and vehicle shows its own cancellation policy on its page. Please tell us as early as you can if your plans change.</p>
      <h2>Your account</h2>
      <p>Keep your password to yourself and give us a real email address. We may close an account that is misused.</p>
      <h2>Safety</h2>
      <p>Follow the guide's and the driver's instructions on tours and in the forest, and the rules of the Satpura Tiger Reserve.</p>
    </LegalPage>
  );
}
