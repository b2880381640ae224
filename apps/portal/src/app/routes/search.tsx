import { useParams } from 'react-router';

import { useGetAccountQuery } from '../../features/account/api/account-api';
import { SearchScreen } from '../../features/search/components/search-screen';
import { SearchBox } from '../search-box';

/** /search and /search/:keyword: the search feature, told which areas the signed-in account opens. */
export function SearchRoute() {
  const { keyword } = useParams();
  const { data: account } = useGetAccountQuery(undefined);
  const capabilities = account?.capabilities ?? [];
  return (
    <SearchScreen
      keyword={keyword}
      capabilities={capabilities}
      searchBox={<SearchBox capabilities={capabilities} menuMode={false} />}
    />
  );
}
