import { CONCENTRATION_UNITS, type ConcentrationUnit } from '@hcp/contracts/stability';
import { MAX_Y_SITE_DRUGS, type YSiteCheck, type YSitePair } from '@hcp/contracts/y-site';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { CircleHelp, Plus, TriangleAlert, X } from '../../../components/ui/icon/icon';
import { QueryError } from '../../../components/ui/query-error/query-error';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { TextField } from '../../../components/ui/text-field/text-field';
import { paths, stabilityProductPath } from '../../../config/paths';
import { outcomeOf } from '../../../lib/errors';
import { useOfflineReader } from '../../../lib/offline-reading';
import { useListStabilityProductsQuery } from '../api/stability-api';
import { useCheckYSiteQuery } from '../api/y-site-api';
import { formatConcentration } from '../matrix';
import { useOfflineCopy, useOfflineCopyList } from '../offline/use-offline-copies';
import { stabilityTexts } from '../texts';
import { checkFromCopy, drugDisplayName } from '../y-site';
import { requestKey, requestOf, searchOf, type YSiteRequest } from '../y-site-request';
import { YSiteRecordList } from './y-site-record';
import '../stability.css';

const texts = stabilityTexts.ySite.check;
const PRODUCT_FIELD = 'y-site-product';
const CONCENTRATION_FIELD = 'y-site-concentration';
const drugFieldId = (index: number) => `y-site-drug-${String(index)}`;

type ProductOption = { value: string; label: string };

/** Our products to choose from: the published list online, the products kept on this device offline. */
function useProductOptions(offline: boolean, accountId: number | undefined, chosen: string) {
  const list = useListStabilityProductsQuery({ q: '', page: 1, perPage: 100 }, { skip: offline });
  const copies = useOfflineCopyList(offline ? accountId : undefined);
  const options: ProductOption[] = offline
    ? (copies ?? []).map((copy) => ({ value: copy.slug, label: `${copy.product.name} ${copy.product.strength}` }))
    : (list.currentData?.items ?? []).map((item) => ({ value: item.slug, label: `${item.name} ${item.strength}` }));
  // A product asked for by the address (a search result's link) stays choosable while the list loads.
  if (chosen && !options.some((option) => option.value === chosen)) options.unshift({ value: chosen, label: chosen });
  const loading = offline ? copies === undefined : list.isFetching && list.currentData === undefined;
  return { options, loading, failed: !offline && list.error !== undefined };
}

type FormValues = { product: string; drugs: string[]; concentration: string; unit: ConcentrationUnit };

function initialValues(params: URLSearchParams): FormValues {
  const request = requestOf(params);
  const drugs = request?.drugs ?? (params.get('drugs') ?? '').split(',').filter((drug) => drug.trim() !== '');
  return {
    product: (params.get('product') ?? '').trim(),
    drugs: drugs.length > 0 ? drugs.slice(0, MAX_Y_SITE_DRUGS) : [''],
    concentration: request?.concentration ? String(request.concentration.value) : '',
    unit: request?.concentration?.unit ?? 'mg-per-ml',
  };
}

function validate(values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.product) errors.product = texts.needProduct;
  if (values.drugs.every((drug) => drug.trim() === '')) errors.drugs = texts.needDrug;
  const concentration = values.concentration.trim();
  if (concentration !== '' && !(Number(concentration) > 0)) errors.concentration = texts.needConcentration;
  return errors;
}

/**
 * The check's form: our product, 1 to 6 other drugs (each its own labelled input, added and removed by buttons that
 * move the focus where the person would look next), and optionally our concentration. It starts from the address
 * and, when sent, writes the check back into it.
 */
function YSiteCheckForm({
  initial,
  offline,
  accountId,
  onCheck,
}: {
  initial: FormValues;
  offline: boolean;
  accountId: number | undefined;
  onCheck: (request: YSiteRequest) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const products = useProductOptions(offline, accountId, values.product);
  const unitId = useId();

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target) document.getElementById(target)?.focus();
  });

  const setDrug = (index: number, value: string) =>
    setValues((current) => ({ ...current, drugs: current.drugs.map((drug, at) => (at === index ? value : drug)) }));
  const addDrug = () => {
    focusNext.current = drugFieldId(values.drugs.length);
    setValues((current) => ({ ...current, drugs: [...current.drugs, ''] }));
  };
  const removeDrug = (index: number) => {
    const remaining = values.drugs.length - 1;
    // The focus goes to the input that takes the removed one's place, or to "Add another drug" after the last.
    focusNext.current = index < remaining ? drugFieldId(index) : 'add';
    setValues((current) => ({ ...current, drugs: current.drugs.filter((_, at) => at !== index) }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailures((count) => count + 1);
      return;
    }
    const concentration = values.concentration.trim();
    onCheck({
      product: values.product,
      drugs: values.drugs.map((drug) => drug.trim().replace(/\s+/g, ' ')).filter(Boolean),
      concentration: concentration === '' ? undefined : { value: Number(concentration), unit: values.unit },
    });
  };

  const fieldIds = { product: PRODUCT_FIELD, drugs: drugFieldId(0), concentration: CONCENTRATION_FIELD };
  const full = values.drugs.length >= MAX_Y_SITE_DRUGS;

  return (
    <form className="y-site-form" aria-label={texts.formLabel} noValidate onSubmit={submit}>
      <ErrorSummary
        id="y-site-summary"
        message={undefined}
        entries={summaryEntries(fieldIds, errors)}
        focusKey={failures}
      />
      <SelectField
        id={PRODUCT_FIELD}
        label={texts.product}
        name="product"
        placeholder={products.loading ? texts.productsLoading : texts.productPlaceholder}
        options={products.options}
        value={values.product}
        error={errors.product}
        onChange={(event) => setValues((current) => ({ ...current, product: event.target.value }))}
      />
      {products.failed && <p className="field-hint">{texts.productsFailed}</p>}
      <fieldset className="y-site-drugs" aria-describedby="y-site-drugs-hint">
        <legend>{texts.drugsLegend}</legend>
        <p id="y-site-drugs-hint" className="field-hint">
          {texts.drugsHint}
        </p>
        {errors.drugs && <p className="field-error">{errors.drugs}</p>}
        <ol className="y-site-drug-list">
          {values.drugs.map((drug, index) => (
            // The list's order is the inputs' identity: a removed input's neighbours take its place and number.
            <li key={index} className="y-site-drug">
              <TextField
                id={drugFieldId(index)}
                label={texts.drugLabel(index + 1)}
                name="drugs"
                autoComplete="off"
                spellCheck={false}
                maxLength={80}
                value={drug}
                aria-invalid={errors.drugs && index === 0 ? true : undefined}
                onChange={(event) => setDrug(index, event.target.value)}
              />
              {values.drugs.length > 1 && (
                <button
                  type="button"
                  className="button button-secondary y-site-remove"
                  aria-label={texts.removeDrug(index + 1, drug.trim())}
                  onClick={() => removeDrug(index)}
                >
                  <X />
                  {texts.removeLabel}
                </button>
              )}
            </li>
          ))}
        </ol>
        {full ? (
          <p className="field-hint">{texts.maxDrugs}</p>
        ) : (
          <button ref={addButton} type="button" className="button button-secondary" onClick={addDrug}>
            <Plus />
            {texts.addDrug}
          </button>
        )}
      </fieldset>
      <fieldset className="y-site-concentration">
        <legend>{texts.concentrationLegend}</legend>
        <TextField
          id={CONCENTRATION_FIELD}
          label={texts.concentration}
          name="concentration"
          inputMode="decimal"
          autoComplete="off"
          value={values.concentration}
          error={errors.concentration}
          onChange={(event) => setValues((current) => ({ ...current, concentration: event.target.value }))}
        />
        <SelectField
          id={unitId}
          label={texts.unit}
          name="unit"
          options={CONCENTRATION_UNITS}
          value={values.unit}
          onChange={(event) => setValues((current) => ({ ...current, unit: event.target.value as ConcentrationUnit }))}
        />
      </fieldset>
      <button type="submit" className="button button-primary">
        {texts.submit}
      </button>
    </form>
  );
}

/** A pair's standing when there is no result to show, as a word and an icon. */
function StatusLabel({ status }: { status: 'no-data' | 'unknown-drug' | 'other-concentrations' }) {
  const label =
    status === 'no-data' ? texts.noData : status === 'unknown-drug' ? texts.unknownDrug : texts.otherConcentrations;
  const StatusIcon = status === 'other-concentrations' ? TriangleAlert : CircleHelp;
  return (
    <p className={`y-site-status y-site-status-${status}`}>
      <StatusIcon />
      {label}
    </p>
  );
}

/** Each distinct concentration of our product among the records, in the order met: "1–20 mg/mL and 50 mg/mL". */
function testedConcentrations(pair: YSitePair): string {
  const distinct = [...new Set(pair.records.map((record) => formatConcentration(record.productConcentration)))];
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(distinct);
}

function PairResult({ pair, product }: { pair: YSitePair; product: string }) {
  const name = drugDisplayName(pair.drug ?? pair.asked);
  const headingId = useId();
  return (
    <li className="y-site-pair" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.pairHeading(product, name)}</h3>
      {pair.drug !== null && pair.drug.toLowerCase() !== pair.asked.trim().toLowerCase() && (
        <p className="muted">{texts.askedAs(pair.asked, drugDisplayName(pair.drug))}</p>
      )}
      {pair.status === 'no-data' && (
        <>
          <StatusLabel status="no-data" />
          <p>{texts.noDataText}</p>
        </>
      )}
      {pair.status === 'unknown-drug' && (
        <>
          <StatusLabel status="unknown-drug" />
          <p>{texts.unknownDrugText}</p>
        </>
      )}
      {pair.status === 'other-concentrations' && (
        <>
          <StatusLabel status="other-concentrations" />
          <p>{texts.otherConcentrationsText(testedConcentrations(pair))}</p>
        </>
      )}
      {pair.records.length > 0 && <YSiteRecordList records={pair.records} product={product} />}
    </li>
  );
}

function CheckAnswer({ check, request }: { check: YSiteCheck; request: YSiteRequest }) {
  const product = `${check.product.name} ${check.product.strength}`;
  return (
    <>
      {/* Said once the answer is in, so that a screen reader hears the check is done without leaving the form. */}
      <p role="status" className="visually-hidden">
        {texts.checked(check.pairs.length, product)}
      </p>
      <p className="y-site-results-for">
        <Link to={stabilityProductPath(check.product.slug)}>{texts.resultsFor(product)}</Link>
        {request.concentration && ` ${texts.askedAt(formatConcentration({ ...request.concentration, upTo: null }))}`}
      </p>
      <ul className="y-site-pairs">
        {check.pairs.map((pair, index) => (
          // Two names asked may be one drug (a synonym): the position tells them apart.
          <PairResult key={`${String(index)}:${pair.asked}`} pair={pair} product={product} />
        ))}
      </ul>
    </>
  );
}

/** The check computed from the product's copy on this device, with the line that synonyms are not recognised. */
function OfflineAnswer({
  request,
  accountId,
  note,
}: {
  request: YSiteRequest;
  accountId: number | undefined;
  /** Whether to say that this answer comes from the copy: the screen says it once already when offline. */
  note: boolean;
}) {
  const copy = useOfflineCopy(accountId, request.product);
  if (copy === undefined) return <Skeleton label={texts.loading} />;
  if (copy === null) return <p className="y-site-offline-note">{texts.offlineNoCopy}</p>;
  if (copy.ySite?.product.slug !== request.product)
    return <p className="y-site-offline-note">{texts.offlineNoYSite}</p>;
  return (
    <>
      {note && <p className="y-site-offline-note">{texts.offlineNote}</p>}
      <CheckAnswer check={checkFromCopy(copy.ySite, request.drugs, request.concentration)} request={request} />
    </>
  );
}

/** The server's answer for this check only: while another check loads, nothing of the previous one is drawn. */
function OnlineAnswer({ request, accountId }: { request: YSiteRequest; accountId: number | undefined }) {
  const query = useCheckYSiteQuery(request);
  // Online, a call that fails for want of a connection falls back on the copy, as the product page does.
  if (query.error !== undefined && outcomeOf(query.error) === 'lost-connection' && accountId !== undefined)
    return <OfflineAnswer request={request} accountId={accountId} note />;
  if (query.error) {
    const { refetch } = query;
    return (
      <QueryError
        error={query.error}
        retry={{ onRetry: () => void refetch(), retrying: query.isFetching }}
        what={texts.failed}
        headingLevel={2}
      />
    );
  }
  if (query.currentData === undefined) return <Skeleton label={texts.loading} />;
  return <CheckAnswer check={query.currentData} request={request} />;
}

/**
 * `/stability/y-site?product=&drugs=`: whether our product and up to six other drugs may meet in one line. The address
 * holds the check, so a search result or a shared link opens it answered; offline, a product kept on this device is
 * checked from its copy.
 */
export function YSiteCheckScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const request = requestOf(searchParams);
  const reader = useOfflineReader();
  const offline = reader?.offline === true;
  const check = (next: YSiteRequest) => setSearchParams(searchOf(next));

  return (
    <section className="y-site-check" aria-labelledby="y-site-check-heading">
      <h1 id="y-site-check-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      {offline && <p className="y-site-offline-note">{texts.offlineNote}</p>}
      <YSiteCheckForm
        key={searchParams.toString()}
        initial={initialValues(searchParams)}
        offline={offline}
        accountId={reader?.accountId}
        onCheck={check}
      />
      {request && (
        <section className="y-site-results" aria-labelledby="y-site-results-heading">
          <h2 id="y-site-results-heading">{texts.resultsHeading}</h2>
          {offline ? (
            <OfflineAnswer key={requestKey(request)} request={request} accountId={reader.accountId} note={false} />
          ) : (
            <OnlineAnswer key={requestKey(request)} request={request} accountId={reader?.accountId} />
          )}
        </section>
      )}
      <p>
        <Link to={paths.stability}>{stabilityTexts.offline.browse}</Link>
      </p>
    </section>
  );
}
