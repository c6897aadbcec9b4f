import styles from './home.module.css';

/** Static marketing claims of docs/product.md#overview. */
const STATS = [
  { value: '50+', label: 'Accommodations' },
  { value: '25+', label: 'Tours' },
  { value: '30+', label: 'Vehicles' },
  { value: '500+', label: 'Happy guests' },
  { value: '4.9/5', label: 'Rating' },
  { value: '98%', label: 'Satisfaction' },
];

const REASONS = [
  { title: 'Local experts', text: 'Born and raised in Pachmarhi, our guides and drivers know every trail, waterfall and viewpoint.' },
  { title: 'Honest prices', text: 'Clear rates in rupees with no hidden charges. You pay us directly, nothing online.' },
  { title: 'Everything in one place', text: 'Rooms, guided tours and Gypsy safaris planned together, so your trip just works.' },
  { title: 'Quick replies', text: 'Message us on WhatsApp or call; we answer every enquiry within 24 hours, in English or Hindi.' },
];

export function WhyChooseUs() {
  return (
    <section className={`section ${styles.why}`} aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">Why choose us</span>
            <h2 id="why-title">Your trusted hosts in Pachmarhi</h2>
          </div>
        </div>
        <ul className={styles.stats}>
          {STATS.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
        <ul className={styles.reasons}>
          {REASONS.map((r) => (
            <li key={r.title}>
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
