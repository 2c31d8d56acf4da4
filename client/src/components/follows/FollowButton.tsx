/**
 * Follow a category or platform from its page: its new items then reach the
 * member as one notification per run (and the dashboard's "new for you").
 * Visitors see nothing: following needs an account.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type FollowTarget, MyFollowsDocument, SetFollowDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { toFormErrors } from '../../lib/errors';

export function FollowButton({
  targetType,
  targetId,
  name,
}: {
  targetType: FollowTarget;
  targetId: string;
  name: string;
}) {
  const { isAuthenticated } = useAuth();
  const follows = useQuery(MyFollowsDocument, { skip: !isAuthenticated });
  const [setFollow, { loading }] = useMutation(SetFollowDocument, { refetchQueries: [MyFollowsDocument] });
  const [problem, setProblem] = useState('');
  if (!isAuthenticated || !follows.data) return null;
  const following = follows.data.myFollows.some((f) => f.targetType === targetType && f.targetId === targetId);

  async function toggle() {
    setProblem('');
    try {
      const result = await setFollow({ variables: { input: { targetType, targetId, following: !following } } });
      const error = result.data?.setFollow.errors[0];
      if (error) setProblem(error.message);
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'Could not save. Try again.');
    }
  }

  return (
    <span className="follow">
      <button
        type="button"
        className={following ? 'button button--secondary' : 'button button--primary'}
        aria-pressed={following}
        disabled={loading}
        onClick={toggle}
      >
        {following ? 'Following' : 'Follow'}
        <span className="visually-hidden"> {name}</span>
      </button>
      {problem && (
        <span className="field__error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
