import { OpenStatus, SELECT_WIDTH } from '@salon/contract';
import { AutoComplete, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { SAMPLE_SERVICES } from './demoData';
import { DemoCard, Grid, isSignedIn, SignInNotice, useStores } from './DemoParts';

const SERVICE_WORDS = [
  ...new Set(SAMPLE_SERVICES.flatMap((s) => [s.itemName, s.itemInsideName ?? '']).filter(Boolean)),
  '男士精剪',
  '儿童剪发',
  '头皮护理',
  '造型吹风',
];

/** /demo/autoComplete: free text with suggestions (store names from the server, service words locally). */
export default function AutoCompleteDemo() {
  const stores = useStores();
  const [storeText, setStoreText] = useState('');
  const [word, setWord] = useState('');

  const storeOptions = useMemo(() => {
    const key = storeText.trim();
    if (!key) return [];
    return stores
      .filter((s) => s.storeName.includes(key) || s.storeCode.toLowerCase().includes(key.toLowerCase()))
      .slice(0, 20)
      .map((s) => ({
        value: s.storeName,
        label: (
          <span className="demo-option">
            {s.storeName}
            <span className="demo-option__meta">
              {s.storeCode} · {s.districtName}{' '}
              <Tag color={OpenStatus.items.find((i) => i.value === s.openStatus)?.color}>{OpenStatus.labelOf(s.openStatus)}</Tag>
            </span>
          </span>
        ),
      }));
  }, [stores, storeText]);

  const wordOptions = SERVICE_WORDS.filter((w) => word && w.includes(word.trim())).map((w) => ({ value: w }));

  return (
    <>
      <SignInNotice />
      <Grid>
        <DemoCard title="门店名称联想" rules="输入门店名称或编码的一部分，从当前账号可见的门店中给出建议（最多20条）；也可以输入任意文字。" value={storeText}>
          <AutoComplete
            style={{ width: 320 }}
            options={storeOptions}
            value={storeText}
            onChange={setStoreText}
            placeholder={isSignedIn() ? '如：陆家嘴、SH00' : '登录后可联想门店'}
            aria-label="门店名称"
            allowClear
          />
        </DemoCard>
        <DemoCard title="服务项目联想（本地词表）" rules={`默认宽度 ${SELECT_WIDTH}px；无需登录。`} value={word}>
          <AutoComplete
            style={{ width: SELECT_WIDTH }}
            options={wordOptions}
            value={word}
            onChange={setWord}
            placeholder="如：剪、染"
            aria-label="服务项目"
            allowClear
          />
        </DemoCard>
      </Grid>
    </>
  );
}
