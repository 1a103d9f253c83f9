import { GroupBuyPath, groupBuyVoucherResource, validateVoucherCode, VoucherStatus } from '@salon/contract';
import { Alert, Card, Descriptions, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { ResourcePage } from '../../../engine/ResourcePage';
import { renderValue } from '../../../engine/fieldView';

type Voucher = Record<string, unknown> & { id: number; status: number; validUntil: string; redeemedAt: string | null; redeemStoreName: string | null };

/** What store staff need to know before serving the customer. */
function verdict(v: Voucher): { type: 'success' | 'warning' | 'error'; text: string } {
  switch (v.status) {
    case 0:
      return { type: 'success', text: `该券未核销，可使用（有效期至 ${v.validUntil}）` };
    case 1:
      return { type: 'warning', text: `该券已于 ${dayjs(v.redeemedAt).format('YYYY-MM-DD HH:mm')} 在${v.redeemStoreName ?? '门店'}核销，不能再次使用` };
    default:
      return { type: 'error', text: `该券${VoucherStatus.labelOf(v.status)}，不能使用` };
  }
}

/** Checks one voucher by its exact 12-digit code: any store may check a voucher not yet redeemed. */
function VoucherLookup() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [loading, setLoading] = useState(false);

  async function lookup(value: string) {
    const checked = validateVoucherCode(value);
    setVoucher(null);
    if (checked !== true) {
      setError(checked);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      setVoucher(await post<Voucher>(GroupBuyPath.lookup, { voucherCode: value.trim() }));
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setLoading(false);
    }
  }

  const shown = voucher ? verdict(voucher) : null;
  return (
    <Card size="small" title="券码核验" className="voucher-lookup">
      <Form layout="inline">
        <Form.Item label="券码" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.Search
            id="voucher-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 12))}
            onSearch={lookup}
            placeholder="输入顾客出示的12位券码"
            enterButton="查询"
            loading={loading}
            allowClear
            inputMode="numeric"
            style={{ width: 360 }}
          />
        </Form.Item>
      </Form>
      {voucher && shown ? (
        <div style={{ marginTop: 12 }}>
          <Alert type={shown.type} showIcon message={shown.text} style={{ marginBottom: 12 }} />
          <Descriptions
            size="small"
            bordered
            column={3}
            items={groupBuyVoucherResource.fields.map((f) => ({ key: f.key, label: f.label, children: renderValue(f, voucher[f.key], voucher) }))}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** /operate/shop/groupBuySearch: 团购券查询 — the code check on top, the voucher list (store-scoped, exportable) below. */
export default function GroupBuySearchPage() {
  return (
    <div className="page-card">
      <VoucherLookup />
      <ResourcePage def={groupBuyVoucherResource} />
    </div>
  );
}
