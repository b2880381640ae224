import { Star } from '../../../components/ui/icon/icon';
import { useGetStarredProductsQuery, useSetStarredMutation } from '../api/starred-api';
import { stabilityTexts } from '../texts';

const texts = stabilityTexts.star;

/** Stars a product for the dashboard's "Starred stability products" widget; aria-pressed tells whether it is. */
export function StarToggle({ slug }: { slug: string }) {
  const { data } = useGetStarredProductsQuery(undefined);
  const [setStarred, { isLoading }] = useSetStarredMutation();
  if (!data) return null;
  const starred = data.items.some((item) => item.slug === slug);
  return (
    <button
      type="button"
      className="button button-icon"
      aria-pressed={starred}
      disabled={isLoading}
      onClick={() => void setStarred({ slug, starred: !starred })}
    >
      <Star className={starred ? 'icon-filled' : undefined} />
      {texts.label}
    </button>
  );
}
