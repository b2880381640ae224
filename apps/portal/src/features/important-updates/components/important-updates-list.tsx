import {
  IMPORTANT_UPDATE_CATEGORIES,
  type ImportantUpdateCategory,
  ImportantUpdateCategorySchema,
} from '@hcp/contracts/important-updates';
import { generatePath, Link, useSearchParams } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Megaphone } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { paths } from '../../../config/paths';
import { useGetImportantUpdatesQuery } from '../api/important-updates-api';
import { importantUpdatesTexts as texts } from '../texts';
import { isSafetyNotice, SafetyNoticeFrame } from './safety-notice';
import { UpdateMeta } from './update-meta';
import '../important-updates.css';

const PER_PAGE = 10;

const categoryOptions = IMPORTANT_UPDATE_CATEGORIES.map((value) => ({ value, label: texts.categories[value] }));

/** `/important-updates`: the updates newest first, a page at a time, optionally of one category (kept in the URL). */
export function ImportantUpdatesList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = usePageParam();
  const parsedCategory = ImportantUpdateCategorySchema.safeParse(searchParams.get('category'));
  const category: ImportantUpdateCategory | undefined = parsedCategory.success ? parsedCategory.data : undefined;
  const query = useGetImportantUpdatesQuery({ page, perPage: PER_PAGE, category });

  const chooseCategory = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (value) next.set('category', value);
    else next.delete('category');
    setSearchParams(next);
  };

  return (
    <section aria-labelledby="important-updates-heading">
      <h1 id="important-updates-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <div className="update-filter">
        <SelectField
          label={texts.categoryLabel}
          name="category"
          options={categoryOptions}
          placeholder={texts.allCategories}
          value={category ?? ''}
          onChange={(event) => chooseCategory(event.target.value)}
        />
      </div>
      <QueryView
        query={query}
        loading={texts.loadingList}
        isEmpty={(result) => result.totalItems === 0}
        empty={
          category ? (
            <EmptyState icon={Megaphone} action={<Link to="?">{texts.showAll}</Link>}>
              {texts.emptyCategory}
            </EmptyState>
          ) : (
            <EmptyState icon={Megaphone}>{texts.empty}</EmptyState>
          )
        }
      >
        {(result) => (
          <>
            <p className="muted" role="status">
              {texts.count(result.totalItems)}
            </p>
            <ul className="update-list">
              {result.items.map((update) => (
                <li key={update.id} className={isSafetyNotice(update) ? undefined : 'card'}>
                  <SafetyNoticeFrame update={update} className="update-card-notice">
                    <h2>
                      <Link to={generatePath(paths.importantUpdate, { slug: update.slug })}>{update.title}</Link>
                    </h2>
                    <UpdateMeta update={update} />
                    <p>{update.summary}</p>
                  </SafetyNoticeFrame>
                </li>
              ))}
            </ul>
            <Pager page={result.page} totalPages={result.totalPages} label={texts.pager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
