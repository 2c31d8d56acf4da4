/** /admin/assets/:id and /admin/images/:id: the editor as a page; deleting returns to the list. */
import { useNavigate, useParams } from 'react-router';
import type { MediaKind } from '../../graphql/generated/graphql';
import { KINDS } from './kinds';
import { MediaEditor } from './MediaEditor';

export function MediaEditorPage({ kind }: { kind: Exclude<MediaKind, 'AUDIO'> }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <MediaEditor
      key={id}
      id={id}
      kind={kind}
      onDeleted={(title) => navigate(KINDS[kind].listPath, { state: { flash: `Deleted “${title}”.` } })}
    />
  );
}
