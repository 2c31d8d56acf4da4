import { ReviewQueue } from '../../components/admin-review/ReviewQueue';

export default function AdminApprovalsPage() {
  return (
    <ReviewQueue
      title="Approvals"
      lead="Everything waiting for review, across media types: check each one, then approve or send it back."
    />
  );
}
