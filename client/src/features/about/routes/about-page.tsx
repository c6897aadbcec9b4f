import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import styles from './about-page.module.css';

const FACTS = [
  ['50+', 'Accommodations'], ['25+', 'Tours'], ['30+', 'Vehicles'],
  ['500+', 'Happy guests'], ['4.9/5', 'Rating'], ['98%', 'Satisfaction'],
] as const;

/** /about: the business, quick facts and links to /tours and /hotel. */
export default function AboutPage() {
  return (
    <main id="main" className="page">
      <PageMeta title="About" path="/about" description="A local, family-run team in Pachmarhi: rooms and cottages, guided tours of the plateau and Gypsy safaris through the Satpura forests." />
      <div className="container">
        <div className={styles.intro}>
          <div>
            <span className="eyebrow">About us</span>
            <h1>Your hosts in the Satpura hills</h1>
            <p>We are a local, family-run team in Pachmarhi, Madhya Pradesh. For years we have welcomed families, couples and groups to our rooms and cottages, guided them to the waterfalls, caves and temples of the plateau, and driven them through Satpura's forests in open Gypsy jeeps.</p>
            <p>Everything is arranged personally: tell us your dates on WhatsApp or by phone and we plan your stay, your tours and your transport together, at honest prices and with no online payment.</p>
            <div className={styles.actions}>
              <Link to="/tours" className="btn btn-primary">Explore tours</Link>
              <Link to="/hotel" className="btn btn-outline">See our rooms</Link>
            </div>
          </div>
          <section aria-labelledby="facts-title" className={styles.factsBox}>
            <h2 id="facts-title">Quick facts</h2>
            <dl className={styles.facts}>
              {FACTS.map(([v, l]) => (
                <div key={l}>
                  <dt>{l}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <section className={styles.values} aria-labelledby="values-title">
          <h2 id="values-title">What we care about</h2>
          <ul>
            <li><h3>Local knowledge</h3><p>Our guides grew up here. They know the quiet trails, the best light at Dhoopgarh and the stories behind every cave.</p></li>
            <li><h3>Comfort and care</h3><p>Clean rooms, hot water, home-style food and hosts who are a phone call away, day and night.</p></li>
            <li><h3>Respect for nature</h3><p>Pachmarhi is a biosphere reserve. We keep groups small and follow forest rules on every safari.</p></li>
          </ul>
        </section>
      </div>
    </main>
  );
}
