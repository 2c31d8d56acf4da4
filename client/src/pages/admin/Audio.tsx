/**
 * /admin/audio — every audio track in the shared media table. The spec has no
 * /admin/audio/:id route, so a track opens in a side panel over the list:
 * `?edit=<id>` (kept with the list's filters, so the link can be shared and
 * reloaded, and Back closes the panel).
 */
import { useNavigate, useSearchParams } from 'react-router';
import { EDIT_PARAM } from '../../components/admin-media/kinds';
import { MediaEditor } from '../../components/admin-media/MediaEditor';
import { MediaTable } from '../../components/admin-media/MediaTable';
import { Modal } from '../../components/admin-media/Modal';

export default function AdminAudioPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const editId = searchParams.get(EDIT_PARAM);

  function close(flash?: string) {
    const next = new URLSearchParams(searchParams);
    next.delete(EDIT_PARAM);
    navigate({ search: next.size ? `?${next}` : '' }, { state: flash ? { flash } : null });
  }

  return (
    <>
      <MediaTable kind="AUDIO" />
      {editId && (
        <Modal title="Edit audio track" size="panel" onClose={() => close()}>
          <MediaEditor
            key={editId}
            id={editId}
            kind="AUDIO"
            inPanel
            onDeleted={(title) => close(`Deleted “${title}”.`)}
          />
        </Modal>
      )}
    </>
  );
}
