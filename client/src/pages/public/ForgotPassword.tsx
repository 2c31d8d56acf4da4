import { ComingSoon } from '../../components/ComingSoon';

export default function ForgotPasswordPage() {
  return <ComingSoon screen="Reset password" description="Ask for a link to set a new password for your account." />;
}
