import { ComingSoon } from '../../components/ComingSoon';

export default function TermsPage() {
  return (
    <ComingSoon screen="Terms of Service" description="The terms that apply when you use Framestock and its assets." />
  );
}
