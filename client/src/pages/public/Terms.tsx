/**
 * /terms: the Terms of Service of the subscription licence marketplace. A
 * draft for legal review (the page says so); the governing law and the company
 * details are placeholders for the operator to fill in.
 */
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/site-pages/LegalDocument';

/** Change with the text. */
const LAST_UPDATED = '2026-11-22';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and the operator of Framestock (“we”, “us”) about your use of the
          Framestock website, apps and the media you download from them (“the service”). By creating an account or
          downloading media you accept them. If you use Framestock for a company, you accept them for that company and
          confirm that you may do so.
        </p>
        <p>
          We may change these terms. We announce material changes by email or in the service at least 30 days before
          they apply; continuing to use the service after that date means you accept the new terms.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to download media. Give us accurate details, keep your password to yourself and tell us at
          once if you think someone else has used your account. You are responsible for what happens under your account.
          An account is for one person; sharing it with others is not allowed.
        </p>
        <p>You must be at least 16 years old, or the age of digital consent where you live, to create an account.</p>
      </>
    ),
  },
  {
    id: 'subscription',
    title: 'Subscriptions and billing',
    body: (
      <>
        <p>
          Some media is free with an account; premium media needs a paid subscription. The plans, their prices and what
          they include are shown on the <Link to="/public/pricing">pricing page</Link> before you pay.
        </p>
        <ul>
          <li>
            Payments are taken by our card payment provider. We never see or store your full card number; the provider
            handles it under its own terms and security standards.
          </li>
          <li>
            A subscription renews automatically at the end of each billing period at the price then shown, until you
            cancel it. You can cancel at any time from your account; it then stays active until the end of the period
            you have paid for.
          </li>
          <li>
            Payments are not refundable except where the law requires it or we say otherwise in writing. If a payment
            fails, premium downloads are paused until it succeeds.
          </li>
          <li>We announce price changes at least 30 days ahead; they apply from your next billing period.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'licence',
    title: 'Licence to use downloaded media',
    body: (
      <>
        <p>
          Each item you download while your account is in good standing (and, for premium items, while your subscription
          is active) comes with a licence. The licence is worldwide, non-exclusive and non-transferable, and it does not
          end when your subscription does, for the projects you made with the item.
        </p>
        <p>You may:</p>
        <ul>
          <li>
            use the item in your own video projects and the works that include them — including commercial ones such as
            client work, advertising and monetised channels;
          </li>
          <li>edit, crop, recolour, cut and combine the item with other material in those projects.</li>
        </ul>
        <p>You may not:</p>
        <ul>
          <li>
            sell, share, sublicense or redistribute the item itself, or the raw files, on their own or in a pack,
            template, stock library or asset store, even when modified;
          </li>
          <li>make the item available for others to download or extract from your project files;</li>
          <li>
            register the item, or a work whose main value is the item, as your trade mark or claim it as your own;
          </li>
          <li>use the item in unlawful, defamatory or hateful content, or to train machine-learning models.</li>
        </ul>
        <p>
          Every download is recorded with its licence in your download history, which serves as your proof of licence.
        </p>
      </>
    ),
  },
  {
    id: 'previews',
    title: 'Previews',
    body: (
      <p>
        Previews, thumbnails and waveforms shown on Framestock are watermarked or reduced in quality. They are for
        choosing media only and may not be used in any project.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Our content and uploads',
    body: (
      <>
        <p>
          The media on Framestock is uploaded and published by our administrators, who check that we hold the rights to
          offer it. Members cannot upload media for sale. Requests for new assets are welcome, but sending a request
          gives you no rights in what we make from it.
        </p>
        <p>
          If you believe media on Framestock infringes your rights, write to us (see <a href="#contact">Contact</a>)
          with the item’s address and your reasons; we review every notice and remove media where it is justified.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not scrape or bulk-download the library, get around download limits or access checks, interfere with the
        service or other people’s use of it, or use it to break the law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You can delete your account at any time from your settings. We may suspend or close an account that breaks
          these terms, with notice where that is reasonable. Licences for items downloaded and used in projects before
          the account ended remain valid, unless the account was closed because those licences were abused.
        </p>
        <p>We may change or end parts of the service; if we end the whole service we will give notice.</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <>
        <p>
          We provide the service with reasonable skill and care, but “as is”: we do not promise it will always be
          available or free of errors. Nothing in these terms limits liability that cannot be limited by law, such as
          for death or personal injury caused by negligence, or for fraud.
        </p>
        <p>
          Otherwise, we are not liable for indirect or consequential loss, loss of profit or loss of data, and our total
          liability to you in any 12 months is limited to the amount you paid us in that period. If you live in a
          country whose consumer law gives you more rights, those rights apply.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of <mark>[jurisdiction — to be completed after legal review]</mark>, and
        the courts of <mark>[venue]</mark> have jurisdiction, without taking away the protection of the consumer law of
        the country where you live.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <mark>[operator name, postal address and email address]</mark>. See also the{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          The rules for using Framestock: your account, your subscription and what you may do with the media you
          download.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
