import { SELECT_WIDTH, dropdownText, type Lang } from '@salon/contract';
import { Select } from 'antd';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { canSearch, dropdownMessage, type SearchStatus } from './remoteSelectRules';
import './inputs.css';

export type RemoteValue = string | number;

export interface RemoteOption {
  label: string;
  value: RemoteValue;
  disabled?: boolean;
}

/** One page of results; `hasMore` lets the list load the next page when scrolled to the end. */
export interface RemotePage {
  options: RemoteOption[];
  hasMore?: boolean;
}

export type RemoteSearch = (keyword: string, context: { page: number; signal: AbortSignal }) => Promise<RemoteOption[] | RemotePage>;

interface BaseProps {
  /** Where the options come from: called (debounced) with the trimmed search text. */
  search: RemoteSearch;
  /** Searches start at this many characters (default 0: on opening). */
  minLength?: number;
  /** Longer search text is refused with 'Please delete N characters'. */
  maxLength?: number;
  /** Wait this long after the last keystroke (default 300 ms). */
  debounceMs?: number;
  /** Language of the drop-down texts (default Chinese). */
  lang?: Lang;
  /** Default 200 px (spec §9). */
  width?: number | string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Labels of values chosen before (e.g. an edited record), so they show as names. */
  selectedOptions?: RemoteOption[];
  'aria-label'?: string;
}

export interface SingleRemoteSelectProps extends BaseProps {
  mode?: undefined;
  value?: RemoteValue | null;
  onChange?: (value: RemoteValue | null, option?: RemoteOption) => void;
  maxCount?: undefined;
}

export interface MultipleRemoteSelectProps extends BaseProps {
  mode: 'multiple';
  value?: RemoteValue[];
  onChange?: (value: RemoteValue[], options: RemoteOption[]) => void;
  /** At most this many items ('You can only select N items'). */
  maxCount?: number;
}

export type RemoteSelectProps = SingleRemoteSelectProps | MultipleRemoteSelectProps;

interface Results {
  keyword: string;
  status: SearchStatus;
  options: RemoteOption[];
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const IDLE: Results = { keyword: '', status: 'idle', options: [], page: 0, hasMore: false, loadingMore: false, moreFailed: false };

/**
 * A select whose options come from a search call (spec §7, §8): debounced, stale answers
 * dropped, the spec's drop-down texts in Chinese or English ('Searching…', 'No results found',
 * 'Please enter N or more characters', ...), paging on scroll, 200 px wide by default.
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const {
    search,
    minLength = 0,
    maxLength,
    debounceMs = 300,
    lang = 'zh',
    width = SELECT_WIDTH,
    placeholder,
    disabled,
    allowClear = true,
    selectedOptions,
  } = props;
  const [input, setInput] = useState('');
  const [results, setResults] = useState<Results>(IDLE);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const jobs = useRef({ timer: undefined as ReturnType<typeof setTimeout> | undefined, controller: null as AbortController | null, seq: 0 });

  useEffect(() => {
    const j = jobs.current;
    return () => {
      clearTimeout(j.timer);
      j.controller?.abort();
    };
  }, []);

  const run = (keyword: string, page: number) => {
    const j = jobs.current;
    clearTimeout(j.timer);
    j.controller?.abort();
    const controller = new AbortController();
    j.controller = controller;
    const seq = ++j.seq;
    setResults((r) => (page > 1 ? { ...r, loadingMore: true, moreFailed: false } : { ...IDLE, keyword, status: 'searching' }));
    search(keyword, { page, signal: controller.signal }).then(
      (answer) => {
        if (seq !== j.seq) return;
        const { options, hasMore = false } = Array.isArray(answer) ? { options: answer } : answer;
        setLabels((known) => ({ ...known, ...Object.fromEntries(options.map((o) => [String(o.value), o.label])) }));
        setResults((r) => ({
          keyword,
          status: 'done',
          options: page > 1 ? [...r.options, ...options.filter((o) => !r.options.some((p) => p.value === o.value))] : options,
          page,
          hasMore,
          loadingMore: false,
          moreFailed: false,
        }));
      },
      () => {
        if (seq !== j.seq || controller.signal.aborted) return;
        setResults((r) => (page > 1 ? { ...r, loadingMore: false, moreFailed: true } : { ...IDLE, keyword, status: 'failed' }));
      },
    );
  };

  const onSearch = (text: string) => {
    setInput(text);
    const j = jobs.current;
    clearTimeout(j.timer);
    const keyword = text.trim();
    if (!canSearch(keyword, minLength, maxLength)) {
      j.controller?.abort();
      j.seq++;
      setResults(IDLE);
      return;
    }
    // 'Searching…' shows from the first keystroke; the call waits for the pause.
    setResults({ ...IDLE, keyword, status: 'searching' });
    j.timer = setTimeout(() => run(keyword, 1), debounceMs);
  };

  const onOpenChange = (open: boolean) => {
    const keyword = input.trim();
    if (open && results.status !== 'searching' && (results.status === 'idle' || results.keyword !== keyword) && canSearch(keyword, minLength, maxLength))
      run(keyword, 1);
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight < el.scrollHeight - 24) return;
    if (results.status === 'done' && results.hasMore && !results.loadingMore) run(results.keyword, results.page + 1);
  };

  const multiple = props.mode === 'multiple';
  const selectedCount = multiple ? (props.value?.length ?? 0) : 0;
  const message = dropdownMessage({
    input,
    status: results.status,
    optionCount: results.options.length,
    minLength,
    maxLength,
    maxCount: multiple ? props.maxCount : undefined,
    selectedCount,
    lang,
  });
  const known = { ...labels, ...Object.fromEntries((selectedOptions ?? []).map((o) => [String(o.value), o.label])) };
  const messageNode = message ? (
    <div className={`remote-select__message${message.key === 'errorLoading' ? ' remote-select__message--error' : ''}`} role="status" data-message={message.key}>
      {message.text}
    </div>
  ) : null;

  const shownOptions = message?.hidesOptions ? [] : results.options;
  // A message with no options to show is the list's empty content; otherwise it goes above the options.
  const inList = !!message && shownOptions.length === 0;

  const optionOf = (v: RemoteValue): RemoteOption => results.options.find((o) => o.value === v) ?? { value: v, label: known[String(v)] ?? String(v) };

  return (
    <Select<RemoteValue | RemoteValue[]>
      className="remote-select"
      style={{ width }}
      mode={props.mode}
      maxCount={multiple ? props.maxCount : undefined}
      value={props.value ?? undefined}
      placeholder={placeholder ?? (lang === 'en' ? 'Search' : '请输入关键字搜索')}
      disabled={disabled}
      allowClear={allowClear}
      aria-label={props['aria-label']}
      showSearch={{ filterOption: false, searchValue: input, onSearch, autoClearSearchValue: true }}
      options={shownOptions}
      notFoundContent={inList ? messageNode : <div className="remote-select__message" />}
      labelRender={({ value, label }) => label ?? known[String(value)] ?? value}
      onOpenChange={onOpenChange}
      onPopupScroll={onPopupScroll}
      popupRender={(menu) => (
        <>
          {inList ? null : messageNode}
          {menu}
          {results.loadingMore ? (
            <div className="remote-select__message" role="status" data-message="loadingMore">
              {dropdownText('loadingMore', lang)}
            </div>
          ) : null}
          {results.moreFailed ? (
            <div className="remote-select__message remote-select__message--error" role="status" data-message="errorLoading">
              {dropdownText('errorLoading', lang)}
            </div>
          ) : null}
        </>
      )}
      onChange={(next) => {
        if (props.mode === 'multiple') {
          const list = (next as RemoteValue[] | undefined) ?? [];
          props.onChange?.(list, list.map(optionOf));
        } else {
          const v = (next as RemoteValue | undefined) ?? null;
          props.onChange?.(v, v === null ? undefined : optionOf(v));
        }
      }}
    />
  );
}
