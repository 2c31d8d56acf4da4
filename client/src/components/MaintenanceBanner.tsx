/** The maintenance banner an admin sets in /admin/settings, above every page of every area (lib/useSiteSettings). */
export function MaintenanceBanner({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="maintenance-banner" role="status">
      {text}
    </div>
  );
}
