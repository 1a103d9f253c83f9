import { defineEnum } from '../../../enums/define.js';
import { validateBankCard } from '../../../validators/bankCard.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const SettleCycle = defineEnum([
  { value: 0, label: '日结', labelEn: 'daily', color: 'green' },
  { value: 1, label: '周结', labelEn: 'weekly', color: 'blue' },
  { value: 2, label: '月结', labelEn: 'monthly', color: 'purple' },
]);

/**
 * /operate/generalConfig/settleAccounts 结算配置: how each store's takings are settled to it: cycle
 * and day, the channel fee, the least amount paid out, the receiving account. One per store; store
 * managers read their own store's, only head office writes.
 */
export const settleConfigResource = defineResource({
  name: 'settleConfig',
  title: '结算配置',
  page: '/operate/generalConfig/settleAccounts',
  table: 'settle_config',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/generalConfig/settle/queryPage', method: 'POST' }, reveal: { path: '/mgt/generalConfig/settle/reveal', method: 'POST' } },
  ops: {
    create: 'operate:settleConfig:add',
    update: 'operate:settleConfig:edit',
    export: 'operate:settleConfig:export',
    viewMasked: 'operate:settleConfig:viewCard',
  },
  defaultSort: { field: 'storeId', dir: 'asc' },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    fields.store({ required: true, form: 'create', sortable: true }),
    { key: 'cycle', label: '结算周期', type: 'enum', enum: SettleCycle, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'settleDay', label: '结算日', type: 'int', min: 0, max: 28, required: true, defaultValue: 0, list: { width: 80 }, form: true, help: '周结填1~7（周一至周日），月结填1~28，日结填0' },
    { key: 'feeRate', label: '通道费率(%)', type: 'decimal', scale: 2, min: 0, max: 10, required: true, list: { width: 110 }, form: true },
    { key: 'minAmount', label: '起结金额', type: 'money', min: 0, max: 1000000, required: true, defaultValue: '0', list: { width: 100 }, form: true },
    { key: 'accountName', label: '收款户名', type: 'text', required: true, max: 40, list: { width: 180 }, form: true },
    { key: 'bankName', label: '开户银行', type: 'text', required: true, max: 40, list: { width: 180 }, form: true },
    { key: 'bankCard', label: '银行卡号', type: 'text', required: true, max: 19, masked: true, validate: validateBankCard, list: { width: 180 }, form: true },
    { key: 'autoSettle', label: '自动结算', type: 'bool', defaultValue: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
  check: (v) => {
    if (v.cycle === 0 && typeof v.settleDay === 'number' && v.settleDay !== 0) return { field: 'settleDay', message: '日结的结算日填0' };
    if (v.cycle === 1 && typeof v.settleDay === 'number' && (v.settleDay < 1 || v.settleDay > 7))
      return { field: 'settleDay', message: '周结的结算日为1~7（周一至周日）' };
    if (v.cycle === 2 && typeof v.settleDay === 'number' && v.settleDay < 1) return { field: 'settleDay', message: '月结的结算日为1~28' };
    return true;
  },
});
