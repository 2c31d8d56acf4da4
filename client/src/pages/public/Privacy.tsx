/**
 * /privacy: the Privacy Policy. A draft for legal review (the page says so);
 * it describes what the app actually stores: the account, payments through
 * the provider, page views, downloads and the one refresh-token cookie.
 */
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/site-pages/LegalDocument';

/** Change with the text. */
const LAST_UPDATED = '2026-11-22';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'data',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your email address, password (stored only as a secure hash), display name, and the
          profile photo and bio if you add them; your email preferences; the devices you are signed in on.
        </li>
        <li>
          <strong>Payments:</strong> your plan, subscription status and payment history. Card details go straight to our
          card payment provider; we receive only a reference to each payment and, where the provider shares them, the
          card brand and its last four digits.
        </li>
        <li>
          <strong>Usage:</strong> the pages you view (address, page title, time, the page you came from and, when you
          are signed in, your account), and the media you download, favourite or request.
        </li>
        <li>
          <strong>Technical:</strong> IP address and browser details in server logs, used for security and abuse
          prevention.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To run your account and sign you in (performing our contract with you).</li>
        <li>To take payments, keep accounting records and meet tax duties (contract and legal obligation).</li>
        <li>
          To record your downloads and their licences, so you can prove your licence later (contract and legitimate
          interest).
        </li>
        <li>
          To understand which pages and media are used so we can improve the library, using page-view statistics we
          collect ourselves (legitimate interest).
        </li>
        <li>To keep the service secure and prevent abuse (legitimate interest).</li>
        <li>To send the emails you chose in your settings; you can turn optional emails off at any time (consent).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your data. We share it only with service providers that work for us — the card payment provider,
        our hosting and storage provider and our email delivery provider — under contracts that limit their use of it,
        and with authorities where the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Framestock sets one cookie: <code>fs_refresh</code>, which keeps you signed in. It is strictly necessary,
          cannot be read by page scripts, is sent only to our API and expires after 30 days or when you sign out.
        </p>
        <p>
          We use no advertising or cross-site tracking cookies and no third-party analytics. Page views are counted by
          our own server. The payment provider may set its own cookies on its checkout page.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account data: while your account exists; deleted when you delete your account.</li>
        <li>Payment records: as long as tax and accounting law requires (typically up to 10 years).</li>
        <li>
          Download and licence records: while your account exists, so your licences can be shown; kept in anonymised
          form after deletion.
        </li>
        <li>Page-view statistics and server logs: up to 13 months, then deleted or aggregated.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask for a copy of your data, have it corrected, object to or restrict its use, and take it with you in
          a common format. You can correct most of it yourself on your <Link to="/profile">profile</Link>.
        </p>
        <p>
          You can delete your account at any time under <Link to="/settings">Settings</Link>; this deletes your account
          data except the records we must keep by law. You may also complain to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are hashed, connections are encrypted, and sessions can be ended from your settings. No system is
        perfectly secure; if a breach affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Framestock is not meant for children under 16, and we do not knowingly collect their data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When we change this policy we update the date above and, for material changes, tell you by email.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        The controller of your data is <mark>[operator name, postal address]</mark>. Write to{' '}
        <mark>[privacy contact email]</mark> for any privacy question or request. See also the{' '}
        <Link to="/terms">terms of service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={<p>What data Framestock collects, why, how long we keep it and the rights you have over it.</p>}
      sections={SECTIONS}
    />
  );
}
