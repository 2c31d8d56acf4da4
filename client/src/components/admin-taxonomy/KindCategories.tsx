/**
 * `/admin/categories`: the asset and image trees under one tab each (audio has
 * its own screen, /admin/audio/categories). The tab is kept in `?kind=` so a
 * reload or a shared link opens the same tree.
 */
import { useSearchParams } from 'react-router';
import type { MediaKind } from '../../graphql/generated/graphql';
import { type Tab, TabList, tabPanelProps } from '../TabList';
import { CategoryManager } from './CategoryManager';

const TABS: readonly Tab<MediaKind>[] = [
  { value: 'ASSET', label: 'Assets' },
  { value: 'IMAGE', label: 'Images' },
];

export function KindCategories() {
  const [params, setParams] = useSearchParams();
  const kind = TABS.find((t) => t.value === params.get('kind'))?.value ?? 'ASSET';
  return (
    <>
      <TabList
        label="Media kind"
        tabs={TABS}
        selected={kind}
        idPrefix="category-kind"
        onSelect={(value) => setParams(value === 'ASSET' ? {} : { kind: value }, { replace: true })}
      />
      <div role="tabpanel" {...tabPanelProps('category-kind', kind)}>
        <CategoryManager key={kind} kind={kind} />
      </div>
    </>
  );
}
