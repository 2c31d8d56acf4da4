import { ACCESS_RULE } from '../../lib/access';

/** The pricing FAQ: native <details>, so it works without script and by keyboard. */
export function PricingFaq({ graceDays }: { graceDays: number }) {
  const faq = [
    {
      q: 'Can I cancel any time?',
      a: 'Yes, in two clicks on your payments page, with no fee. Your plan stays until the end of the period you paid for; you can resume before then.',
    },
    {
      q: 'What happens to my licences if I cancel?',
      a: 'Everything you downloaded while subscribed stays licensed for good, in the projects you used it in. After the plan ends you simply cannot download more Premium items.',
    },
    {
      q: 'What does "fair use" mean?',
      a: 'Each plan shows how many downloads a month it includes. The counter resets on the same day each month, and your payments page shows where you stand: no surprise blocks.',
    },
    { q: 'What do Free, Premium and a price on an item mean?', a: ACCESS_RULE },
    {
      q: 'What if a payment fails?',
      a: `We email you and keep your plan for ${graceDays} days while you update your card.`,
    },
    { q: 'Which currency?', a: 'All prices are in US dollars (USD); your bank converts if needed.' },
  ];
  return (
    <section className="pricing__section" aria-labelledby="faq-title">
      <h2 id="faq-title">Questions</h2>
      <div className="faq">
        {faq.map((item) => (
          <details key={item.q} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
